// The cookies of product-spec §3: `theme`, `tz` and `coef_view` (so SSR paints the player's theme,
// time zone and odds format, decision 0005) and `user_token`
// (api-contract-spec §7.12: kept until the token's own expiry; in the cookie iframe mode it is
// SameSite=None, Secure and optionally Partitioned).
import { readCookie } from '../cookies';
import { coefficientFormatSchema, themeSchema } from './preferences';
import type { Theme } from './preferences';

export const appCookieNames = ['theme', 'tz', 'coef_view', 'user_token'] as const;
export type AppCookieName = (typeof appCookieNames)[number];

export interface CookieOptions {
  /** Absolute expiry, e.g. the token's own expireDate. */
  readonly expires?: Date;
  readonly maxAgeSeconds?: number;
  readonly path?: string;
  readonly domain?: string;
  readonly sameSite?: 'lax' | 'strict' | 'none';
  readonly secure?: boolean;
  /** CHIPS: a cookie kept per top-level site, for the iframe mode. */
  readonly partitioned?: boolean;
}

const yearSeconds = 365 * 24 * 60 * 60;

/** Cookie options of the iframe mode (spec §7.12). */
export function iframeCookieOptions(partitioned: boolean): CookieOptions {
  return { sameSite: 'none', secure: true, partitioned };
}

/** A Set-Cookie / document.cookie string. SameSite=None always gets Secure, as browsers demand. */
export function serializeCookie(
  name: AppCookieName,
  value: string,
  options: CookieOptions = {},
): string {
  const sameSite = options.sameSite ?? 'lax';
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.domain !== undefined) parts.push(`Domain=${options.domain}`);
  if (options.expires !== undefined) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.trunc(options.maxAgeSeconds)}`);
  parts.push(`SameSite=${sameSite === 'none' ? 'None' : sameSite === 'strict' ? 'Strict' : 'Lax'}`);
  if (options.secure === true || sameSite === 'none') parts.push('Secure');
  if (options.partitioned === true) parts.push('Partitioned');
  return parts.join('; ');
}

/** Reads a cookie from a Cookie header (server) or, without a header, from document.cookie. */
export function readAppCookie(
  name: AppCookieName,
  cookieHeader?: string | null,
): string | undefined {
  const header = cookieHeader === undefined ? documentCookies() : cookieHeader;
  return readCookie(header, name);
}

export function writeAppCookie(
  name: AppCookieName,
  value: string,
  options: CookieOptions = {},
): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
}

export function deleteAppCookie(name: AppCookieName, options: CookieOptions = {}): void {
  // An expiry in the past deletes it everywhere (happy-dom ignores Max-Age=0).
  const { maxAgeSeconds: _maxAge, ...rest } = options;
  writeAppCookie(name, '', { ...rest, expires: new Date(0) });
}

/** The theme for the first paint: the cookie when valid, else the brand's default. */
export function themeFromCookies(cookieHeader: string | null, fallback: Theme): Theme {
  const parsed = themeSchema.safeParse(readCookie(cookieHeader, 'theme'));
  return parsed.success ? parsed.data : fallback;
}

export function writeThemeCookie(theme: Theme): void {
  writeAppCookie('theme', theme, { maxAgeSeconds: yearSeconds });
}

/** The player's time zone, read by the server for the first paint (decision 0005). */
export function writeTimeZoneCookie(timeZone: string): void {
  writeAppCookie('tz', timeZone, { maxAgeSeconds: yearSeconds });
}

/** The player's odds format (coefficient-view id 0–5) for the first paint, or undefined when unset or invalid. */
export function coefViewFromCookies(cookieHeader: string | null): number | undefined {
  const raw = readCookie(cookieHeader, 'coef_view');
  if (raw === undefined || !/^\d$/.test(raw)) return undefined;
  const parsed = coefficientFormatSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : undefined;
}

/** Remembers the odds format so the server renders prices in it (decision 0005). */
export function writeCoefViewCookie(coefView: number): void {
  writeAppCookie('coef_view', String(coefView), { maxAgeSeconds: yearSeconds });
}

/** Stores the user token until its own expiry (spec §7.12). */
export function writeUserTokenCookie(
  token: string,
  expireDate: Date,
  options: CookieOptions = {},
): void {
  writeAppCookie('user_token', token, { ...options, expires: expireDate });
}

function documentCookies(): string | null {
  return typeof document === 'undefined' ? null : document.cookie;
}
