// Test support: feed answers in the wire format (wire-format §1.4), valid against the contract's
// schemas, for the tests of this feature. Only imported by *.test.ts(x) files.
import type { WireEvent, WireOutcome } from '@stavka/contract/feed-wire';

export function outcome(group: number, type: number, price: number, extra: Partial<WireOutcome> = {}): WireOutcome {
  const C = price / 1000;
  return { G: group, T: type, C, CV: String(C), ...extra };
}

/** A live football game with its 1X2 (G1), a total line (G17) and an alternative total. */
export function wireEvent(overrides: Partial<WireEvent> = {}): WireEvent {
  const id = overrides.I ?? 700_000_001;
  return {
    I: id,
    ZP: id,
    CI: id + 1_000_000,
    N: 101,
    SI: 1,
    SN: 'Футбол',
    SE: 'Football',
    LI: 88637,
    L: 'Англия. Премьер-лига',
    LE: 'England. Premier League',
    CN: 'Англия',
    COI: 826,
    KI: 1,
    O1: 'Челси',
    O2: 'Брайтон',
    O1E: 'Chelsea',
    O2E: 'Brighton',
    O1I: 1988,
    O2I: 2026,
    O1IS: [1988],
    O2IS: [2026],
    S: 1_788_094_800,
    U: 1_788_100_538,
    T: 500,
    R: 500,
    EC: 169,
    SGC: 2,
    SC: { FS: { S1: 2, S2: 1 }, PS: [], CP: 2, CPS: '2-й тайм', TS: 4557, SLS: '75 минут', I: '', ST: [] },
    E: [outcome(1, 1, 2500), outcome(1, 2, 3400), outcome(1, 3, 2900), outcome(17, 9, 1620, { P: 2.5, CE: 1 }), outcome(17, 10, 2250, { P: 2.5, CE: 1 })],
    AE: [{ G: 17, ME: [outcome(17, 9, 2820, { P: 3.5 }), outcome(17, 10, 1420, { P: 3.5 })] }],
    ...overrides,
  };
}

/** The family envelope of a successful answer (wire-format §1.1). */
export function envelope<T>(value: T) {
  return { Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value };
}

export function refusal(message: string) {
  return { Id: 0, Success: false, Error: message, ErrorCode: 404, Guid: '', Value: null };
}
