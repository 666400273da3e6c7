import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaDismissedMessage, captchaTokenHeader, decodeAltchaPayload, encodeAltchaPayload, type AltchaPayload } from './captcha';

const hex = (bytes: number) => fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));

const payloadArbitrary: fc.Arbitrary<AltchaPayload> = fc.record({
  challenge: fc.record({
    parameters: fc.record({
      algorithm: fc.constantFrom('PBKDF2/SHA-256', 'SHA-256'),
      nonce: hex(16),
      salt: hex(16),
      cost: fc.integer({ min: 1, max: 100_000 }),
      keyLength: fc.constant(32),
      keyPrefix: hex(4),
      keySignature: hex(32),
      expiresAt: fc.integer({ min: 1, max: 4_000_000_000 }),
      data: fc.record({ site: fc.integer({ min: 1, max: 1000 }) }),
    }),
    signature: hex(32),
  }),
  solution: fc.record({ counter: fc.integer({ min: 0, max: 0xffff_ffff }), derivedKey: hex(32), time: fc.nat() }),
});

describe('captcha wire contract', () => {
  it('names the header and the dismissal text of the spec', () => {
    expect(captchaTokenHeader).toBe('x-captcha-token');
    expect(captchaDismissedMessage).toBe('Dismissed captcha');
  });

  it('decodes every encoded payload back to itself', () => {
    fc.assert(
      fc.property(payloadArbitrary, (payload) => {
        expect(decodeAltchaPayload(encodeAltchaPayload(payload))).toEqual(payload);
      }),
    );
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of text', btoa('hello')],
    ['a JSON without a solution', btoa(JSON.stringify({ challenge: {} }))],
    ['upper-case hex', btoa(JSON.stringify({ challenge: { parameters: { algorithm: 'A', nonce: 'AB', salt: 'ab', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'ab' }, solution: { counter: 1, derivedKey: 'ab' } }))],
    ['a negative counter', btoa(JSON.stringify({ challenge: { parameters: { algorithm: 'A', nonce: 'ab', salt: 'ab', cost: 1, keyLength: 32, keyPrefix: '00' }, signature: 'ab' }, solution: { counter: -1, derivedKey: 'ab' } }))],
  ])('refuses %s', (_name, token) => {
    expect(decodeAltchaPayload(token)).toBeUndefined();
  });
});
