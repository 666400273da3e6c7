import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptchaTestApp, solvedToken } from './captcha-test-app';
import type { TestApp } from '../../testing/test-app';

// The brand's captcha on registration, sign-in and password reset (issue 3): the default brand
// uses the self-hosted proof of work; a call without a solved challenge is refused.

const calls = [
  ['/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true }],
  ['/web-api/user/auth', { login: '100000001', password: 'Whatever1' }],
  ['/web-api/api/internal/v1/user/passwordreset', { step: 'request', login: 'someone@example.com', channel: 'email' }],
] as const;

describe('captcha on the identity calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCaptchaTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each(calls)('%s: refused without a token, refused with a forged one', async (url, body) => {
    const missing = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost' }, payload: body });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.id).toBe('captcha_required');
    const forged = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost', 'x-captcha-token': 'eyJmb28iOjF9' }, payload: body });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.id).toBe('captcha_invalid');
  });

  it('registers with a solved challenge, which then cannot be used again', async () => {
    const token = await solvedToken(t.app);
    const [url, body] = calls[0];
    const first = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost', 'x-captcha-token': token }, payload: body });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url, headers: { host: 'localhost', 'x-captcha-token': token }, payload: body });
    expect(replay.statusCode).toBe(403);
  });
});
