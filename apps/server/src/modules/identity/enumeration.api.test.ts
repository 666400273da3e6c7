import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type AgentResponse } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { newestOutboxId, waitForOutboxMessage } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { listSites, setSiteValue } from '../site/service';

// Issue 10 "Account enumeration": asking for a reset link or an SMS sign-in code must answer the
// same for a login with an account and one without, in status, body, throttling and time. The
// code or link leaves after the answer, so its work is not in the answer's time.

const consent = { age_confirmed: true, terms_accepted: true };
const reset = '/web-api/api/internal/v1/user/passwordreset';
const HOUR = 3_600_000;

const shape = (res: AgentResponse) => ({ status: res.statusCode, body: res.json() as unknown, retryAfter: res.headers['retry-after'] });
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe.each(await testDatabaseKinds())('requests by a login, with and without an account, on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2030-07-01T08:00:00Z');
  let goalbet: number;
  const known = { email: 'known@example.com', phone: '447700900311' };
  const unknown = { email: 'unknown@example.com', phone: '447700900399' };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg_v1']);
    goalbet = (await listSites(t.database.db)).find((site) => site.slug === 'goalbet')!.id;
    const res = await new Agent(t.app).post('/web-api/user/registration', {
      type: 'full_reg_v1', email: known.email, phone: known.phone, password: 'Known-pass-1', first_name: 'Kn', last_name: 'Own', birth_date: '1990-01-01', currency: 'USD', ...consent,
    });
    expect(res.statusCode).toBe(200);
    await t.app.outbox.drain();
  });
  afterAll(() => t.close());

  /** Each case starts on a fresh hour, so no limit of an earlier case is still running. */
  const freshHour = () => {
    clock = new Date(clock.getTime() + 2 * HOUR);
  };
  const calls = {
    'reset by e-mail link': (who: typeof known, ip: string) => new Agent(t.app, 'goalbet.localhost', { ip }).post(reset, { step: 'request', login: who.email, channel: 'email' }),
    'reset by SMS code': (who: typeof known, ip: string) => new Agent(t.app, 'goalbet.localhost', { ip }).post(reset, { step: 'request', login: who.phone, channel: 'sms' }),
    'SMS sign-in code': (who: typeof known, ip: string) => new Agent(t.app, 'goalbet.localhost', { ip }).post('/web-api/sms-auth/send-code', { phone: who.phone }),
  };

  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: the same answers, request after request', async (name) => {
    freshHour();
    const call = calls[name];
    const answers = { known: [] as ReturnType<typeof shape>[], unknown: [] as ReturnType<typeof shape>[] };
    for (let i = 0; i < 3; i++) {
      answers.known.push(shape(await call(known, '198.51.100.20')));
      answers.unknown.push(shape(await call(unknown, '198.51.100.21')));
      await t.app.outbox.drain();
    }
    expect(answers.known.map((answer) => answer.status)).toEqual([200, 429, 429]);
    expect(answers.unknown).toEqual(answers.known);
  });

  it('answers a wrong SMS code the same whether or not a code was sent to the phone', async () => {
    freshHour();
    await calls['SMS sign-in code'](known, '198.51.100.22');
    await calls['SMS sign-in code'](unknown, '198.51.100.22');
    await t.app.outbox.drain();
    // A code is waiting for the account's phone, none for the other.
    expect((await waitForOutboxMessage(t.database.db, { siteId: goalbet, to: known.phone, purpose: 'sms_sign_in' })).codes).toHaveLength(1);
    expect(await newestOutboxId(t.database.db, goalbet, unknown.phone)).toBeUndefined();
    const check = (phone: string) => new Agent(t.app, 'goalbet.localhost', { ip: '198.51.100.23' }).post('/web-api/sms-auth/check-code', { phone, code: '000000' });
    expect(shape(await check(unknown.phone))).toEqual(shape(await check(known.phone)));
  });

  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: takes the same time (median of paired runs)', async (name) => {
    const call = calls[name];
    const timed = async (who: typeof known, ip: string) => {
      const started = performance.now();
      expect((await call(who, ip)).statusCode).toBe(200);
      const elapsed = performance.now() - started;
      // The message's own work happens after the answer; it must not slow the next measurement.
      await t.app.outbox.drain();
      return elapsed;
    };
    // Pairs taken back to back, in alternating order, so that the machine's load, which drifts,
    // weighs on both sides alike; the median of the differences is robust to the odd stall.
    const differences: number[] = [];
    const all: number[] = [];
    for (let run = 0; run < 41; run++) {
      freshHour();
      const ip = `198.51.100.${30 + run}`;
      const [first, second] = run % 2 === 0 ? [known, unknown] : [unknown, known];
      const times = new Map([[first, await timed(first, ip)], [second, await timed(second, ip)]]);
      differences.push(times.get(known)! - times.get(unknown)!);
      all.push(...times.values());
    }
    const gap = median(differences);
    const typical = median(all);
    // Within noise: a quarter of a typical answer, at least 5 ms (the old answers differed by 10–16 ms
    // on answers of 17–26 ms here: the account's code was made and sent before answering).
    expect(Math.abs(gap), `median difference ${gap.toFixed(2)} ms, typical answer ${typical.toFixed(2)} ms`).toBeLessThan(Math.max(5, typical / 4));
  });
});
