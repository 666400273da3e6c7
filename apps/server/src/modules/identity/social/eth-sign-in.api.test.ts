import { count, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPaths } from '@stavka/contract/social';
import { twoFactorPaths } from '@stavka/contract/two-factor';
import { ethSignIns, socialIdentities, users } from '@stavka/db/schema';
import { Agent } from '../../../testing/agent';
import { testDatabaseKinds } from '../../../testing/databases';
import { withoutCaptcha } from '../../../testing/players';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { setSiteValue } from '../../site/service';

// Sign-In with Ethereum end to end (issue 13, decision 0043): real wallets (viem's
// privateKeyToAccount with fresh keys) sign real EIP-4361 messages, exactly as MetaMask's
// personal_sign does. A new wallet registers and signs in, and signs in to the same account again;
// another site's message, a foreign, missing or spent nonce, an old message, another address's
// signature and malformed input are refused, each without a session and without a row written.

const GOALBET = 'http://goalbet.localhost:3000';

describe.each(await testDatabaseKinds())('Sign-In with Ethereum on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  // The server's clock, moved on by the two-factor test so that each code is a fresh one.
  let clock = new Date();

  beforeAll(async () => {
    t = await startTestApp(kind, { SOCIAL_LOCAL_PROVIDER: '1' }, { now: () => clock });
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const visitor = (host = 'goalbet.localhost') => new Agent(t.app, host, { ip: `10.7.0.${++n}` });
  const wallet = () => privateKeyToAccount(generatePrivateKey());

  /** A nonce for this browser, and what the message must name. */
  async function nonceFor(agent: Agent) {
    const res = await agent.post(socialPaths.metamaskNonce);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { nonce: string; domain: string; uri: string; expiresInSeconds: number };
  }

  /** The message the site's button writes, with `changes`, signed by `signer` (the message's own account unless said). */
  async function signedMessage(account: PrivateKeyAccount, site: { nonce: string; domain: string; uri: string }, changes: Partial<SiweMessage> = {}, signer = account) {
    const message = createSiweMessage({
      domain: site.domain,
      address: account.address,
      statement: 'Sign in to Goalbet',
      uri: site.uri,
      version: '1',
      chainId: 1,
      nonce: site.nonce,
      issuedAt: clock,
      ...changes,
    });
    return { message, signature: await signer.signMessage({ message }) };
  }

  const verify = (agent: Agent, body: unknown) => agent.post(socialPaths.metamaskVerify, body);

  const sessionUser = async (agent: Agent) => {
    const res = await agent.get('/web-api/session-api/sessions/user');
    return res.statusCode === 200 ? (res.json().data.userId as number) : null;
  };

  const written = async () => {
    const db = t.database.db;
    const [[u], [s], [e]] = await Promise.all([db.select({ n: count() }).from(users), db.select({ n: count() }).from(socialIdentities), db.select({ n: count() }).from(ethSignIns)]);
    return [u?.n, s?.n, e?.n];
  };

  it('is offered on the demo brand with the local test wallet, and gives a nonce for the brand’s own origin', async () => {
    const agent = visitor();
    const providers = (await agent.get(socialPaths.rights)).json().data.providers;
    expect(providers).toContainEqual({ id: 'metamask', name: 'MetaMask', localWallet: true });
    // The request came for `goalbet.localhost`: the message names the configured origin, port and all.
    const site = await nonceFor(agent);
    expect(site).toMatchObject({ domain: 'goalbet.localhost:3000', uri: GOALBET, expiresInSeconds: 300 });
    expect(site.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect((await nonceFor(agent)).nonce).not.toBe(site.nonce);
  });

  it('registers a new wallet by its checksummed address, then signs the same wallet in to that account', async () => {
    const account = wallet();
    const first = visitor();
    const res = await verify(first, { ...(await signedMessage(account, await nonceFor(first))), lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { result: 'registered' } });
    const userId = await sessionUser(first);
    expect(userId).not.toBeNull();
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, userId ?? 0));
    expect(user).toMatchObject({ registrationType: 'soc_reg', email: null, language: 'en' });
    const identities = await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, account.address));
    expect(identities).toMatchObject([{ provider: 'metamask', userId, email: null }]);

    const again = visitor();
    const second = await verify(again, await signedMessage(account, await nonceFor(again), { chainId: 137 }));
    expect(second.json()).toEqual({ success: true, data: { result: 'signed_in' } });
    expect(await sessionUser(again)).toBe(userId);
  });

  it('refuses another site’s message, a foreign, missing or spent nonce, an old message and another address’s signature, writing nothing', async () => {
    const account = wallet();
    const other = wallet();
    const elsewhere = visitor();
    const foreignNonce = (await nonceFor(elsewhere)).nonce;
    const cases: [string, (agent: Agent) => Promise<unknown>, number, Record<string, string[]>][] = [
      ['another domain', async (a) => signedMessage(account, { ...(await nonceFor(a)), domain: 'evil.example' }), 401, { message: ['eth_sign_in_wrong_site'] }],
      ['another brand', async (a) => signedMessage(account, { ...(await nonceFor(a)), domain: 'localhost:3000', uri: 'http://localhost:3000' }), 401, { message: ['eth_sign_in_wrong_site'] }],
      ['another URI', async (a) => signedMessage(account, { ...(await nonceFor(a)), uri: 'https://evil.example/login' }), 401, { message: ['eth_sign_in_wrong_site'] }],
      ['another browser’s nonce', async (a) => signedMessage(account, { ...(await nonceFor(a)), nonce: foreignNonce }), 401, { message: ['eth_sign_in_nonce'] }],
      ['no nonce given', async () => signedMessage(account, { nonce: foreignNonce, domain: 'goalbet.localhost:3000', uri: GOALBET }), 401, { message: ['eth_sign_in_nonce'] }],
      ['issued six minutes ago', async (a) => signedMessage(account, await nonceFor(a), { issuedAt: new Date(clock.getTime() - 6 * 60_000) }), 401, { message: ['eth_sign_in_outdated'] }],
      ['issued in an hour', async (a) => signedMessage(account, await nonceFor(a), { issuedAt: new Date(clock.getTime() + 3600_000) }), 401, { message: ['eth_sign_in_outdated'] }],
      ['past its expiration', async (a) => signedMessage(account, await nonceFor(a), { expirationTime: new Date(clock.getTime() - 1000) }), 401, { message: ['eth_sign_in_outdated'] }],
      ['signed by another address', async (a) => signedMessage(account, await nonceFor(a), {}, other), 401, { signature: ['eth_sign_in_signature'] }],
      ['a changed message', async (a) => {
        const signed = await signedMessage(account, await nonceFor(a));
        return { ...signed, message: signed.message.replace('Sign in to Goalbet', 'Sign in to Goalbet!') };
      }, 401, { signature: ['eth_sign_in_signature'] }],
      ['not EIP-4361', async (a) => ({ message: `hello ${(await nonceFor(a)).nonce}`, signature: (await signedMessage(account, await nonceFor(a))).signature }), 400, { message: ['eth_sign_in_message_invalid'] }],
      ['a lower-case address', async (a) => {
        const signed = await signedMessage(account, await nonceFor(a));
        return { ...signed, message: signed.message.replace(account.address, account.address.toLowerCase()) };
      }, 400, { message: ['eth_sign_in_message_invalid'] }],
      ['a short signature', async (a) => ({ ...(await signedMessage(account, await nonceFor(a))), signature: '0x1234' }), 400, { signature: ['eth_sign_in_signature'] }],
      ['a field of its own', async (a) => ({ ...(await signedMessage(account, await nonceFor(a))), address: account.address }), 400, {}],
      ['no message', async (a) => ({ signature: (await signedMessage(account, await nonceFor(a))).signature }), 400, {}],
    ];
    const before = await written();
    for (const [name, body, status, errors] of cases) {
      const agent = visitor();
      const res = await verify(agent, await body(agent));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      const error = res.json().error;
      expect(error.id, name).toBe(status === 400 ? 'validation' : 'unauthorized');
      if (Object.keys(errors).length > 0) expect(error.errors, name).toEqual(errors);
      expect(await sessionUser(agent), name).toBeNull();
      // A checked message spends the browser's nonce whatever the answer: the next try asks for a new one.
      if (status === 401) expect(agent.cookies.has('stavka_eth_nonce'), name).toBe(false);
    }
    expect(await written()).toEqual(before);
    expect(await t.database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, account.address))).toEqual([]);
  });

  it('uses a signed message once: the same request replayed, cookie and all, is refused', async () => {
    const agent = visitor();
    const body = await signedMessage(wallet(), await nonceFor(agent));
    const cookies = new Map(agent.cookies);
    expect((await verify(agent, body)).json().data).toEqual({ result: 'registered' });
    const before = await written();
    const replayer = visitor();
    for (const [name, value] of cookies) replayer.cookies.set(name, value);
    const res = await verify(replayer, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.errors).toEqual({ message: ['eth_sign_in_nonce'] });
    expect(await sessionUser(replayer)).toBeNull();
    expect(await written()).toEqual(before);
  });

  it('still asks for the two-factor code of a wallet’s account that has it on', async () => {
    const account = wallet();
    const first = visitor();
    await verify(first, await signedMessage(account, await nonceFor(first)));
    const id = await sessionUser(first);
    const secret = (await first.post(twoFactorPaths.qrCode)).json().data.code as string;
    const codeNow = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.getTime() });
    expect((await first.post(twoFactorPaths.enable, { app_code: codeNow() })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 60_000);
    const agent = visitor();
    expect((await verify(agent, await signedMessage(account, await nonceFor(agent)))).json().data).toEqual({ result: 'two_factor' });
    expect(await sessionUser(agent)).toBeNull();
    const pending = (await agent.get(socialPaths.pending)).json().data;
    expect(pending.status).toBe('two_factor');
    const done = await agent.post(socialPaths.twoFactor, { token: pending.token, code: codeNow() });
    expect(done.statusCode, done.body).toBe(200);
    expect(await sessionUser(agent)).toBe(id);
  });

  it('answers the return page’s refusal for a blocked account, and is not offered where the brand has it off', async () => {
    const account = wallet();
    const first = visitor();
    await verify(first, await signedMessage(account, await nonceFor(first)));
    const userId = await sessionUser(first);
    await t.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, userId ?? 0));
    const again = visitor();
    expect((await verify(again, await signedMessage(account, await nonceFor(again)))).json().data).toEqual({ error: 'blocked' });
    expect(await sessionUser(again)).toBeNull();

    await setSiteValue(t.database.db, 'stavka', 'social.metamask', false);
    const stavka = visitor('localhost');
    expect((await stavka.get(socialPaths.rights)).json().data.providers.map((p: { id: string }) => p.id)).not.toContain('metamask');
    expect((await stavka.post(socialPaths.metamaskNonce)).statusCode).toBe(404);
  });
});
