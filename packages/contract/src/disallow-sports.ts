import { z } from 'zod';

// The sports a player hides from their lists (issue 13 "Settings", office_settings_disallow_sports;
// spec §7.5 POST .../disallow-sports with lineDisallowSport and liveDisallowSport, under
// /web-api/api/web/user/v1 beside the settings call). POST sets each list it names to exactly the
// sport ids given (a list left out stays); GET, of our own, reads them with every sport of the feed
// to choose from. Sport ids are the feed's (wire-format SI); an id the feed does not know is
// refused and nothing is written. Field messages are i18n keys.

export const disallowSportsPath = '/web-api/api/web/user/v1/disallow-sports';

/** More than any catalogue has; a longer list is refused before it is looked at. */
export const DISALLOWED_SPORTS_MAX = 300;

const sportIds = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'disallow_sports_invalid' })
  .max(DISALLOWED_SPORTS_MAX, 'disallow_sports_invalid')
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const disallowSportsRequestSchema = z.strictObject({
  lineDisallowSport: sportIds.optional(),
  liveDisallowSport: sportIds.optional(),
});
export type DisallowSportsRequest = z.output<typeof disallowSportsRequestSchema>;

/** GET's query: the language of the sports' names (the player's own otherwise). */
export const disallowSportsQuerySchema = z.strictObject({
  lang: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
});

export const disallowedSportsSchema = z.object({
  /** Every sport of the feed, in its display order, with its name in the asked language. */
  sports: z.array(z.object({ id: z.number().int(), name: z.string(), virtual: z.boolean() })),
  /** Sport ids hidden from the line (pre-match) lists, ascending. */
  lineDisallowSport: z.array(z.number().int()),
  /** Sport ids hidden from the live lists, ascending. */
  liveDisallowSport: z.array(z.number().int()),
});
export type DisallowedSports = z.infer<typeof disallowedSportsSchema>;
