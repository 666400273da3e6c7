import { constants, createPrivateKey, privateEncrypt, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRefused, type PersonRequest } from './provider';
import { createMobileIdService, createSmartIdService } from './sk-services';
import { smartIdVerificationCode } from './verification-code';

// The real Smart-ID and Mobile-ID adapters against a stand-in for SK's service over HTTP (the
// other party, not our code): what they send, the verification code the phone would show for the
// hash they sent, and the checks of the answer — the signature over the challenge under the
// certificate, the person in the certificate, and the issuing CA where one is configured.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const certPem = fixture('smart-id-test.cert.pem');
const certDer = new X509Certificate(certPem).raw.toString('base64');
const key = createPrivateKey(fixture('smart-id-test.key.pem'));
// DER of DigestInfo for SHA-512 (RFC 8017 §9.2): what an RSA signature of a SHA-512 hash wraps.
const SHA512_DIGEST_INFO = Buffer.from('3051300d060960864801650304020305000440', 'hex');
/** Smart-ID's app signs the hash it was sent, as RSA PKCS#1 v1.5 over SHA-512. */
const signHash = (hash: Buffer) =>
  privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA512_DIGEST_INFO, hash])).toString('base64');

interface Seen {
  method: string;
  url: string;
  body: Record<string, unknown>;
}
let server: Server;
let base: string;
let seen: Seen[];
let sessionAnswer: (hash: Buffer) => unknown;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.url?.includes('PNOEE-49999999999')) return send(404, { title: 'Not Found' });
      if (request.method === 'POST') return send(200, { sessionID: 'de305d54-75b4-431b-adb2-eb6b9e546016' });
      const started = seen.filter((s) => s.method === 'POST').at(-1);
      return send(200, sessionAnswer(Buffer.from(String(started?.body.hash), 'base64')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/smart-id-rp/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const settings = () => ({
  service: 'sk' as const,
  baseUrl: base,
  relyingPartyUuid: '00000000-0000-0000-0000-000000000000',
  relyingPartyName: 'DEMO',
});
const person: PersonRequest = { kind: 'smart_id', country: 'EE', personalCode: '30303039914' };
const now = new Date('2030-01-01T00:00:00Z');
const ok = (hash: Buffer) => ({
  state: 'COMPLETE',
  result: { endResult: 'OK', documentNumber: 'PNOEE-30303039914-MOCK-Q' },
  signature: { value: signHash(hash), algorithm: 'sha512WithRSAEncryption' },
  cert: { value: certDer, certificateLevel: 'QUALIFIED' },
});

async function walk(request: PersonRequest, trusted: X509Certificate[] = []) {
  const service = createSmartIdService(settings(), { fetch, trusted });
  const started = await service.start(request, { lang: 'en', now });
  return { started, outcome: await service.status({ sessionId: started.sessionId, request, details: started.details }, now) };
}

describe('the Smart-ID adapter', () => {
  it('starts a session with the hash of a challenge, shows the code the phone shows, and passes a signed answer', async () => {
    sessionAnswer = ok;
    const { started, outcome } = await walk(person);
    const start = seen[0]!;
    expect(start.url).toBe('/smart-id-rp/v2/authentication/etsi/PNOEE-30303039914');
    expect(start.body).toMatchObject({
      relyingPartyUUID: '00000000-0000-0000-0000-000000000000',
      relyingPartyName: 'DEMO',
      hashType: 'SHA512',
      certificateLevel: 'QUALIFIED',
    });
    const hash = Buffer.from(String(start.body.hash), 'base64');
    expect(hash).toHaveLength(64);
    expect(started.verificationCode).toBe(smartIdVerificationCode(hash));
    expect(seen[1]!.url).toBe('/smart-id-rp/v2/session/de305d54-75b4-431b-adb2-eb6b9e546016?timeoutMs=1000');
    expect(outcome).toEqual({ state: 'passed', person: { personalCode: '30303039914', givenName: 'QUALIFIED OK', surname: 'TESTNUMBER' } });
  });

  it('answers RUNNING as running', async () => {
    sessionAnswer = () => ({ state: 'RUNNING' });
    expect((await walk(person)).outcome).toEqual({ state: 'running' });
  });

  it('fails a signature that is not over our challenge, and a certificate of someone else', async () => {
    sessionAnswer = (hash) => ok(Buffer.from(hash.map((b) => b ^ 1)));
    expect((await walk(person)).outcome).toEqual({ state: 'failed', reason: 'PROOF_INVALID' });
    sessionAnswer = ok;
    expect((await walk({ kind: 'smart_id', country: 'EE', personalCode: '39912319997' })).outcome).toEqual({
      state: 'failed',
      reason: 'PERSON_MISMATCH',
    });
    expect((await walk({ kind: 'smart_id', country: 'LV', personalCode: '303030-39914' })).outcome).toEqual({
      state: 'failed',
      reason: 'PERSON_MISMATCH',
    });
  });

  it('fails a certificate no configured CA issued, and passes one that is', async () => {
    sessionAnswer = ok;
    expect((await walk(person, [new X509Certificate(fixture('other-ca.cert.pem'))])).outcome).toEqual({
      state: 'failed',
      reason: 'PROOF_INVALID',
    });
    // The test certificate is self-signed: trusted as its own issuer, it passes.
    expect((await walk(person, [new X509Certificate(certPem)])).outcome.state).toBe('passed');
  });

  it('maps the refusals and the timeout, and a person without Smart-ID', async () => {
    sessionAnswer = () => ({ state: 'COMPLETE', result: { endResult: 'USER_REFUSED_DISPLAYTEXTANDPIN' } });
    expect((await walk(person)).outcome).toEqual({ state: 'failed', reason: 'USER_REFUSED' });
    sessionAnswer = () => ({ state: 'COMPLETE', result: { endResult: 'TIMEOUT' } });
    expect((await walk(person)).outcome).toEqual({ state: 'expired', reason: 'TIMEOUT' });
    await expect(walk({ kind: 'smart_id', country: 'EE', personalCode: '49999999999' })).rejects.toEqual(
      new ProviderRefused('USER_ACCOUNT_NOT_FOUND'),
    );
  });
});

describe('the Mobile-ID adapter', () => {
  it('starts an authentication with the phone and a SHA-256 hash, and maps the session results', async () => {
    const service = createMobileIdService({ ...settings(), baseUrl: base.replace('smart-id-rp/v2', 'mid-api') }, { fetch, trusted: [] });
    const request: PersonRequest = { kind: 'mobile_id', personalCode: '60001019906', phone: '+37200000766' };
    const started = await service.start(request, { lang: 'et', now });
    expect(seen[0]).toMatchObject({
      url: '/mid-api/authentication',
      body: {
        phoneNumber: '+37200000766',
        nationalIdentityNumber: '60001019906',
        hashType: 'SHA256',
        language: 'EST',
        relyingPartyName: 'DEMO',
      },
    });
    expect(Buffer.from(String(seen[0]!.body.hash), 'base64')).toHaveLength(32);
    expect(started.verificationCode).toMatch(/^\d{4}$/);
    const ask = () => service.status({ sessionId: started.sessionId, request, details: started.details }, now);
    sessionAnswer = () => ({ state: 'RUNNING' });
    expect(await ask()).toEqual({ state: 'running' });
    expect(seen.at(-1)!.url).toBe('/mid-api/authentication/session/de305d54-75b4-431b-adb2-eb6b9e546016?timeoutMs=1000');
    sessionAnswer = () => ({ state: 'COMPLETE', result: 'USER_CANCELLED' });
    expect(await ask()).toEqual({ state: 'failed', reason: 'USER_REFUSED' });
    sessionAnswer = () => ({ state: 'COMPLETE', result: 'NOT_MID_CLIENT' });
    expect(await ask()).toEqual({ state: 'failed', reason: 'NOT_MID_CLIENT' });
    // An OK whose signature is not over our challenge does not pass.
    sessionAnswer = () => ({
      state: 'COMPLETE',
      result: 'OK',
      signature: { value: Buffer.alloc(64).toString('base64'), algorithm: 'SHA256WithECEncryption' },
      cert: certDer,
    });
    expect(await ask()).toEqual({ state: 'failed', reason: 'PROOF_INVALID' });
  });
});
