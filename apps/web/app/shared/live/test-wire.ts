// Test support: wire-format Event and game objects (wire-format §1.4, §1.6) that pass the
// contract's schemas, for the live store, socket and polling tests. Only imported by tests.
import type { WireEvent, WireGame, WireOutcome, WireScore } from '@stavka/contract/feed-wire';

export function outcome(G: number, T: number, C: number, extra: Partial<WireOutcome> = {}): WireOutcome {
  return { G, T, C, CV: String(C), ...extra };
}

export function score(s1 = 0, s2 = 0): WireScore {
  return { FS: { ...(s1 > 0 ? { S1: s1 } : {}), ...(s2 > 0 ? { S2: s2 } : {}) }, PS: [], CP: 1, CPS: '1st half', TS: 600, SLS: '10 minutes', I: '', ST: [] };
}

export function wireEvent(I: number, overrides: Partial<WireEvent> = {}): WireEvent {
  return {
    I,
    ZP: I,
    CI: I + 100_000_000,
    N: I % 1000,
    SI: 1,
    SN: 'Football',
    SE: 'Football',
    LI: 88637,
    L: 'England. Premier League',
    LE: 'England. Premier League',
    CN: 'England',
    COI: 826,
    KI: 1,
    O1: 'Chelsea',
    O2: 'Brighton',
    O1E: 'Chelsea',
    O2E: 'Brighton',
    O1I: 1988,
    O2I: 2026,
    O1IS: [1988],
    O2IS: [2026],
    S: 1_893_499_200,
    U: 1_893_499_200,
    T: 10,
    R: 10,
    EC: 5,
    SGC: 0,
    SC: score(),
    E: [outcome(1, 1, 2.1), outcome(1, 2, 3.4), outcome(1, 3, 3.5), outcome(17, 9, 1.85, { P: 2.5, CE: 1 }), outcome(17, 10, 1.95, { P: 2.5, CE: 1 })],
    AE: [],
    ...overrides,
  };
}

export function wireGame(I: number, groups: WireOutcome[][][] = [[[outcome(1, 1, 2.1)], [outcome(1, 2, 3.4)], [outcome(1, 3, 3.5)]]]): WireGame {
  const { E: _E, AE: _AE, ...header } = wireEvent(I);
  return { ...header, EGC: groups.length, GE: groups.map((E) => ({ G: E[0]?.[0]?.G ?? 1, E })), SG: [] };
}
