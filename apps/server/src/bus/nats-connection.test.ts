import { describe, expect, it } from 'vitest';
import { natsConnectionOptions } from './nats-connection';

// NATS_URL and the TLS settings as the client takes them: servers without credentials in them,
// credentials from the URL, TLS when a URL or a file asks for it.

describe('natsConnectionOptions', () => {
  it.each([
    ['nats://127.0.0.1:4222', { servers: ['127.0.0.1:4222'] }],
    ['nats://nats', { servers: ['nats:4222'] }],
    ['nats://alice:s%40cret@nats:4222', { servers: ['nats:4222'], user: 'alice', pass: 's@cret' }],
    ['nats://tok3n@nats:4222', { servers: ['nats:4222'], token: 'tok3n' }],
    ['tls://a.example:4222,tls://bob:pw@b.example', { servers: ['a.example:4222', 'b.example:4222'], user: 'bob', pass: 'pw', tls: {} }],
  ])('%s', (url, expected) => {
    const options = natsConnectionOptions({ url });
    expect(options).toMatchObject({ ...expected, reconnect: true, maxReconnectAttempts: -1 });
    if (!('tls' in expected)) expect(options.tls).toBeUndefined();
    if (!('user' in expected) && !('token' in expected)) expect(options).not.toHaveProperty('user');
  });

  it('uses TLS with the given files on a nats:// URL too', () => {
    expect(natsConnectionOptions({ url: 'nats://nats:4222', tls: { caFile: '/ca.pem', certFile: undefined } }).tls).toEqual({ caFile: '/ca.pem' });
  });

  it('refuses another scheme', () => {
    expect(() => natsConnectionOptions({ url: 'http://nats:4222' })).toThrow(/nats:\/\/ or tls:\/\//);
  });
});
