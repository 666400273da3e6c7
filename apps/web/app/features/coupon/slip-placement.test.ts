import { describe, expect, it } from 'vitest';
import type { BetRecord } from '@stavka/contract/betting';
import type { PlacedBet, PlacedSingles } from '@stavka/contract/betting-answers';
import type { CallOutcome } from './betting-api';
import { BetDecisions, DECISION_GRACE_MS, DECISION_POLL_MS, type DecisionTimers } from './bet-decisions';
import type { CouponBody } from './coupon-request';
import { placementLabel, SlipPlacement, type PlacedBetState } from './slip-placement';

// The place button's attempts: a fresh key (betGUID) per attempt and the same key for a retry of an
// unanswered one; a live bet's decision by its push notice, or by reading the bet when no notice
// comes; the refusal's code or reason kept for the words.

const body: CouponBody = { Events: [{ GameId: 1, Type: 1, Param: 0, Group: 1, PlayerId: 0, Kind: 3, Coef: 2.5 }], Vid: 0, expressNum: 0, Summ: '100', CheckCf: 1, Lng: 'ru', Source: 55 };

const placed = (id: number, overrides: Partial<PlacedBet> = {}): PlacedBet => ({
  Id: id,
  Balance: 900,
  waitTime: 0,
  betGUID: null,
  Status: 'accepted',
  PotentialPayout: 250,
  Coupon: { Summ: 100, Coef: 2.5, Vid: 0 },
  ...overrides,
});

const noSingles = async (): Promise<CallOutcome<PlacedSingles>> => ({ kind: 'unanswered', message: '' });

const bet = (id: number, status: BetRecord['status'], refusal: string | null = null) => ({ id, status, refusal }) as Pick<BetRecord, 'id' | 'status' | 'refusal'>;

/** Timers a test runs by hand, with a clock that moves with them. */
function manualTimers() {
  let now = 0;
  let next = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: DecisionTimers = {
    setTimeout: (run, ms) => {
      next += 1;
      pending.set(next, { at: now + ms, run });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  return {
    timers,
    now: () => now,
    /** Moves the clock on, running what falls due (in order). */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      now = end;
    },
  };
}

describe('placing the slip', () => {
  it('sends each new attempt with a fresh key, and the same key again for a retry of an unanswered one', async () => {
    const sent: CouponBody[] = [];
    const answers: CallOutcome<PlacedBet>[] = [{ kind: 'unanswered', message: 'no answer' }, { kind: 'ok', value: placed(41) }, { kind: 'ok', value: placed(42) }];
    const accepted: number[] = [];
    const placement = new SlipPlacement({
      api: { place: async (sentBody) => (sent.push(sentBody), answers.shift() ?? { kind: 'unanswered', message: '' }), placeSingles: noSingles },
      decisions: { wait: async () => ({ status: 'accepted' }) },
      onAccepted: (bets) => accepted.push(...bets.map((each) => each.betId)),
    });
    await placement.place(body, 'slip-a');
    expect(placement.getSnapshot().phase).toBe('unanswered');
    expect(placement.isRetry('slip-a')).toBe(true);
    await placement.place(body, 'slip-a');
    expect(placement.getSnapshot()).toMatchObject({ phase: 'placed', bets: [{ betId: 41, state: 'accepted', gameId: null }] });
    expect(placementLabel(placement.getSnapshot())).toBe('accepted');
    expect(accepted).toEqual([41]);
    await placement.place(body, 'slip-a');
    const keys = sent.map((each) => each.betGUID);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(sent[0]).toMatchObject({ ...body, betGUID: keys[0] });
  });

  it('makes a changed slip after an unanswered attempt a new attempt', async () => {
    const sent: CouponBody[] = [];
    const placement = new SlipPlacement({
      api: { place: async (sentBody) => (sent.push(sentBody), { kind: 'unanswered', message: '' }), placeSingles: noSingles },
      decisions: { wait: async () => ({ status: 'accepted' }) },
    });
    await placement.place(body, 'slip-a');
    expect(placement.isRetry('slip-b')).toBe(false);
    await placement.place({ ...body, Summ: '200' }, 'slip-b');
    expect(sent[1]?.betGUID).not.toBe(sent[0]?.betGUID);
    expect(sent[1]?.Summ).toBe('200');
  });

  it('keeps a refusal code, and a signed-out player, for the words', async () => {
    const answers: CallOutcome<PlacedBet>[] = [{ kind: 'refused', code: 113, message: 'The selection has a new coefficient' }, { kind: 'signed_out' }];
    const placement = new SlipPlacement({ api: { place: async () => answers.shift() ?? { kind: 'signed_out' }, placeSingles: noSingles }, decisions: { wait: async () => ({ status: 'accepted' }) } });
    await placement.place(body, 's');
    expect(placement.getSnapshot()).toEqual({ phase: 'refused', code: 113 });
    placement.dismiss();
    expect(placement.getSnapshot().phase).toBe('idle');
    await placement.place(body, 's');
    expect(placement.getSnapshot().phase).toBe('signed_out');
  });

  it('shows a live bet waiting, then decided by its notice', async () => {
    const clock = manualTimers();
    const reads: number[] = [];
    const decisions = new BetDecisions({ bet: async (id) => (reads.push(id), { kind: 'ok', value: bet(id, 'refused', 'scoreChanged') as BetRecord }) }, clock.timers, clock.now);
    const placement = new SlipPlacement({ api: { place: async () => ({ kind: 'ok', value: placed(77, { Status: 'waiting', waitTime: 5 }) }), placeSingles: noSingles }, decisions, now: clock.now });
    const done = placement.place(body, 's');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(placement.getSnapshot()).toMatchObject({ phase: 'placed', bets: [{ betId: 77, state: 'waiting', waitSeconds: 5 }] });
    expect(placementLabel(placement.getSnapshot())).toBe('waiting');
    decisions.notice({ kind: 'bet', betId: 77, status: 'refused' });
    await done;
    // The notice names the status; the reason is read from the bet.
    expect(placement.getSnapshot()).toMatchObject({ phase: 'placed', bets: [{ betId: 77, state: 'refused', reason: 'scoreChanged' }] });
    expect(placementLabel(placement.getSnapshot())).toBe('refused');
    expect(reads).toEqual([77]);
  });

  it('places several singles in one call and follows each: the line ones at once, the live one after its wait', async () => {
    const sent: CouponBody[] = [];
    const accepted: PlacedBetState[][] = [];
    let decide: (decision: { status: 'accepted' }) => void = () => undefined;
    const placement = new SlipPlacement({
      api: {
        place: async () => ({ kind: 'unanswered', message: '' }),
        placeSingles: async (sentBody) => {
          sent.push(sentBody);
          return { kind: 'ok', value: { Balance: 800, Bets: [{ Id: 51, GameId: 1, Status: 'accepted', waitTime: 0 }, { Id: 52, GameId: 2, Status: 'waiting', waitTime: 5 }] } };
        },
      },
      decisions: { wait: () => new Promise((resolve) => (decide = resolve)) },
      onAccepted: (bets) => accepted.push([...bets]),
    });
    const multi: CouponBody = { ...body, Vid: 5, Events: [...body.Events, { ...body.Events[0]!, GameId: 2, Summ: '40' }] };
    const done = placement.place(multi, 'm');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent[0]).toMatchObject({ Vid: 5, betGUID: expect.any(String) });
    expect(placementLabel(placement.getSnapshot())).toBe('waiting');
    expect(accepted.map((bets) => bets.map((each) => each.gameId))).toEqual([[1]]);
    decide({ status: 'accepted' });
    await done;
    expect(placementLabel(placement.getSnapshot())).toBe('accepted');
    expect(accepted.map((bets) => bets.map((each) => each.gameId))).toEqual([[1], [2]]);
  });
});

