// The odds-movement graph's data (our route beside the family's feed routes: the family's own graph
// call is not documented in wire-format §1): one outcome's recorded prices, oldest first, in the
// family envelope. Keys are terse like the feed's: G/T/P name the outcome as in GetGameZip.
import { z } from 'zod';

const id = z.number().int().nonnegative();

/** One recorded price: D the moment (unix milliseconds), C the decimal price. */
export const oddsHistoryPointSchema = z.strictObject({ D: id, C: z.number().positive() });
export type OddsHistoryPoint = z.infer<typeof oddsHistoryPointSchema>;

export const oddsHistorySchema = z.strictObject({
  /** The game id (a constant id in the query is answered with the game id). */
  I: id,
  G: id,
  T: id,
  /** The line; absent for markets without one. */
  P: z.number().optional(),
  /** Prices recorded when they moved by at least 1 % (decision 0009), oldest first. */
  H: z.array(oddsHistoryPointSchema),
});
export type OddsHistory = z.infer<typeof oddsHistorySchema>;

/** The route, under both feed roots like the other game methods. */
export const ODDS_HISTORY_METHOD = 'GetGameOddsHistory';
