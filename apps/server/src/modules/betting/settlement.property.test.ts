import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { count, inArray, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betSettlements, bets, walletAccounts, walletTransfers } from '@stavka/db/schema';
import { expressReturn, type Leg } from '@stavka/domain/betting/bet-maths';
import type { OutcomeResult } from '@stavka/domain/betting/outcome-result';
import { AppError } from '../../http/app-error';
import type { Agent } from '../../testing/agent';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { finished, fundedPlayer, offerGame, sendResult } from '../../testing/settlement-kit';
import { correctResult } from '../feed/service';
import { verifyLedger } from '../wallet/service';

// Settlement and resettlement against the real ledger, racing (issue 12 "property tests … random
// concurrent bets, settlements, resettlements … one stake and at most one payout per bet, ledger
// invariants hold"): random singles and expresses placed at once, results, then random corrections
// each raced by settlement passes and by direct settlements of the same game. Afterwards every
// ledger invariant holds, each bet has one stake hold, each version paid at most once and only the
// last version's payout stands, each bet is what its final results make it, each player's money is
// the funding less the stakes kept plus the payouts standing, and settling again changes nothing.

const FUNDING = 50_000n;
const PRICES: Record<number, number> = { 1: 2_100, 2: 3_400, 3: 3_500 };

interface Outcome {
  score: [number, number];
  cancelled: boolean;
}
interface BetPlan {
  player: number;
  legs: { game: number; type: 1 | 2 | 3 }[];
  stake: number;
}

const outcomeArb = fc.record({ score: fc.tuple(fc.nat(3), fc.nat(3)), cancelled: fc.nat(4).map((n) => n === 0) });
const betArb = fc.record({
  player: fc.nat(1),
  legs: fc.uniqueArray(fc.record({ game: fc.nat(2), type: fc.constantFrom<1 | 2 | 3>(1, 2, 3) }), { minLength: 1, maxLength: 3, selector: (leg) => leg.game }),
  stake: fc.integer({ min: 10, max: 120 }),
});
const correctionArb = fc.record({ game: fc.nat(2), outcome: outcomeArb });

// Team ids are ten times the game id: they must fit the feed store's integer columns.
let gameIds = 93_000_000;

const halves = (score: [number, number]): [[number, number], [number, number]] => [score, [0, 0]];

function legResult(type: 1 | 2 | 3, outcome: Outcome): OutcomeResult {
  if (outcome.cancelled) return 'void';
  const [home, away] = outcome.score;
  const winner = home > away ? 1 : home === away ? 2 : 3;
  return winner === type ? 'win' : 'lose';
}

/** What a bet is once its games end as `outcomes`: status and what the bet shows as paid. */
function expected(plan: BetPlan, outcomes: Outcome[]): { status: string; payout: bigint } {
  const legs: Leg[] = plan.legs.map((leg) => ({ odds: PRICES[leg.type] ?? 0, result: legResult(leg.type, outcomes[leg.game] ?? { score: [0, 0], cancelled: true }) }));
  const stake = BigInt(plan.stake) * 100n;
  if (legs.every((leg) => leg.result === 'void')) return { status: 'returned', payout: stake };
  const paid = expressReturn(stake, legs).amount;
  return { status: paid > 0n ? 'won' : 'lost', payout: paid };
}

