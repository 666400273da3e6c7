import type { Bet, BetLeg } from '@stavka/db/schema';
import { builderOutcome } from '@stavka/domain/betting/builder-return';
import type { OutcomeResult } from '@stavka/domain/betting/outcome-types';

// How settlement ends a bet builder whose legs are all decided (decision 0026): its stake comes back
// — the bet is returned, not won — when a leg is void and none lost, as when every leg is void.

const RESULTS: ReadonlySet<string> = new Set<OutcomeResult>(['win', 'lose', 'void', 'half_win', 'half_lose']);

function isResult(value: string | null): value is OutcomeResult {
  return value !== null && RESULTS.has(value);
}

/** Whether a decided bet is a builder returned by a void leg. */
export function builderReturned(bet: Pick<Bet, 'kind'>, legs: readonly Pick<BetLeg, 'result'>[]): boolean {
  if (bet.kind !== 'builder') return false;
  const results = legs.map((leg) => leg.result).filter(isResult);
  return results.length === legs.length && builderOutcome(results) === 'returned';
}
