import { z } from 'zod';
import { couponSettingsSchema } from './coupon-calls';

// The player's site settings (issue 13 "Settings", decision 0041). Spec §7.4 names
// `POST /web-api/officeapi/savesetting` with `setting_id` and `setting_value` and nothing more: one
// setting a call, its value validated for its id (an unknown id or a bad value is the validation
// map on `setting_id` or `setting_value`, and nothing is written). The settings are read with
// spec §7.5 `GET /web-api/api/web/user/v1/settings` (its `values`), and every page a signed-in
// player opens carries them (`WebViewer.settings`), so they follow the player to any browser.
// A guest keeps them in the browser only (cookies and storage of product-spec §3).

export const saveSettingPath = '/web-api/officeapi/savesetting';

/**
 * The settings a player may save. `one_click_stake` is the bet slip's one-click stake, kept with the
 * slip's settings (decision 0025 `coupon_settings`); the others are the site's look and place.
 */
export const playerSettingIds = ['coef_view', 'compact_view', 'theme', 'font_size', 'time_zone', 'language', 'one_click_stake'] as const;
export type PlayerSettingId = (typeof playerSettingIds)[number];

/** Text sizes a player may pick (steps of the spec §3 size scale around the default m). */
export const fontSizes = ['s', 'm', 'l', 'xl'] as const;
export type FontSize = (typeof fontSizes)[number];

export const settingThemes = ['dark', 'light'] as const;

/** Whether the runtime knows an IANA time zone (Node and browsers share the table). */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((text) => text === '1' || text === 'true')]);

/** Each setting's value as a call may send it (the family sends text; JSON types are taken too). */
const valueSchemas = {
  coef_view: z.union([z.number(), z.string().regex(/^\d$/).transform(Number)]).pipe(z.number().int().min(0).max(5)),
  compact_view: flag,
  theme: z.enum(settingThemes),
  font_size: z.enum(fontSizes),
  time_zone: z.string().refine(isTimeZone),
  /** A language code; the server also checks that the brand serves it. */
  language: z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/),
  /** A stake in the active account's currency (decimal text or number); null or '' forgets it. */
  one_click_stake: z.union([z.string().max(40), z.number().positive(), z.null()]).transform((value) => (value === '' ? null : value)),
} satisfies Record<PlayerSettingId, z.ZodType>;

/** One setting and its checked value. */
export type PlayerSettingChange = { [K in PlayerSettingId]: { id: K; value: z.output<(typeof valueSchemas)[K]> } }[PlayerSettingId];

export const saveSettingRequestSchema = z
  .strictObject({
    setting_id: z.enum(playerSettingIds, { error: 'player_setting_unknown' }),
    setting_value: z.union([z.string().max(100), z.number(), z.boolean(), z.null()], { error: 'player_setting_invalid' }),
  })
  .transform((input, ctx): PlayerSettingChange => {
    const parsed = valueSchemas[input.setting_id].safeParse(input.setting_value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['setting_value'], message: 'player_setting_invalid', input: input.setting_value });
      return z.NEVER;
    }
    return { id: input.setting_id, value: parsed.data } as PlayerSettingChange;
  });

/** The saved value of a stored setting's text, or null when there is none or it no longer reads. */
export function readStoredSetting<K extends Exclude<PlayerSettingId, 'one_click_stake'>>(id: K, text: string | undefined): z.output<(typeof valueSchemas)[K]> | null {
  if (text === undefined) return null;
  const parsed = valueSchemas[id].safeParse(text);
  return parsed.success ? (parsed.data as z.output<(typeof valueSchemas)[K]>) : null;
}

/** The settings of the site's look and place a player saved; null: not chosen (the browser's or the brand's). */
export const savedSiteSettingsSchema = z.object({
  /** Odds format, the coefficient-view id 0–5 (`cfView`). */
  coef_view: z.number().int().min(0).max(5).nullable(),
  compact_view: z.boolean().nullable(),
  theme: z.enum(settingThemes).nullable(),
  font_size: z.enum(fontSizes).nullable(),
  time_zone: z.string().nullable(),
  language: z.string().nullable(),
});
export type SavedSiteSettings = z.infer<typeof savedSiteSettingsSchema>;

/** All the player's settings: the site's, and one-click betting as the bet slip keeps it. */
export const playerSettingsSchema = savedSiteSettingsSchema.extend({ one_click: couponSettingsSchema.shape.oneClick });
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;
