import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { socialIdentities, users } from '@stavka/db/schema';
import { Agent } from '../../../testing/agent';
import { testDatabaseKinds } from '../../../testing/databases';
import { ProviderBrowser, startTestOidcProvider, type TestOidcProvider } from '../../../testing/oidc-provider-server';
import { withoutCaptcha } from '../../../testing/players';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { setSiteValue } from '../../site/service';

// Social sign-in with a plain OAuth 2.0 provider (decision 0046) end to end: the brand names the
// provider's authorization, token and user-info endpoints (no discovery), and the person is read
// from the user-info answer by the brand's profile mapping. The provider is a real one on its own
// port (oidc-provider), spoken to only at those three endpoints; its sign-in page can say it does
// not vouch for an e-mail, which must never link an existing account.

const GOALBET = 'http://goalbet.localhost:3000';
const secret = 'goalbet-oauth2-secret-0123456789abcdef';
const postSecret = 'goalbet-oauth2-post-secret-0123456789';

describe.each(await testDatabaseKinds())('plain OAuth 2.0 sign-in on %s', (kind) => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let n = 0;

  beforeAll(async () => {
    const redirectUri = `${GOALBET}${socialPaths.callback}`;
    idp = await startTestOidcProvider([
      { clientId: 'goalbet-basic', clientSecret: secret, redirectUri, name: 'Goalbet' },
      { clientId: 'goalbet-post', clientSecret: postSecret, redirectUri, name: 'Goalbet', tokenEndpointAuthMethod: 'client_secret_post' },
    ]);
    const secrets = { goalbet: { mailru: secret, discord: postSecret } };
    t = await startTestApp(kind, { SOCIAL_CLIENT_SECRETS: JSON.stringify(secrets), SOCIAL_LOCAL_PROVIDER: '0' });
    await withoutCaptcha(t.database.db);
    const endpoints = {
      authorizationEndpoint: `${idp.issuer}/auth`,
      tokenEndpoint: `${idp.issuer}/token`,
      userinfoEndpoint: `${idp.issuer}/me`,
    };
    const profile = { subject: 'sub', email: 'email', emailVerified: 'email_verified', name: ['name'] };
    await setSiteValue(t.database.db, 'goalbet', 'social.providers', [
      // Every field of the Mail.ru preset replaced: the brand's own endpoints and mapping.
      {
        id: 'mailru',
        clientId: 'goalbet-basic',
        ...endpoints,
        issuer: idp.issuer,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        tokenAuth: 'client_secret_basic',
        userinfoAuth: 'bearer',
        profile,
      },
      // The secret in the token request's body, the access token in the user-info request's (as VK ID has it).
      {
        id: 'discord',
        clientId: 'goalbet-post',
        displayName: 'Test OAuth',
        ...endpoints,
        issuer: idp.issuer,
        scopes: ['openid', 'email', 'profile'],
        tokenAuth: 'client_secret_post',
        userinfoAuth: 'form',
        profile,
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const visitor = () => new Agent(t.app, 'goalbet.localhost', { ip: `10.8.0.${++n}` });
  const email = () => `oauth${++n}-${kind}@example.com`;

  async function start(agent: Agent, provider = 'mailru') {
    const res = await agent.get(`${socialPaths.start}?provider=${provider}&lang=en`);
    expect(res.statusCode, res.body).toBe(302);
    return String(res.headers.location);
  }

  async function callback(agent: Agent, answer: URL) {
    const res = await agent.get(`${answer.pathname}${answer.search}`);
    expect(res.statusCode, res.body).toBe(303);
    return new URL(String(res.headers.location));
  }

  async function signInAs(agent: Agent, person: { email: string; name: string; unverified?: boolean }, provider = 'mailru') {
    return callback(agent, await new ProviderBrowser().signIn(await start(agent, provider), person));
  }

  const sessionUser = async (agent: Agent) => {
    const res = await agent.get('/web-api/session-api/sessions/user');
    return res.statusCode === 200 ? (res.json().data.userId as number) : null;
  };

  it('lists the providers with their own names, or the brand’s', async () => {
    expect((await visitor().get(socialPaths.rights)).json().data.providers).toEqual([
      { id: 'mailru', name: 'Mail.ru' },
      { id: 'discord', name: 'Test OAuth', brandNamed: true },
      // The demo brand's wallet sign-in (decision 0043), listed after the configured providers.
      { id: 'metamask', name: 'MetaMask', localWallet: false },
    ]);
  });

  it('sends the browser to the configured authorization endpoint with state and PKCE, and no nonce', async () => {
    const url = new URL(await start(visitor()));
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    expect(url.searchParams.get('client_id')).toBe('goalbet-basic');
    expect(url.searchParams.get('redirect_uri')).toBe(`${GOALBET}${socialPaths.callback}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/.{20,}/);
    expect(url.searchParams.has('nonce')).toBe(false);
  });

  it('registers a new player from the user-info answer, then signs the same person in again', async () => {
    const person = { email: email(), name: 'Vera' };
    const first = visitor();
    expect((await signInAs(first, person)).href).toBe(`${GOALBET}/en/social-sign-in?result=registered`);
    const id = await sessionUser(first);
    expect(id).not.toBeNull();
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, id ?? 0));
    expect(user).toMatchObject({ email: person.email, registrationType: 'soc_reg' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    const [identity] = await t.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, id ?? 0));
    expect(identity).toMatchObject({ provider: 'mailru', email: person.email });

    const again = visitor();
    expect((await signInAs(again, person)).searchParams.get('result')).toBe('signed_in');
    expect(await sessionUser(again)).toBe(id);
  });

  it('authenticates with the secret in the body and sends the token in a form where the brand says so', async () => {
    const agent = visitor();
    expect((await signInAs(agent, { email: email(), name: 'Pavel' }, 'discord')).searchParams.get('result')).toBe('registered');
    expect(await sessionUser(agent)).not.toBeNull();
  });

  it('never links an existing account by an e-mail the provider does not vouch for', async () => {
    const owner = visitor();
    const address = email();
    const body = {
      type: 'full_reg',
      email: address,
      password: 'Owner-pass-1',
      password_confirmation: 'Owner-pass-1',
      first_name: 'Olga',
      last_name: 'Petrova',
      birth_date: '1990-01-01',
      country_id: 643,
      currency: 'EUR',
      age_confirmed: true,
      terms_accepted: true,
    };
    const registered = await owner.post('/web-api/user/registration', body);
    expect(registered.statusCode, registered.body).toBe(200);
    const ownerId = registered.json().data.userId as number;

    // Unverified: a new account of its own, without the address, and nothing offered to link.
    const stranger = visitor();
    expect((await signInAs(stranger, { email: address, name: 'Olga', unverified: true })).searchParams.get('result')).toBe('registered');
    const strangerId = await sessionUser(stranger);
    expect(strangerId).not.toBeNull();
    expect(strangerId).not.toBe(ownerId);
    const [strangerRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, strangerId ?? 0));
    expect(strangerRow?.email).toBeNull();
    expect(await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, ownerId))).toEqual([]);

    // Vouched for (by another provider identity of the same address): the link is offered, after the password only.
    const claimant = visitor();
    expect((await signInAs(claimant, { email: address, name: 'Olga' }, 'discord')).searchParams.get('result')).toBe('link');
    expect(await sessionUser(claimant)).toBeNull();
    expect((await claimant.post(socialPaths.link, { password: 'Owner-pass-1' })).statusCode).toBe(200);
    expect(await sessionUser(claimant)).toBe(ownerId);
  });

  it('refuses an answer with another state, and a code asked for with another PKCE challenge', async () => {
    const agent = visitor();
    const answer = await new ProviderBrowser().signIn(await start(agent), { email: email(), name: 'Mallory' });
    answer.searchParams.set('state', 'forged-state');
    expect((await callback(agent, answer)).searchParams.get('error')).toBe('state_mismatch');
    expect(await sessionUser(agent)).toBeNull();

    // Someone who knows the browser's flow asks for a code bound to a challenge of their own.
    const victim = visitor();
    const authorization = new URL(await start(victim));
    authorization.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    const forged = await new ProviderBrowser().signIn(authorization.href, { email: email(), name: 'Eve' });
    expect((await callback(victim, forged)).searchParams.get('error')).toBe('provider_error');
    expect(await sessionUser(victim)).toBeNull();

    const cancelling = visitor();
    const cancelled = await new ProviderBrowser().signIn(await start(cancelling), 'cancel');
    expect((await callback(cancelling, cancelled)).searchParams.get('error')).toBe('cancelled');
  });

  it('refuses a code used once already', async () => {
    const agent = visitor();
    const answer = await new ProviderBrowser().signIn(await start(agent), { email: email(), name: 'Boris' });
    const flow = agent.cookies.get('stavka_social_flow') ?? '';
    expect((await callback(agent, answer)).searchParams.get('result')).toBe('registered');
    const thief = visitor();
    thief.cookies.set('stavka_social_flow', flow);
    expect((await callback(thief, answer)).searchParams.get('error')).toBe('provider_error');
    expect(await sessionUser(thief)).toBeNull();
  });
});
