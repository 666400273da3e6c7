import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Tokens do not depend on the database engine beyond what sign-in tests cover: PGlite only.
describe('user and service tokens (spec §7.12)', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T12:00:00Z');
  let login: string;
  let password: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', {}, { now: () => clock });
    const res = await new Agent(t.app).post('/web-api/user/registration', { type: 'fast_reg', country_id: 826, currency: 'USD', age_confirmed: true, terms_accepted: true });
    ({ login, password } = res.json().data);
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const a = new Agent(t.app);
    await a.post('/web-api/user/auth', { login, password });
    return a;
  };

  it('gives a user token in data.token and the user_token cookie until its expiry; x-auth accepts it', async () => {
    const a = await signedIn();
    const res = await a.get('/web-api/user/gettoken');
    const { token, expiresAt } = res.json().data;
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(60 * 60 * 1000);
    const cookie = res.cookies.find((c) => c.name === 'user_token');
    expect(cookie?.value).toBe(token);
    expect(cookie?.expires?.toISOString()).toBe(new Date(expiresAt).toISOString());
    const byToken = await new Agent(t.app).get('/web-api/user/getuserconfig', { 'x-auth': `Bearer ${token}` });
    expect(byToken.json().data.login).toBe(login);
    const renewed = await a.post('/web-api/user/updatetoken');
    expect(renewed.json().data.token).toEqual(expect.any(String));
  });

  it('gives a service token in the JSON:API shape, 403 without a session', async () => {
    const a = await signedIn();
    const res = await a.get('/web-api/api/mobile/v1/token/');
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    expect(res.headers.date).toBeDefined();
    const { attributes } = res.json().data;
    expect(attributes).toEqual({ userToken: expect.any(String), expireDate: new Date(clock.getTime() + 15 * 60 * 1000).toISOString() });
    const service = await new Agent(t.app).get('/web-api/user/getuserconfig', { authorization: `Bearer ${attributes.userToken}` });
    expect(service.statusCode).toBe(200);
    expect((await new Agent(t.app).get('/web-api/api/mobile/v1/token/')).statusCode).toBe(403);
  });

  it('refreshes an expired service token with the JSON:API content type', async () => {
    const a = await signedIn();
    const first = (await a.get('/web-api/api/mobile/v1/token/')).json().data.attributes.userToken as string;
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    const expired = await new Agent(t.app).get('/web-api/user/getuserconfig', { authorization: `Bearer ${first}` });
    expect(expired.statusCode).toBe(401);
    const refreshed = await new Agent(t.app).request('POST', '/web-api/api/mobile/v1/token/refresh', JSON.stringify({ data: { type: 'token', attributes: {} } }), {
      authorization: `Bearer ${first}`,
      'content-type': 'application/vnd.api+json',
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().data.attributes.userToken as string;
    expect((await new Agent(t.app).get('/web-api/user/getuserconfig', { authorization: `Bearer ${next}` })).statusCode).toBe(200);
  });

  it('answers 401 for a forged or foreign token, never a guest answer', async () => {
    const forged = await new Agent(t.app).get('/web-api/user/getuserconfig', { 'x-auth': 'Bearer abc.def.ghi' });
    expect(forged.statusCode).toBe(401);
    const a = await signedIn();
    const token = (await a.get('/web-api/user/gettoken')).json().data.token as string;
    const otherBrand = await new Agent(t.app, 'localhost').get('/web-api/user/getuserconfig', { 'x-auth': `Bearer ${token}` });
    expect(otherBrand.statusCode).toBe(401);
  });
});