describe("a live bet's decision without a notice", () => {
  it('reads the bet from the end of its wait until it is decided', async () => {
    const clock = manualTimers();
    const states: BetRecord['status'][] = ['waiting', 'waiting', 'accepted'];
    const reads: number[] = [];
    const decisions = new BetDecisions({ bet: async (id) => (reads.push(clock.now()), { kind: 'ok', value: bet(id, states.shift() ?? 'accepted') as BetRecord }) }, clock.timers, clock.now);
    let decision: unknown;
    void decisions.wait(5, 4).then((value) => (decision = value));
    await clock.advance(3_999);
    expect(reads).toEqual([]);
    await clock.advance(DECISION_POLL_MS * 3);
    expect(decision).toEqual({ status: 'accepted' });
    expect(reads).toHaveLength(3);
    expect(reads[0]).toBeGreaterThanOrEqual(4_000);
  });

  it('gives up a minute after the wait and says it is not known yet', async () => {
    const clock = manualTimers();
    const decisions = new BetDecisions({ bet: async (id) => ({ kind: 'ok', value: bet(id, 'waiting') as BetRecord }) }, clock.timers, clock.now);
    let decision: unknown;
    void decisions.wait(6, 2).then((value) => (decision = value));
    await clock.advance(2_000 + DECISION_GRACE_MS - DECISION_POLL_MS);
    expect(decision).toBeUndefined();
    await clock.advance(DECISION_POLL_MS * 2);
    expect(decision).toEqual({ status: 'unknown' });
  });

  it('ignores notices of other bets and the waiting notice itself', async () => {
    const clock = manualTimers();
    const decisions = new BetDecisions({ bet: async (id) => ({ kind: 'ok', value: bet(id, 'waiting') as BetRecord }) }, clock.timers, clock.now);
    let decision: unknown;
    void decisions.wait(8, 5).then((value) => (decision = value));
    decisions.notice({ kind: 'bet', betId: 9, status: 'accepted' });
    decisions.notice({ kind: 'bet', betId: 8, status: 'waiting' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(decision).toBeUndefined();
    decisions.notice({ kind: 'bet', betId: 8, status: 'won' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(decision).toEqual({ status: 'accepted' });
  });
});
