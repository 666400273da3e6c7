import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv, trustlySettingsOf } from '../../../config/env';
import { loadTrustlyApi } from './trustly-keys';

// Trustly's configuration: its variables all or none, checked at boot, and key files that must
// hold the right kind of RSA key, named in the error when they do not.

const full = {
  TRUSTLY_USERNAME: 'merchant',
  TRUSTLY_PASSWORD: 'secret',
  TRUSTLY_PRIVATE_KEY_FILE: '/keys/merchant.pem',
  TRUSTLY_PUBLIC_KEY_FILE: '/keys/trustly.pem',
};

describe('Trustly settings', () => {
  it("are off unless given, and then speak to Trustly's test endpoint by default", () => {
    expect(trustlySettingsOf(parseEnv({}))).toBeUndefined();
    expect(trustlySettingsOf(parseEnv(full))).toEqual({
      apiUrl: 'https://test.trustly.com/api/1',
      username: 'merchant',
      password: 'secret',
      privateKeyFile: '/keys/merchant.pem',
      publicKeyFile: '/keys/trustly.pem',
    });
    expect(trustlySettingsOf(parseEnv({ ...full, TRUSTLY_API_URL: 'https://trustly.com/api/1' }))?.apiUrl).toBe('https://trustly.com/api/1');
  });

  it('are refused in part, naming each missing variable', () => {
    const { TRUSTLY_PASSWORD: _password, TRUSTLY_PUBLIC_KEY_FILE: _key, ...partial } = full;
    expect(() => parseEnv(partial)).toThrow(/TRUSTLY_PASSWORD: is required with the other Trustly settings[\s\S]*TRUSTLY_PUBLIC_KEY_FILE: is required/);
    expect(() => parseEnv({ TRUSTLY_USERNAME: 'merchant' })).toThrow(/TRUSTLY_PRIVATE_KEY_FILE/);
  });

  it('speak HTTPS only in production, and take an http endpoint elsewhere (a local stand-in)', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', TRUST_PROXY: '1', ...full };
    expect(() => parseEnv({ ...production, TRUSTLY_API_URL: 'http://trustly.example/api/1' })).toThrow(/TRUSTLY_API_URL: must be https in production/);
    expect(parseEnv({ ...full, TRUSTLY_API_URL: 'http://127.0.0.1:9000/api/1' }).TRUSTLY_API_URL).toBe('http://127.0.0.1:9000/api/1');
    expect(() => parseEnv({ ...full, TRUSTLY_API_URL: 'ftp://trustly.com/api/1' })).toThrow(/TRUSTLY_API_URL/);
  });
});

describe('Trustly key files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trustly-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const file = (name: string, pem: string | Buffer) => {
    const at = path.join(dir, name);
    writeFileSync(at, pem);
    return at;
  };
  const privatePem = file('private.pem', rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const publicPem = file('public.pem', rsa.publicKey.export({ type: 'spki', format: 'pem' }));
  const settings = { apiUrl: 'https://test.trustly.com/api/1', username: 'm', password: 'p', privateKeyFile: privatePem, publicKeyFile: publicPem };

  it('load an RSA private key of ours and an RSA public key of Trustly', async () => {
    const api = await loadTrustlyApi(settings);
    expect(api.merchantKey.type).toBe('private');
    expect(api.trustlyKey.type).toBe('public');
    expect(api.url).toBe('https://test.trustly.com/api/1');
  });

  it.each([
    ['a missing private key file', { privateKeyFile: path.join(dir, 'nope.pem') }, /TRUSTLY_PRIVATE_KEY_FILE: cannot read .*nope\.pem \(ENOENT\)/],
    ['a public key as our private key', { privateKeyFile: publicPem }, /TRUSTLY_PRIVATE_KEY_FILE: .* does not hold the expected PEM key/],
    ['a private key as Trustly public key', { publicKeyFile: privatePem }, /TRUSTLY_PUBLIC_KEY_FILE: .* does not hold the expected PEM key \(a private key\)/],
    ['a file that is no key', { publicKeyFile: file('junk.pem', 'hello') }, /TRUSTLY_PUBLIC_KEY_FILE: .* does not hold the expected PEM key/],
    ['an EC key', { publicKeyFile: file('ec.pem', ec.publicKey.export({ type: 'spki', format: 'pem' })) }, /TRUSTLY_PUBLIC_KEY_FILE: .* holds a ec key; Trustly signs with RSA/],
  ])('refuse %s, naming the variable', async (_name, change, message) => {
    await expect(loadTrustlyApi({ ...settings, ...change })).rejects.toThrow(message);
  });
});
