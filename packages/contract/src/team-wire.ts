// Team and player cards of the rest-core service (our shapes in the family's terse style: the
// family's own are not documented, wire-format §6). The team pages, the cricket team and player
// pages read them; the team's games come from GetTeamGamesZip (wire-format §1.4 events) and its
// finished games from result v3/teamGames (§1.8 result games).
import { z } from 'zod';

const id = z.number().int().nonnegative();

/** A player as a team card lists it. */
export const wirePlayerRowSchema = z.strictObject({ I: id, N: z.string(), NE: z.string() });

/** rest-core Team: I id, N name (NE English), SI/SN sport, COI/CN country, IMG logo files, PL squad. */
export const wireTeamCardSchema = z.strictObject({
  I: id,
  N: z.string(),
  NE: z.string(),
  SI: id,
  SN: z.string(),
  COI: id,
  CN: z.string(),
  IMG: z.array(z.string()),
  PL: z.array(wirePlayerRowSchema),
});
export type WireTeamCard = z.infer<typeof wireTeamCardSchema>;

/** rest-core Player: the player, the team (TI/TN, 0 and '' without one), the sport and country. */
export const wirePlayerCardSchema = z.strictObject({
  I: id,
  N: z.string(),
  NE: z.string(),
  TI: id,
  TN: z.string(),
  SI: id,
  SN: z.string(),
  COI: id,
  CN: z.string(),
});
export type WirePlayerCard = z.infer<typeof wirePlayerCardSchema>;

/** Most games a team list or a team's results answer (the family's list cap, wire-format §1.2). */
export const TEAM_LIST_MAX = 50;
