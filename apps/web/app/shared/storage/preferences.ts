// The preference keys of product-spec §3 ("Browser storage keys hold preferences") as a typed
// registry: each key has a zod schema and a default, so corrupt or old data reads as the default.
import { z } from 'zod';
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

export const couponSettingsSchema = z.object({
  /** CheckCf of the bet calls (wire-format §3.3): 0 reject a change, 1 accept higher, 2 accept any. */
  oddsChangePolicy: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  oneClickEnabled: z.boolean(),
  /** One-click stake in minor units (DESIGN §1: money is integers), as digits. */
  oneClickStakeMinor: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullable(),
});

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
    fallback: { oddsChangePolicy: 1, oneClickEnabled: false, oneClickStakeMinor: null },
  },
  cookiesAgreeTime: { schema: preferenceSchemas.cookiesAgreeTime, fallback: null },
  returnUrl: { schema: preferenceSchemas.returnUrl, fallback: null },
  firstDepositPopup: { schema: preferenceSchemas.firstDepositPopup, fallback: false },
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
