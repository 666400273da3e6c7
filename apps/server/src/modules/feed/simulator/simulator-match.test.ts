import { isSetOver } from '@stavka/domain/pricing/tennis';
import { describe, expect, it } from 'vitest';
import type { Game, GameResult, GameState, Market } from '../model';
import type { FeedSink } from '../provider';
import { createSteppedClock } from './clock';
import { createTradingSimulator } from './simulator';

// Whole games through the provider interface, stepped in milliseconds: a football match with its
// goals, suspensions, prices and result; a tennis match; a marble race.

type Fixture = Omit<Game, 'markets' | 'updatedAt' | 'suspendedUntil'>;
type Call =
  | { at: number; call: 'fixture'; game: Fixture }
  | { at: number; call: 'state'; gameId: number; state: GameState; key?: { kind: string; suspendSeconds: number } }
  | { at: number; call: 'prices'; gameId: number; markets: Market[] }
  | { at: number; call: 'result'; result: GameResult }
  | { at: number; call: 'remove'; gameId: number };

async function run(sports: number[], minutes: number, seed: number) {
  const clock = createSteppedClock();
  const calls: Call[] = [];
  const at = () => clock.now();
  const sink: FeedSink = {
    catalogue: () => {},
    fixture: (game) => calls.push({ at: at(), call: 'fixture', game }),
    state: (gameId, state, key) => calls.push({ at: at(), call: 'state', gameId, state, ...(key ? { key } : {}) }),
    prices: (gameId, markets) => calls.push({ at: at(), call: 'prices', gameId, markets }),
    result: (result) => calls.push({ at: at(), call: 'result', result }),
    remove: (gameId) => calls.push({ at: at(), call: 'remove', gameId }),
    heartbeat: () => {},
  };
  // No games in play at the start and one on the line: a game or two at a time, each watched whole.
  const simulator = createTradingSimulator({ clock, seed, sports, liveGamesPerSport: 0, lineGamesPerSport: 1 });
  await simulator.start(sink);
  clock.advance(minutes * 60_000);
  await simulator.stop();
  return calls;
}

/** Games that started after the simulator did and finished: whole matches, start to result. */
function wholeGames(calls: Call[]): { id: number; calls: Call[] }[] {
  const liveFromStart = new Set<number>();
  const firstLine = new Set<number>();
  for (const c of calls) {
    if (c.call !== 'fixture' || c.game.parentId !== null) continue;
    if (c.game.kind === 3) firstLine.add(c.game.id);
    else if (firstLine.has(c.game.id)) liveFromStart.add(c.game.id);
  }
  const finished = new Set(calls.flatMap((c) => (c.call === 'result' ? [c.result.gameId] : [])));
  return [...liveFromStart].filter((id) => finished.has(id)).map((id) => ({ id, calls: calls.filter((c) => ('gameId' in c ? c.gameId === id : c.call === 'fixture' ? c.game.id === id : c.result.gameId === id)) }));
}

const states = (calls: Call[]) => calls.flatMap((c) => (c.call === 'state' ? [c.state] : []));
const w1 = (markets: Market[]) => markets.find((m) => m.group === 1)?.outcomes.find((o) => o.type === 1);
const w2 = (markets: Market[]) => markets.find((m) => m.group === 1)?.outcomes.find((o) => o.type === 3);

