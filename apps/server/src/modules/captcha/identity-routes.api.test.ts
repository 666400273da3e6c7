import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptchaTestApp, solvedToken } from './captcha-test-app';
import type { TestApp } from '../../testing/test-app';

// The brand's captcha on registration, sign-in and password reset (issue 3): the default brand
// uses the self-hosted proof of work. Registration and reset always need it; sign-in asks for it
// once the login or the address has failed repeatedly (issue 10), so a login under attack from
// many addresses stays open to its owner, who solves the captcha.

const alwaysProtected = [
  ['/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true }],
  ['/web-api/api/internal/v1/user/passwordreset', { step: 'request', login: 'someone@example.com', channel: 'email' }],
] as const;

describe('captcha on the identity calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCaptchaTestApp('pglite');
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown, ip: string, token?: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { host: 'localhost', ...(token ? { 'x-captcha-token': token } : {}) }, payload: body as object });
  const signIn = (login: string, password: string, ip: string, token?: string) => post('/web-api/user/auth', { login, password }, ip, token);

  it.each(alwaysProtected)('%s: refused without a token, refused with a forged one', async (url, body) => {
    const missing = await post(url, body, '192.0.2.1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.id).toBe('captcha_required');
    const forged = await post(url, body, '192.0.2.1', 'eyJmb28iOjF9');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.id).toBe('captcha_invalid');
  });

  it('registers with a solved challenge, which then cannot be used again', async () => {
    const token = await solvedToken(t.app);
    const [url, body] = alwaysProtected[0];
    const first = await post(url, body, '192.0.2.2', token);
    expect(first.statusCode).toBe(200);
    const replay = await post(url, body, '192.0.2.2', token);
    expect(replay.statusCode).toBe(403);
  });

  it("asks for the captcha on a login that failed from anywhere, and lets its owner in with one after an attacker's guesses", async () => {
    const registered = await post(alwaysProtected[0][0], alwaysProtected[0][1], '192.0.2.3', await solvedToken(t.app));
    const { login, password } = registered.json().data as { login: string; password: string };

    // The first tries need no captcha: three wrong passwords from three addresses.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await signIn(login, 'Wrong-pass-1', ip)).statusCode).toBe(401);
    // Now everyone is asked, the attacker from a fresh address and the owner alike.
    const attacker = await signIn(login, 'Wrong-pass-1', '203.0.113.4');
    expect(attacker.statusCode).toBe(400);
    expect(attacker.json().error.id).toBe('captcha_required');
    expect((await signIn(login, 'Wrong-pass-1', '203.0.113.4', 'eyJmb28iOjF9')).statusCode).toBe(403);
    expect((await signIn(login, password, '192.0.2.3')).json().error.id).toBe('captcha_required');

    // A solved captcha buys one try: wrong stays wrong, the owner gets in.
    expect((await signIn(login, 'Wrong-pass-1', '203.0.113.4', await solvedToken(t.app))).statusCode).toBe(401);
    const owner = await signIn(login, password, '192.0.2.3', await solvedToken(t.app));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.login).toBe(login);
    // The owner's success starts the login afresh.
    expect((await signIn(login, password, '192.0.2.3')).statusCode).toBe(200);
  });

  it('asks for it on an unknown login exactly as on a real one', async () => {
    for (const ip of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) expect((await signIn('ghost@example.com', 'Wrong-pass-1', ip)).statusCode).toBe(401);
    const asked = await signIn('ghost@example.com', 'Wrong-pass-1', '203.0.113.14');
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.id).toBe('captcha_required');
  });
});