describe.each(await moneyTestDatabaseKinds())('settlement and resettlement racing on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  async function place(agent: Agent, plan: BetPlan, games: number[]): Promise<number | undefined> {
    const res = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', {
      CheckCf: 2,
      Source: 55,
      Vid: plan.legs.length === 1 ? 0 : 1,
      Summ: plan.stake,
      betGUID: randomUUID(),
      Events: plan.legs.map((leg) => ({ GameId: games[leg.game], Type: leg.type, Kind: 3, Param: 0 })),
    });
    const answer = res.json<{ Success: boolean; Value: { Id: number } }>();
    return answer.Success ? answer.Value.Id : undefined;
  }

  /** Bets all the player has on a game that will not end (at least the minimum bet), the stake held. */
  async function spendAll(agent: Agent, gameId: number): Promise<bigint> {
    const lists = (await agent.get('/account-api/user/balance')).json<{ data: { accounts: { moneyExact: string }[] } }>().data;
    const available = lists.accounts[0]?.moneyExact ?? '0';
    if (Number(available) < 10) return 0n;
    const res = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { CheckCf: 2, Source: 55, Vid: 0, Summ: available, betGUID: randomUUID(), Events: [{ GameId: gameId, Type: 1, Kind: 3, Param: 0 }] });
    if (!res.json<{ Success: boolean }>().Success) throw new Error(`spending refused: ${res.body}`);
    return BigInt(available.replace('.', ''));
  }

  const settleRace = (games: number[]) => Promise.all([t.app.betting.runOnce(), ...games.flatMap((g) => [t.app.betting.settleGame(g), t.app.betting.settleGame(g)])]);

  async function snapshot(betIds: number[]) {
    const [transfers] = await t.database.db.select({ n: count() }).from(walletTransfers);
    const [versions] = await t.database.db.select({ n: count() }).from(betSettlements).where(inArray(betSettlements.betId, betIds));
    return { transfers: transfers?.n, versions: versions?.n };
  }

  it('keeps one stake, one standing payout and every ledger invariant whatever races', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(betArb, { minLength: 2, maxLength: 6 }),
        fc.tuple(outcomeArb, outcomeArb, outcomeArb),
        fc.array(correctionArb, { maxLength: 4 }),
        async (plans, initial, corrections) => {
          const games = [(gameIds += 10), (gameIds += 10), (gameIds += 10)];
          // A game that does not end in the run: the players' winnings go on it, so a correction finds them spent.
          const later = (gameIds += 10);
          for (const id of [...games, later]) offerGame(t, id);
          const players = await Promise.all([fundedPlayer(t, FUNDING), fundedPlayer(t, FUNDING)]);
          const placed = await Promise.all(plans.map((plan) => place(players[plan.player]?.agent as Agent, plan, games)));
          const taken = plans.flatMap((plan, i) => (placed[i] === undefined ? [] : [{ plan, id: placed[i] as number }]));

          const outcomes: Outcome[] = initial.map((o) => ({ score: [o.score[0], o.score[1]], cancelled: o.cancelled }));
          await Promise.all(games.map((id, i) => sendResult(t, id, finished(outcomes[i]?.score ?? [0, 0], halves(outcomes[i]?.score ?? [0, 0])), outcomes[i]?.cancelled)));
          await settleRace(games);
          const spent = await Promise.all(players.map((player) => spendAll(player.agent, later)));

          for (const c of corrections) {
            const gameId = games[c.game] ?? 0;
            const correcting = correctResult(t.database.db, t.app.outbox, {
              gameId,
              score: c.outcome.score,
              periods: halves(c.outcome.score),
              cancelled: c.outcome.cancelled,
              operator: 'property',
              reason: 'random correction',
            }).then(
              () => {
                outcomes[c.game] = c.outcome;
              },
              (error: unknown) => {
                // The same facts again: nothing to correct.
                if (!(error instanceof AppError && error.id === 'conflict')) throw error;
              },
            );
            await Promise.all([correcting, t.app.betting.settleGame(gameId), t.app.betting.runOnce()]);
            await t.app.outbox.drain();
            await settleRace(games);
          }
          await t.app.outbox.drain();
          await settleRace(games);

          expect(await verifyLedger(t.database.db)).toBeUndefined();
          const ids = taken.map((b) => b.id);
          const rows = ids.length === 0 ? [] : await t.database.db.select().from(bets).where(inArray(bets.id, ids));
          const keys = ids.length === 0 ? [] : await t.database.db.select({ key: walletTransfers.idempotencyKey, phase: walletTransfers.phase, amount: walletTransfers.amount }).from(walletTransfers).where(or(...ids.map((id) => like(walletTransfers.idempotencyKey, `bet:${id}%`))));
          const moneyOf = new Map<number, bigint>();
          for (const { plan, id } of taken) {
            const row = rows.find((r) => r.id === id);
            const want = expected(plan, outcomes);
            expect({ id, status: row?.status, payout: row?.payout }).toEqual({ id, status: want.status, payout: want.payout });
            const own = keys.filter((k) => k.key === `bet:${id}` || k.key.startsWith(`bet:${id}:`));
            // One stake hold per bet; each version paid at most once (keys are unique); only the last payout stands.
            expect(own.filter((k) => k.key === `bet:${id}`).map((k) => k.phase)).toEqual(['pending']);
            const payouts = own.filter((k) => /^bet:\d+:payout:\d+$/.test(k.key)).map((k) => k.key);
            const reversed = own.filter((k) => /^bet:\d+:payout:\d+:reversal$/.test(k.key)).map((k) => k.key.replace(/:reversal$/, ''));
            const standing = payouts.filter((key) => !reversed.includes(key));
            expect(standing.length).toBe(want.status === 'won' ? 1 : 0);
            const kept = want.status === 'won' || want.status === 'lost' ? BigInt(plan.stake) * 100n : 0n;
            const paid = want.status === 'won' ? want.payout : 0n;
            moneyOf.set(plan.player, (moneyOf.get(plan.player) ?? 0n) - kept + paid);
          }
          // Each player's money, debts included: the funding less the stakes kept plus the payouts standing.
          for (const [index, player] of players.entries()) {
            const accounts = await t.database.db.select().from(walletAccounts).where(sql`${walletAccounts.userId} = ${player.id}`);
            const total = accounts.reduce((sum, a) => sum + a.balance, 0n);
            const held = accounts.reduce((sum, a) => sum + a.held, 0n);
            expect({ player: index, total, held }).toEqual({ player: index, total: FUNDING + (moneyOf.get(index) ?? 0n), held: spent[index] ?? 0n });
          }
          // Settling again, twice at once, changes nothing.
          const before = await snapshot(ids);
          await settleRace(games);
          await t.app.outbox.drain();
          expect(await snapshot(ids)).toEqual(before);
        },
      ),
      { numRuns: 6 },
    );
  }, 600_000);
});
