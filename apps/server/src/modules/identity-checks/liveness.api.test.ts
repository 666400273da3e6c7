import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationPaths, type IdentificationState } from '@stavka/contract/identification';
import {
  identityCheckPaths as paths,
  identityCheckSessionPath,
  LIVENESS_SIGNATURE_HEADER,
  type IdentityCheck,
} from '@stavka/contract/identity-checks';
import { messagePaths, type MessagesPage } from '@stavka/contract/messages';
import { Agent, type AgentResponse } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { getOrCreateSecret } from '../secrets/service';
import { signLivenessReport } from './liveness-signature';

// Issue 13, decision 0044: the liveness (selfie) flow through the built-in local service — the
// player opens the flow's page, "takes the selfie" or refuses, the service reports to the brand's
// webhook signed with the shared secret and sends the player back; the check ends from that report
// only. A report with a wrong signature, an old one, or one delivered again changes nothing.

type Ok<T> = { success: true; data: T };

describe.each(await testDatabaseKinds())('liveness checks through the local service on %s', (kind) => {
  let t: TestApp;
  // Now, in whole seconds: the session cookie's expiry follows this clock, and the agent drops a cookie past its time.
  let clock = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(): Promise<Agent> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  }
  const checkOf = (res: AgentResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<IdentityCheck>>().data;
  };
  const status = async (agent: Agent, id: number) => checkOf(await agent.get(identityCheckSessionPath(id)));
  const flowIdOf = (check: IdentityCheck) => new URL(check.pageUrl!).pathname.split('/').at(-1)!;
  const selfie = (check: IdentityCheck, answer: 'confirm' | 'refuse') =>
    t.app.inject({
      method: 'POST',
      url: new URL(check.pageUrl!).pathname,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `answer=${answer}`,
    });
  const report = (body: string, signature: string, host = 'localhost:3000') =>
    t.app.inject({
      method: 'POST',
      url: paths.livenessWebhook,
      headers: { host, 'content-type': 'application/json', [LIVENESS_SIGNATURE_HEADER]: signature },
      payload: body,
    });
  const secret = () => getOrCreateSecret(t.database.db, 'local-liveness-webhook:stavka');
  const identification = async (agent: Agent) => (await agent.get(identificationPaths.status)).json<Ok<IdentificationState>>().data;

  it('passes when the player takes the selfie: the signed report verifies them, and they come back to the verification screen', async () => {
    const agent = await player();
    const started = checkOf(await agent.post(paths.liveness, {}));
    expect(started).toMatchObject({ kind: 'liveness', state: 'pending', verificationCode: null });
    expect(started.pageUrl).toMatch(/^http:\/\/localhost:3000\/local-liveness\/[0-9a-f-]{36}$/);
    const page = await t.app.inject({ url: new URL(started.pageUrl!).pathname, headers: { host: 'localhost' } });
    expect(page.body).toContain('Take the selfie');

    const back = await selfie(started, 'confirm');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`^http://localhost:3000/[a-z]{2}/office/account/verification\\?check=${started.id}$`));
    expect(await status(agent, started.id)).toMatchObject({ state: 'passed', reason: null, pageUrl: null });
    expect(await identification(agent)).toMatchObject({ status: 'verified', method: 'liveness' });
    expect((await agent.post(messagePaths.list, {})).json<Ok<MessagesPage>>().data.messages).toHaveLength(1);
    // The page cannot answer twice.
    expect((await selfie(started, 'refuse')).body).toContain('already over');
  });

  it('fails when the player refuses, with the reason', async () => {
    const agent = await player();
    const started = checkOf(await agent.post(paths.liveness, {}));
    expect((await selfie(started, 'refuse')).statusCode).toBe(303);
    expect(await status(agent, started.id)).toMatchObject({ state: 'failed', reason: 'USER_REFUSED' });
    expect((await identification(agent)).status).toBe('none');
  });

  it('refuses a report with a bad signature, another brand’s, or an old one, and takes a good one once', async () => {
    const agent = await player();
    const started = checkOf(await agent.post(paths.liveness, {}));
    const body = JSON.stringify({ flowId: flowIdOf(started), status: 'passed' });
    const key = await secret();

    const forged = [
      await report(body, 'garbage'),
      await report(body, signLivenessReport('not the shared secret at all', body, clock)),
      await report(JSON.stringify({ flowId: flowIdOf(started), status: 'passed', reason: 'OK' }), signLivenessReport(key, body, clock)),
      // Signed well, but ten minutes ago: a captured report sent again later.
      await report(body, signLivenessReport(key, body, new Date(clock.getTime() - 600_000))),
      // The right secret for another brand's host is not that brand's secret.
      await report(body, signLivenessReport(key, body, clock), 'goalbet.localhost:3000'),
    ];
    for (const res of forged) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'unauthorized' } });
    }
    expect((await status(agent, started.id)).state).toBe('pending');

    const signature = signLivenessReport(key, body, clock);
    expect((await report(body, signature)).json()).toEqual({ success: true, data: { applied: true } });
    expect((await status(agent, started.id)).state).toBe('passed');
    // Delivered again (a retry or a replay within the tolerance): nothing more happens.
    expect((await report(body, signature)).json()).toEqual({ success: true, data: { applied: false } });
    expect((await agent.post(messagePaths.list, {})).json<Ok<MessagesPage>>().data.messages).toHaveLength(1);
  });

  it('does not let a report end an expired flow, and answers an unknown flow 404', async () => {
    const agent = await player();
    const started = checkOf(await agent.post(paths.liveness, {}));
    clock = new Date(clock.getTime() + 16 * 60_000);
    const body = JSON.stringify({ flowId: flowIdOf(started), status: 'passed' });
    expect((await report(body, signLivenessReport(await secret(), body, clock))).json()).toEqual({
      success: true,
      data: { applied: false },
    });
    expect(await status(agent, started.id)).toMatchObject({ state: 'expired', reason: 'TIMEOUT' });
    expect((await identification(agent)).status).toBe('none');
    const unknown = JSON.stringify({ flowId: '00000000-0000-0000-0000-000000000000', status: 'passed' });
    expect((await report(unknown, signLivenessReport(await secret(), unknown, clock))).statusCode).toBe(404);
  });

  it('refuses another player’s liveness check', async () => {
    const owner = await player();
    const other = await player();
    const started = checkOf(await owner.post(paths.liveness, {}));
    expect((await other.get(identityCheckSessionPath(started.id))).statusCode).toBe(404);
  });
});
