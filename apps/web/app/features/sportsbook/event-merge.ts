// A new answer merged into what the page shows: a price that moved gets its direction and time
// (the flash of UX.md), an unchanged outcome or event keeps its object, so memoised rows and
// price buttons re-render only where something changed.
import type { EventView, LiveBlock, MainColumn, MainMarket, OutcomeView } from './event-view';

function mergeOutcome(previous: OutcomeView | null | undefined, next: OutcomeView, now: number): OutcomeView {
  if (!previous) return next;
  if (previous.price === next.price) {
    if (previous.blocked === next.blocked && previous.playerName === next.playerName) return previous;
    return { ...next, move: previous.move, movedAt: previous.movedAt };
  }
  return { ...next, move: next.price > previous.price ? 'up' : 'down', movedAt: now };
}

function mergeMain(previous: MainMarket | null, next: MainMarket | null, now: number): MainMarket | null {
  if (!next) return null;
  if (!previous) return next;
  let changed = previous.columns.length !== next.columns.length;
  const columns = next.columns.map((column, index): MainColumn => {
    const before = previous.columns[index];
    const outcome = column.outcome ? mergeOutcome(sameColumnOutcome(before, column), column.outcome, now) : null;
    if (before && before.label === column.label && before.outcome === outcome) return before;
    changed = true;
    return { label: column.label, outcome };
  });
  return changed ? { columns } : previous;
}

/** The previous outcome in the same column, when it is the same outcome (same line and runner). */
function sameColumnOutcome(before: MainColumn | undefined, column: MainColumn): OutcomeView | null {
  const a = before?.outcome;
  const b = column.outcome;
  if (!a || !b) return null;
  return a.group === b.group && a.type === b.type && a.param === b.param && a.playerId === b.playerId ? a : null;
}

function sameLive(a: LiveBlock | null, b: LiveBlock | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.score[0] === b.score[0] &&
    a.score[1] === b.score[1] &&
    a.period === b.period &&
    a.clockSeconds === b.clockSeconds &&
    a.clockRunning === b.clockRunning &&
    a.info === b.info
  );
}

/** The clock runs when it moved since the previous answer; a still clock is stopped (a break). */
function withClock(previous: LiveBlock | null, next: LiveBlock | null): LiveBlock | null {
  if (!previous || !next) return next;
  const running = next.clockSeconds > previous.clockSeconds || (next.clockSeconds === previous.clockSeconds ? false : next.clockRunning);
  return running === next.clockRunning ? next : { ...next, clockRunning: running };
}

const HEADER_KEYS = [
  'constId',
  'kind',
  'sportId',
  'sportName',
  'champId',
  'champName',
  'champNameEn',
  'countryName',
  'team1',
  'team2',
  'team1En',
  'team2En',
  'start',
  'updated',
  'moreCount',
  'suspended',
] as const satisfies readonly (keyof EventView)[];

/** One event: the previous object when nothing changed, else a new one with moves marked. */
export function mergeEvent(previous: EventView | undefined, next: EventView, now: number): EventView {
  if (!previous) return next;
  const main = mergeMain(previous.main, next.main, now);
  const nextLive = withClock(previous.live, next.live);
  const live = sameLive(previous.live, nextLive) ? previous.live : nextLive;
  const sameHeader = HEADER_KEYS.every((key) => previous[key] === next[key]);
  if (sameHeader && main === previous.main && live === previous.live) return previous;
  return { ...next, main, live };
}

/** A list merged against the events shown before (by game id), in the new list's order. */
export function mergeEvents(previous: ReadonlyMap<number, EventView>, next: readonly EventView[], now: number): EventView[] {
  return next.map((event) => mergeEvent(previous.get(event.id), event, now));
}
