import fs from 'node:fs';
import { credsAuthenticator, type ConnectionOptions } from '@nats-io/transport-node';

// How to reach NATS, from NATS_URL and the optional TLS and credentials files (README
// "Configuration"). NATS_URL is one server or a comma-separated list:
//   nats://host:4222            plain (TLS still used when the server requires it)
//   tls://host:4222             TLS required
//   nats://user:password@host   user and password;  nats://token@host  a token
// A user, password or token in a URL is sent to whichever server the client connects to, so all
// URLs of a list share them; they are taken from the first URL that has them.

export interface NatsTlsFiles {
  /** CA certificate(s) that signed the server's certificate (else the system's). */
  caFile?: string;
  /** Client certificate and key, for servers that verify clients. */
  certFile?: string;
  keyFile?: string;
}

export interface NatsConnectionSettings {
  url: string;
  name?: string;
  tls?: NatsTlsFiles;
  /** A `.creds` file (JWT + NKey seed) for servers using decentralized authentication. */
  credsFile?: string;
  reconnectDelayMs?: number;
  connectTimeoutMs?: number;
}

export function natsConnectionOptions(settings: NatsConnectionSettings): ConnectionOptions {
  const urls = settings.url.split(',').map((part) => new URL(part.trim()));
  let credentials: Pick<ConnectionOptions, 'user' | 'pass' | 'token'> = {};
  let requireTls = false;
  const servers = urls.map((url) => {
    if (url.protocol !== 'nats:' && url.protocol !== 'tls:') throw new Error(`NATS URL must start with nats:// or tls://, got ${url.protocol}`);
    if (url.protocol === 'tls:') requireTls = true;
    if (credentials.user === undefined && credentials.token === undefined && url.username !== '') {
      credentials = url.password !== '' ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : { token: decodeURIComponent(url.username) };
    }
    return `${url.hostname || '127.0.0.1'}:${url.port || '4222'}`;
  });
  const tlsFiles = Object.fromEntries(Object.entries(settings.tls ?? {}).filter(([, file]) => file !== undefined));
  const useTls = requireTls || Object.keys(tlsFiles).length > 0;
  return {
    servers,
    name: settings.name ?? 'stavka',
    ...credentials,
    ...(settings.credsFile === undefined ? {} : { authenticator: credsAuthenticator(fs.readFileSync(settings.credsFile)) }),
    ...(useTls ? { tls: tlsFiles } : {}),
    // Come back after any drop, for as long as the process lives; subscriptions are renewed (what
    // is published meanwhile is held by the bus, nats-bus.ts).
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: settings.reconnectDelayMs ?? 250,
    timeout: settings.connectTimeoutMs ?? 5_000,
  };
}
