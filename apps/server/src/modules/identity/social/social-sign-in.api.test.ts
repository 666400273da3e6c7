import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { twoFactorPaths } from '@stavka/contract/two-factor';
import { socialIdentities, users } from '@stavka/db/schema';
import { Agent } from '../../../testing/agent';
import { testDatabaseKinds } from '../../../testing/databases';
import { ProviderBrowser, startTestOidcProvider, type TestOidcProvider } from '../../../testing/oidc-provider-server';
import { withoutCaptcha } from '../../../testing/players';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { setSiteValue } from '../../site/service';

// Social sign-in end to end (issue 13, decision 0040) against a real OpenID provider (oidc-provider)
// on its own port: real redirects, real codes, real signed ID tokens. The person signs in at the
// provider's page; the site registers them, signs them in again, or asks for the password of the
// account their e-mail already has before linking; forged, replayed and mixed-up answers are refused.

const GOALBET = 'http://goalbet.localhost:3000';
const STAVKA = 'http://localhost:3000';
const secret = (site: string) => `${site}-client-secret-0123456789abcdef`;

describe.each(await testDatabaseKinds())('social sign-in on %s', (kind) => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let mixUp: { issuer: string; close(): Promise<void> };
  let n = 0;
  // The server's clock, moved on by the two-factor test so that each code is a fresh one.
  let clock = new Date();

  beforeAll(async () => {
    idp = await startTestOidcProvider([
      { clientId: 'goalbet', clientSecret: secret('goalbet'), redirectUri: `${GOALBET}${socialPaths.callback}`, name: 'Goalbet' },
      { clientId: 'stavka', clientSecret: secret('stavka'), redirectUri: `${STAVKA}${socialPaths.callback}`, name: 'Stavka' },
    ]);
    mixUp = await startMixUpIssuer(idp.issuer);
    const secrets = { goalbet: { google: secret('goalbet'), twitch: secret('goalbet') }, stavka: { google: secret('stavka') } };
    t = await startTestApp(kind, { SOCIAL_CLIENT_SECRETS: JSON.stringify(secrets), SOCIAL_LOCAL_PROVIDER: '0' }, { now: () => clock });
    await withoutCaptcha(t.database.db);
    await setSiteValue(t.database.db, 'goalbet', 'social.providers', [
      { id: 'google', issuer: idp.issuer, clientId: 'goalbet', displayName: 'Test ID' },
      // An issuer whose discovery document points at another provider's endpoints (a mix-up).
      { id: 'twitch', issuer: mixUp.issuer, clientId: 'goalbet' },
    ]);
    await setSiteValue(t.database.db, 'stavka', 'social.providers', [{ id: 'google', issuer: idp.issuer, clientId: 'stavka' }]);
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await mixUp.close();
  });

  const visitor = (host = 'goalbet.localhost') => new Agent(t.app, host, { ip: `10.9.0.${++n}` });
  const email = () => `player${++n}-${kind}@example.com`;

  /** Leaves the site for the provider: its authorization URL. */
  async function start(agent: Agent, provider = 'google') {
    const res = await agent.get(`${socialPaths.start}?provider=${provider}&lang=en`);
    expect(res.statusCode, res.body).toBe(302);
    return String(res.headers.location);
  }

  /** Back at the site with the provider's answer: where the site sends the player. */
  async function callback(agent: Agent, answer: URL) {
    const res = await agent.get(`${answer.pathname}${answer.search}`);
    expect(res.statusCode, res.body).toBe(303);
    return new URL(String(res.headers.location));
  }

  async function signInAs(agent: Agent, person: { email: string; name: string }, provider = 'google') {
    const answer = await new ProviderBrowser().signIn(await start(agent, provider), person);
    return callback(agent, answer);
  }

  const sessionUser = async (agent: Agent) => {
    const res = await agent.get('/web-api/session-api/sessions/user');
    return res.statusCode === 200 ? (res.json().data.userId as number) : null;
  };

  it('lists the brand’s providers for its buttons', async () => {
    const res = await visitor().get(socialPaths.rights);
    expect(res.json().data.providers).toEqual([
      { id: 'google', name: 'Test ID', brandNamed: true },
      { id: 'twitch', name: 'Twitch' },
      { id: 'metamask', name: 'MetaMask', localWallet: false },
    ]);
  });

  it('registers a new player, then signs the same person in to that account', async () => {
    const person = { email: email(), name: 'Anna' };
    const first = visitor();
    const back = await signInAs(first, person);
    expect(back.href).toBe(`${GOALBET}/en/social-sign-in?result=registered`);
    const id = await sessionUser(first);
    expect(id).not.toBeNull();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id ?? 0));
    expect(user).toMatchObject({ email: person.email, registrationType: 'soc_reg', currencyCode: 'USD', language: 'en' });
    expect(user?.emailVerifiedAt).not.toBeNull();

    const again = visitor();
    expect((await signInAs(again, person)).searchParams.get('result')).toBe('signed_in');
    expect(await sessionUser(again)).toBe(id);
  });

  it('asks for the password of the account the e-mail has, and links only after the right one', async () => {
    const owner = visitor();
    const address = email();
    const body = { type: 'full_reg', email: address, password: 'Owner-pass-1', password_confirmation: 'Owner-pass-1', first_name: 'Olga', last_name: 'Ivanova', birth_date: '1990-01-01', country_id: 643, currency: 'EUR', age_confirmed: true, terms_accepted: true };
    const registered = await owner.post('/web-api/user/registration', body);
    expect(registered.statusCode, registered.body).toBe(200);
    const ownerId = registered.json().data.userId as number;

    const agent = visitor();
    const back = await signInAs(agent, { email: address, name: 'Olga' });
    expect(back.searchParams.get('result')).toBe('link');
    expect(await sessionUser(agent)).toBeNull();
    expect((await agent.get(socialPaths.pending)).json().data).toEqual({ status: 'link', provider: 'google', providerName: 'Test ID', email: address });

    const wrong = await agent.post(socialPaths.link, { password: 'Not-the-pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(await sessionUser(agent)).toBeNull();
    expect(await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, ownerId))).toEqual([]);

    const right = await agent.post(socialPaths.link, { password: 'Owner-pass-1' });
    expect(right.statusCode, right.body).toBe(200);
    expect(await sessionUser(agent)).toBe(ownerId);
    expect((await agent.get(socialPaths.pending)).json().data).toEqual({ status: 'none' });

    // Next time the provider's identity opens the account at once.
    const later = visitor();
    expect((await signInAs(later, { email: address, name: 'Olga' })).searchParams.get('result')).toBe('signed_in');
    expect(await sessionUser(later)).toBe(ownerId);
  });

  it('still asks for the two-factor code of an account that has it on', async () => {
    const person = { email: email(), name: 'Tanya' };
    const first = visitor();
    await signInAs(first, person);
    const id = await sessionUser(first);
    const secret = (await first.post(twoFactorPaths.qrCode)).json().data.code as string;
    const codeNow = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });
    expect((await first.post(twoFactorPaths.enable, { app_code: codeNow() })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 60_000);
    const agent = visitor();
    expect((await signInAs(agent, person)).searchParams.get('result')).toBe('two_factor');
    expect(await sessionUser(agent)).toBeNull();
    const pending = (await agent.get(socialPaths.pending)).json().data;
    expect(pending.status).toBe('two_factor');
    expect((await agent.post(socialPaths.twoFactor, { token: pending.token, code: '000000' === codeNow() ? '111111' : '000000' })).statusCode).toBe(400);
    expect(await sessionUser(agent)).toBeNull();
    const done = await agent.post(socialPaths.twoFactor, { token: pending.token, code: codeNow() });
    expect(done.statusCode, done.body).toBe(200);
    expect(await sessionUser(agent)).toBe(id);
    expect((await agent.get(socialPaths.pending)).json().data).toEqual({ status: 'none' });
  });

  it('refuses a forged state and a cancelled sign-in, and signs nobody in', async () => {
    const agent = visitor();
    const answer = await new ProviderBrowser().signIn(await start(agent), { email: email(), name: 'Mallory' });
    answer.searchParams.set('state', 'forged-state');
    expect((await callback(agent, answer)).searchParams.get('error')).toBe('state_mismatch');
    expect(await sessionUser(agent)).toBeNull();

    const cancelling = visitor();
    const cancelled = await new ProviderBrowser().signIn(await start(cancelling), 'cancel');
    expect((await callback(cancelling, cancelled)).searchParams.get('error')).toBe('cancelled');
    expect(await sessionUser(cancelling)).toBeNull();
  });

  it('refuses a code used once already, even with the flow it was made for', async () => {
    const agent = visitor();
    const answer = await new ProviderBrowser().signIn(await start(agent), { email: email(), name: 'Boris' });
    const flow = agent.cookies.get('stavka_social_flow') ?? '';
    expect((await callback(agent, answer)).searchParams.get('result')).toBe('registered');

    const thief = visitor();
    thief.cookies.set('stavka_social_flow', flow);
    expect((await callback(thief, answer)).searchParams.get('error')).toBe('provider_error');
    expect(await sessionUser(thief)).toBeNull();
  });

  it('refuses an ID token made for another nonce, and one from another issuer', async () => {
    // Someone who knows the browser's flow asks the provider for a code with a nonce of their own.
    const victim = visitor();
    const authorization = new URL(await start(victim));
    authorization.searchParams.set('nonce', 'attackers-nonce');
    const answer = await new ProviderBrowser().signIn(authorization.href, { email: email(), name: 'Eve' });
    expect(decodeJwt(victim.cookies.get('stavka_social_flow') ?? '').state).toBe(answer.searchParams.get('state'));
    expect((await callback(victim, answer)).searchParams.get('error')).toBe('provider_error');
    expect(await sessionUser(victim)).toBeNull();

    const mixedUp = visitor();
    expect((await signInAs(mixedUp, { email: email(), name: 'Ivan' }, 'twitch')).searchParams.get('error')).toBe('provider_error');
    expect(await sessionUser(mixedUp)).toBeNull();
  });

  it('keeps identities to their brand: another brand’s flow is refused, the same person is another player there', async () => {
    const person = { email: email(), name: 'Carla' };
    const onGoalbet = visitor();
    await signInAs(onGoalbet, person);
    const goalbetId = await sessionUser(onGoalbet);

    // A flow started on Goalbet does not finish on Stavka.
    const crossing = visitor();
    const answer = await new ProviderBrowser().signIn(await start(crossing), { email: email(), name: 'Dan' });
    const onStavka = visitor('localhost');
    onStavka.cookies.set('stavka_social_flow', crossing.cookies.get('stavka_social_flow') ?? '');
    const refused = await callback(onStavka, answer);
    expect(refused.origin).toBe(STAVKA);
    expect(refused.searchParams.get('error')).toBe('state_mismatch');

    const stavkaPlayer = visitor('localhost');
    expect((await signInAs(stavkaPlayer, person)).href).toBe(`${STAVKA}/en/social-sign-in?result=registered`);
    const stavkaId = await sessionUser(stavkaPlayer);
    expect(stavkaId).not.toBeNull();
    expect(stavkaId).not.toBe(goalbetId);
    const rows = await t.database.db.select().from(users).where(and(eq(users.email, person.email)));
    expect(rows.map((row) => row.id).sort()).toEqual([goalbetId, stavkaId].sort());
  });
});

/** A discovery document that claims its own issuer but lists another provider's endpoints. */
async function startMixUpIssuer(realIssuer: string): Promise<{ issuer: string; close(): Promise<void> }> {
  const { default: Fastify } = await import('fastify');
  const server = Fastify();
  let issuer = '';
  server.get('/mixup/.well-known/openid-configuration', async () => {
    const real = (await (await fetch(`${realIssuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    return { ...real, issuer };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  issuer = `http://127.0.0.1:${(server.server.address() as { port: number }).port}/mixup`;
  return { issuer, close: () => server.close() };
}
