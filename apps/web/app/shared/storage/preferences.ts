// The preference keys of product-spec §3 ("Browser storage keys hold preferences") as a typed
// registry: each key has a zod schema and a default, so corrupt or old data reads as the default.
import { z } from 'zod';
import { couponSettingsSchema as serverCouponSettingsSchema } from '@stavka/contract/coupon-calls';
import type { AppStorage, JsonValue } from './app-storage';

export const themeSchema = z.enum(['dark', 'light']);
export type Theme = z.infer<typeof themeSchema>;

/** UI size scale of product-spec §3 (xxxxs … xxl, default m). */
export const uiSizeSchema = z.enum(['xxxxs', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl']);

/** Odds format: the coefficient-view id (cfView) the feed calls take, one of six formats. */
export const coefficientFormatSchema = z.number().int().min(0).max(5);

const idsSchema = z.array(z.number().int().positive()).max(1000);

export const favoritesSchema = z.object({
  sports: idsSchema,
  champs: idsSchema,
  games: idsSchema,
  teams: idsSchema,
});

/**
 * The bet slip's settings (decision 0025): the server keeps a signed-in player's, this is their
 * copy in the browser — and a guest's odds-change policy. The shape is the server's.
 */
export const couponSettingsSchema = serverCouponSettingsSchema;

/** A same-site path only, so a stored return URL can never send the player to another site. */
export const returnUrlSchema = z
  .string()
  .max(2048)
  .refine(
    (url) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\'),
    'not a local path',
  );

const preferenceSchemas = {
  theme: themeSchema,
  fontSize: uiSizeSchema,
  coefficientFormat: coefficientFormatSchema,
  compactView: z.boolean(),
  favorites: favoritesSchema,
  pinnedGames: idsSchema,
  couponSettings: couponSettingsSchema,
  /** When the player accepted cookies (epoch ms), null before consent. */
  cookiesAgreeTime: z.number().int().nonnegative().nullable(),
  returnUrl: returnUrlSchema.nullable(),
  /** Set at registration; the first-deposit popup shows only while it is set (product-spec §4). */
  firstDepositPopup: z.boolean(),
  /** The player who has just registered, until the registration-deposit modal (spec §2) was offered to them. */
  registrationDepositOffer: z.number().int().positive().nullable(),
} as const;

export type PreferenceKey = keyof typeof preferenceSchemas;
export type PreferenceValue<K extends PreferenceKey> = z.infer<(typeof preferenceSchemas)[K]>;

type PreferenceRegistry = {
  readonly [K in PreferenceKey]: {
    readonly schema: z.ZodType<PreferenceValue<K>>;
    readonly fallback: PreferenceValue<K>;
  };
};

/** Each key with its schema and default; the storage key is the registry key. */
export const preferences: PreferenceRegistry = {
  // Dark by default for sports (UX.md "Look").
  theme: { schema: preferenceSchemas.theme, fallback: 'dark' },
  fontSize: { schema: preferenceSchemas.fontSize, fallback: 'm' },
  coefficientFormat: { schema: preferenceSchemas.coefficientFormat, fallback: 0 },
  compactView: { schema: preferenceSchemas.compactView, fallback: false },
  favorites: {
    schema: preferenceSchemas.favorites,
    fallback: { sports: [], champs: [], games: [], teams: [] },
  },
  pinnedGames: { schema: preferenceSchemas.pinnedGames, fallback: [] },
  couponSettings: {
    schema: preferenceSchemas.couponSettings,
    // A guest accepts a higher price by default; a player's own choice comes from the server.
    fallback: { checkCf: 1, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false },
  },
  cookiesAgreeTime: { schema: preferenceSchemas.cookiesAgreeTime, fallback: null },
  returnUrl: { schema: preferenceSchemas.returnUrl, fallback: null },
  firstDepositPopup: { schema: preferenceSchemas.firstDepositPopup, fallback: false },
  registrationDepositOffer: { schema: preferenceSchemas.registrationDepositOffer, fallback: null },
};

/** The stored preference, or its default when absent, corrupt or from an older shape. */
export function readPreference<K extends PreferenceKey>(
  storage: AppStorage,
  key: K,
): PreferenceValue<K> {
  const { schema, fallback } = preferences[key];
  const parsed = schema.safeParse(storage.get(key));
  return parsed.success ? parsed.data : fallback;
}

/** Validates and stores a preference; false when the value is invalid or storage refused it. */
export function writePreference<K extends PreferenceKey>(
  storage: AppStorage,
  key: K,
  value: PreferenceValue<K>,
): boolean {
  const { schema } = preferences[key];
  const parsed = schema.safeParse(value);
  if (!parsed.success) return false;
  return storage.set(key, toJson(parsed.data));
}

export function resetPreference(storage: AppStorage, key: PreferenceKey): void {
  storage.remove(key);
}

/** Preference values are JSON by construction (the schemas hold only JSON types). */
function toJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
