// Races and outrights as the trading simulator prices them (apps/server simulator fair-markets:
// Harville win / top-2 / top-3, groups the wire format does not list): G9001 T9001 the runner wins,
// G9002 T9002 it finishes in the first two, G9003 T9003 in the first three; the runner is the
// outcome's player (PL). A runner withdrawn before the off is void; one that started and is not in
// the finishing order did not finish, and loses.
import { settled, unsettleable, winIf, type OutcomeSettlement, type SettlementFacts } from './outcome-types';

export const RUNNER_PLACES: Readonly<Record<number, number>> = { 9001: 1, 9002: 2, 9003: 3 };

export function runnerOutcome(f: SettlementFacts): OutcomeSettlement {
  const { group, type, playerId } = f.selection;
  const places = RUNNER_PLACES[group];
  if (places === undefined || type !== group || !f.wholeGame) return unsettleable('unknown_outcome');
  if (playerId === undefined) return unsettleable('invalid_param');
  if (f.game.nonRunners?.includes(playerId)) return settled('void');
  const placings = f.game.placings;
  if (!placings || placings.length === 0) return unsettleable('missing_placings');
  const place = placings.indexOf(playerId);
  return winIf(place >= 0 && place < places);
}