describe('a football match through the feed', async () => {
  const calls = await run([1], 3 * 60, 4);
  const games = wholeGames(calls);
  const end = calls.at(-1)?.at ?? 0;

  it('plays whole matches in milliseconds', () => {
    expect(games.length).toBeGreaterThan(0);
  });

  it('grows the score, runs the clock through both halves past 90 minutes, and records the final score', () => {
    for (const game of games) {
      const seen = states(game.calls);
      // Checked in plain code and asserted once: tens of thousands of states per match.
      const broken = seen.slice(1).filter((b, i) => {
        const a = seen[i];
        if (!a) return false;
        const backwards = b.score[0] < a.score[0] || b.score[1] < a.score[1] || b.currentPeriod < a.currentPeriod;
        return backwards || (a.currentPeriod === b.currentPeriod && b.elapsedSeconds < a.elapsedSeconds);
      });
      expect(broken).toEqual([]);
      const names = new Set(seen.map((s) => s.currentPeriodName.en));
      expect([...names]).toEqual(expect.arrayContaining(['1st half', 'Half time', '2nd half', 'Match finished']));
      const last = seen.at(-1);
      expect(last?.finished).toBe(true);
      expect(last?.elapsedSeconds).toBeGreaterThan(90 * 60);
      const result = game.calls.find((c) => c.call === 'result');
      expect(result?.call === 'result' && result.result.state.score).toEqual(last?.score);
      expect(result?.call === 'result' && result.result.cancelled).toBe(false);
      // Settled at the end (status 2), then gone from the feed ten minutes later.
      const final = game.calls.filter((c) => c.call === 'prices').at(-1);
      expect(final?.call === 'prices' && final.markets.every((m) => m.status === 2)).toBe(true);
      const removed = game.calls.find((c) => c.call === 'remove');
      if (result && result.at + 10 * 60_000 <= end) expect(removed?.at).toBe(result.at + 10 * 60_000);
    }
  });

  it('blocks every market after a goal and reopens it after the suspension', () => {
    let goals = 0;
    for (const game of games) {
      game.calls.forEach((c, i) => {
        if (c.call !== 'state' || c.key?.kind !== 'goal') return;
        goals++;
        const after = game.calls.slice(i + 1).filter((p) => p.call === 'prices');
        const blocked = after[0];
        expect(blocked?.call === 'prices' && blocked.markets.every((m) => m.status === 3 && m.outcomes.every((o) => o.blocked))).toBe(true);
        const reopened = after.find((p) => p.call === 'prices' && p.markets.some((m) => m.status === 1));
        if (!reopened || c.state.finished) return;
        expect(reopened.at - c.at).toBeGreaterThanOrEqual((c.key.suspendSeconds ?? 0) * 1000);
        expect(reopened.call === 'prices' && reopened.markets.every((m) => m.status === 1 && m.outcomes.every((o) => !o.blocked))).toBe(true);
      });
    }
    expect(goals).toBeGreaterThan(0);
  });

  it("moves the live 1X2 with the score: the scorer's price falls", () => {
    let compared = 0;
    for (const game of games) {
      let lastOpen: Market[] | null = null;
      let pending: { side: 0 | 1; before: Market[] } | null = null;
      let previous: GameState | null = null;
      for (const c of game.calls) {
        if (c.call === 'prices' && c.markets.some((m) => m.status === 1)) {
          if (pending && w1(c.markets) && w1(pending.before)) {
            const price = pending.side === 0 ? w1 : w2;
            expect(price(c.markets)?.price ?? 0).toBeLessThan(price(pending.before)?.price ?? 0);
            compared++;
          }
          pending = null;
          lastOpen = c.markets;
        }
        if (c.call === 'state') {
          if (previous && c.key?.kind === 'goal' && lastOpen) pending = { side: c.state.score[0] > previous.score[0] ? 0 : 1, before: lastOpen };
          previous = c.state;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('settles the first half as its own game at half time', () => {
    const halves = calls.flatMap((c) => (c.call === 'fixture' && c.game.periodName?.en === '1st half' ? [c.game] : []));
    const results = calls.flatMap((c) => (c.call === 'result' ? [c.result] : []));
    const settled = halves.filter((h) => results.some((r) => r.gameId === h.id) && results.some((r) => r.gameId === h.parentId));
    expect(settled.length).toBeGreaterThan(0);
    for (const half of settled) {
      const result = results.find((r) => r.gameId === half.id);
      const parentFinal = results.find((r) => r.gameId === half.parentId);
      expect(result?.state.score).toEqual(parentFinal?.state.periods[0]?.score);
    }
  });
});

describe('a tennis match through the feed', async () => {
  const calls = await run([4], 3 * 60, 8);
  const games = wholeGames(calls);

  it('ends with legal sets that add up to the sets score', () => {
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const result = game.calls.find((c) => c.call === 'result');
      if (result?.call !== 'result') throw new Error('no result');
      const { score, periods } = result.result.state;
      expect(Math.max(...score)).toBe(2);
      for (const set of periods) expect(isSetOver(set.score[0], set.score[1])).toBe(true);
      const won = (side: 0 | 1) => periods.filter((p) => p.score[side] > p.score[side === 0 ? 1 : 0]).length;
      expect([won(0), won(1)]).toEqual(score);
    }
  });
});

describe('a marble race through the feed', async () => {
  const calls = await run([301], 20, 2);
  const games = wholeGames(calls);

  it('takes bets before the off, closes them during the race, settles with the finishing order', () => {
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const live = game.calls.findIndex((c) => c.call === 'fixture' && c.game.kind === 1);
      const before = game.calls.slice(0, live).filter((c) => c.call === 'prices');
      const during = game.calls.slice(live).filter((c) => c.call === 'prices');
      expect(before.every((c) => c.call === 'prices' && c.markets.every((m) => m.status === 1))).toBe(true);
      expect(during[0]?.call === 'prices' && during[0].markets.every((m) => m.status === 3)).toBe(true);
      expect(during.at(-1)?.call === 'prices' && during.at(-1)).toBeTruthy();
      const result = game.calls.find((c) => c.call === 'result');
      if (result?.call !== 'result') throw new Error('no result');
      const places = Object.values(result.result.state.stats).map((v) => v[0]).sort((a, b) => a - b);
      expect(places).toEqual(places.map((_, i) => i + 1));
    }
  });
});
