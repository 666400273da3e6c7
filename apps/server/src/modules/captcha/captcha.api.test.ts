import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altchaChallengeSchema, captchaChallengePath, captchaTokenHeader, decodeAltchaPayload, encodeAltchaPayload } from '@stavka/contract/captcha';
import { parseEnv } from '../../config/env';
import { AppError } from '../../http/app-error';
import { testDatabaseKinds } from '../../testing/databases';
import type { TestApp } from '../../testing/test-app';
import { setSiteValue, showSite } from '../site/service';
import { protectedPath, solvedToken, startCaptchaTestApp } from './captcha-test-app';
import { createCaptchaContext, verifyCaptcha } from './service';

describe.each(await testDatabaseKinds())('self-hosted captcha (ALTCHA) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCaptchaTestApp(kind);
  });
  afterAll(() => t.close());

  const submit = (headers: Record<string, string>, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: protectedPath, headers: { host, ...headers }, payload: {} });

  it('issues a signed challenge that expires in five minutes and is never cached', async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: captchaChallengePath, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = Date.now();
    const challenge = altchaChallengeSchema.parse(res.json());
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    // Whole seconds on the wire.
    const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000;
    expect(expiresAtMs).toBeGreaterThan(before + 5 * 60_000 - 1_000);
    expect(expiresAtMs).toBeLessThanOrEqual(after + 5 * 60_000);
  });

  it('has no challenge for a brand whose captcha is not self-hosted (404, office shape)', async () => {
    const res = await t.app.inject({ url: captchaChallengePath, headers: { host: 'goalbet.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { id: 'not_found' } });
  });

  it('lets a solved challenge through', async () => {
    const res = await submit({ [captchaTokenHeader]: await solvedToken(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it('requires a token: captcha_required (400)', async () => {
    for (const headers of [{}, { [captchaTokenHeader]: '' }, { [captchaTokenHeader]: '   ' }] as Record<string, string>[]) {
      const res = await submit(headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'captcha_required' } });
    }
  });

  it('refuses a solution used twice: captcha_invalid (403)', async () => {
    const token = await solvedToken(t.app);
    expect((await submit({ [captchaTokenHeader]: token })).statusCode).toBe(200);
    const replay = await submit({ [captchaTokenHeader]: token });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ success: false, error: { id: 'captcha_invalid' } });
  });

  it.each([
    ['a lighter challenge', (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, cost: 1 } } })],
    ['a later expiry', (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, expiresAt: 4_000_000_000 } } })],
    ['another derived key', (p: Payload) => ({ ...p, solution: { ...p.solution, derivedKey: 'ab'.repeat(32) } })],
    ['an easier key prefix', (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keyPrefix: '0' } } })],
    ['a forged signature', (p: Payload) => ({ ...p, challenge: { ...p.challenge, signature: 'cd'.repeat(32) } })],
  ])('refuses a tampered token (%s) and still accepts the untouched one', async (_name, tamper) => {
    const token = await solvedToken(t.app);
    const payload = decodeAltchaPayload(token);
    if (!payload) throw new Error('token does not decode');
    const res = await submit({ [captchaTokenHeader]: encodeAltchaPayload(tamper(payload)) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { id: 'captcha_invalid' } });
    expect((await submit({ [captchaTokenHeader]: token })).statusCode).toBe(200);
  });

  it.each([['not base64 at all ***'], [btoa('{"challenge":1}')], [btoa('null')], ['x'.repeat(9_000)]])('refuses junk %#', async (token) => {
    const res = await submit({ [captchaTokenHeader]: token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { id: 'captcha_invalid' } });
  });

  it('refuses a challenge after it expires (injected clock)', async () => {
    const token = await solvedToken(t.app);
    const site = await showSite(t.database.db, 'stavka');
    const input = { site, geo: { countryId: 643, countryCode: 'ru' }, token, action: 'test', ip: '127.0.0.1' };
    const env = parseEnv({ NODE_ENV: 'test' });
    const log = pino({ level: 'silent' });
    const later = createCaptchaContext({ db: t.database.db, env, log, now: () => Date.now() + 5 * 60_000 + 1_000 });
    await expect(verifyCaptcha(later, input)).rejects.toMatchObject({ id: 'captcha_invalid', status: 403 });
    // The same token is still good just before expiry, for a process with its own context.
    const sooner = createCaptchaContext({ db: t.database.db, env, log, now: () => Date.now() + 4 * 60_000 });
    await expect(verifyCaptcha(sooner, input)).resolves.toBeUndefined();
  });

  it('refuses a challenge solved for another brand', async () => {
    const token = await solvedToken(t.app);
    const site = await showSite(t.database.db, 'stavka');
    const other = { ...site, id: site.id + 1000 };
    const ctx = createCaptchaContext({ db: t.database.db, env: parseEnv({ NODE_ENV: 'test' }), log: pino({ level: 'silent' }) });
    const error = await verifyCaptcha(ctx, { site: other, geo: { countryId: 643, countryCode: 'ru' }, token, action: 'test', ip: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ id: 'captcha_invalid' });
  });

  it('lets anyone through on a brand with the captcha disabled', async () => {
    const res = await submit({}, 'goalbet.localhost');
    expect(res.statusCode).toBe(200);
  });

  it.each(['google', 'hcaptcha', 'hunt', 'puzzle'])('answers 503 for a %s brand without the provider keys, token or not', async (type) => {
    await setSiteValue(t.database.db, 'goalbet', 'captcha.type', type);
    try {
      for (const headers of [{}, { [captchaTokenHeader]: 'some-token' }] as Record<string, string>[]) {
        const res = await submit(headers, 'goalbet.localhost');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ success: false, error: { id: 'unavailable' } });
      }
    } finally {
      await setSiteValue(t.database.db, 'goalbet', 'captcha.type', 'disabled');
    }
  });
});

type Payload = NonNullable<ReturnType<typeof decodeAltchaPayload>>;
