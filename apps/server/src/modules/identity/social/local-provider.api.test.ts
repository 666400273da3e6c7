import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { Agent } from '../../../testing/agent';
import { testDatabaseKinds } from '../../../testing/databases';
import { ProviderBrowser } from '../../../testing/oidc-provider-server';
import { withoutCaptcha } from '../../../testing/players';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { setSiteValue } from '../../site/service';

// The built-in local OpenID provider (decision 0040), mounted on the server itself: a demo brand
// offers it, the person types any e-mail and name at its page, and comes back signed in — the
// server's client reaching the provider over HTTP at its own address, as it would reach Google.

describe.each(await testDatabaseKinds())('the built-in local OpenID provider on %s', (kind) => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { SOCIAL_LOCAL_PROVIDER: '1' });
    await withoutCaptcha(t.database.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await setSiteValue(t.database.db, 'stavka', 'global.canonicalOrigin', origin);
  });
  afterAll(() => t.close());

  it('is offered to the demo brand and signs a new person in through its page', async () => {
    const agent = new Agent(t.app, '127.0.0.1');
    expect((await agent.get(socialPaths.rights)).json().data.providers).toEqual([
      { id: 'local', name: 'Local ID' },
      { id: 'localtelegram', name: 'Local Telegram' },
      { id: 'metamask', name: 'MetaMask', localWallet: true },
    ]);
    const start = await agent.get(`${socialPaths.start}?provider=local&lang=ru`);
    expect(start.statusCode, start.body).toBe(302);
    const authorization = new URL(String(start.headers.location));
    expect(authorization.origin + authorization.pathname).toBe(`${origin}/local-oidc/stavka/auth`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');

    const page = await new ProviderBrowser().get(authorization.href);
    expect(page.status).toBe(303);
    const answer = await new ProviderBrowser().signIn(authorization.href, { email: 'local-person@example.com', name: 'Vera' });
    expect(answer.href.startsWith(`${origin}${socialPaths.callback}?`)).toBe(true);
    const back = await agent.get(`${answer.pathname}${answer.search}`);
    expect(String(back.headers.location)).toBe(`${origin}/ru/social-sign-in?result=registered`);
    expect((await agent.get('/web-api/session-api/sessions/user')).statusCode).toBe(200);
  });

  it('is not mounted for a brand that does not enable it', async () => {
    await setSiteValue(t.database.db, 'goalbet', 'social.localProvider', false);
    const res = await new ProviderBrowser().get(`${origin}/local-oidc/goalbet/.well-known/openid-configuration`);
    expect(res.status).toBe(404);
    expect((await new Agent(t.app, 'goalbet.localhost').get(socialPaths.rights)).json().data.providers).toEqual([
      // Sign-In with Ethereum stays, without the local test wallet (decision 0043).
      { id: 'metamask', name: 'MetaMask', localWallet: false },
    ]);
  });
});
