import { z } from 'zod';

// Cookie consent (product-spec §3 "Cookie consent level", issue 13): the visitor's choice, kept in
// a cookie in the browser and logged by POST /api-v3/v1/user/agreement-with-cookies/log (spec §7.3);
// for a signed-in player the server keeps it with its time.

export const cookieConsentLogPath = '/api-v3/v1/user/agreement-with-cookies/log';
/** GET: the signed-in player's latest logged choice, so it follows them to another browser. */
export const cookieConsentReadPath = '/api-v3/v1/user/agreement-with-cookies';

/** The cookie holding the choice: `<level>.<agreed at, epoch ms>`. */
export const cookieConsentCookie = 'cookie_consent';
/** A year, in seconds: the choice is asked again after that. */
export const cookieConsentMaxAgeSeconds = 365 * 24 * 60 * 60;

/** 0 disabled (necessary cookies only), 1 only functionality, 2 only marketing, 3 all. */
export const cookieConsentLevels = { disabled: 0, functionality: 1, marketing: 2, all: 3 } as const;
export type CookieConsentLevel = (typeof cookieConsentLevels)[keyof typeof cookieConsentLevels];

export const cookieConsentLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const cookieConsentLogRequestSchema = z.strictObject({ level: cookieConsentLevelSchema });
export type CookieConsentLogRequest = z.infer<typeof cookieConsentLogRequestSchema>;

export const cookieConsentLogAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    level: cookieConsentLevelSchema,
    /** ISO time the choice was made; kept on the account when `stored` is true. */
    agreedAt: z.string(),
    stored: z.boolean(),
  }),
});
export type CookieConsentLogAnswer = z.infer<typeof cookieConsentLogAnswerSchema>;

export const cookieConsentReadAnswerSchema = z.object({
  success: z.literal(true),
  /** Null while the player has logged no choice. */
  data: z.object({ level: cookieConsentLevelSchema, agreedAt: z.string() }).nullable(),
});
export type CookieConsentReadAnswer = z.infer<typeof cookieConsentReadAnswerSchema>;

/** Tracking (analytics and marketing events) only from the marketing level up. */
export function allowsTracking(level: CookieConsentLevel | null): boolean {
  return level === cookieConsentLevels.marketing || level === cookieConsentLevels.all;
}

/** The cookie's value for a choice. */
export function formatConsentCookie(level: CookieConsentLevel, agreedAtMs: number): string {
  return `${level}.${Math.max(0, Math.round(agreedAtMs))}`;
}

/** The choice a cookie value holds, or null when it holds none (absent, corrupt, old). */
export function parseConsentCookie(value: string | undefined | null): { level: CookieConsentLevel; agreedAt: number } | null {
  const match = /^([0-3])\.(\d{1,15})$/.exec(value ?? '');
  if (!match) return null;
  const level = cookieConsentLevelSchema.safeParse(Number(match[1]));
  return level.success ? { level: level.data, agreedAt: Number(match[2]) } : null;
}
