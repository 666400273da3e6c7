import type { CookieConsentLevel } from './cookie-consent';
import type { SavedSiteSettings } from './player-settings';
import type { PublicSite } from './public-site';

/**
 * What the server hands the React Router app for one request (its load context). The web
 * never imports server code (DESIGN §3): it sees the brand only through this interface.
 */
export interface WebLoadContext {
  /** Nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
  nonce: string;
  /** The brand's default language, the target of `/` when Accept-Language names none we serve. */
  defaultLanguage: string;
  /** Languages the brand serves pages in. */
  languageCodes: readonly string[];
  /** The brand as seen in `lang`, or null when the brand does not serve that language. */
  siteFor(lang: string): PublicSite | null;
  /** The dictionary for a language (complete, or English for languages without their own). */
  dictionaryFor(lang: string): Record<string, string>;
  /** Where the browser loads that dictionary: a content-hashed file, cached for good. */
  dictionaryUrlFor(lang: string): string;
  /** The signed-in player of this request (session cookie), or null for a guest. */
  viewer: WebViewer | null;
  /** Logs a failure of this request's loaders or rendering with the server's log (and its request id). */
  reportError(error: unknown): void;
}

/** What every page may know of the signed-in player. */
export interface WebViewer {
  userId: number;
  login: string;
  currency: string;
  email: string | null;
  emailConfirmed: boolean;
  phone: string | null;
  credentialsSaved: boolean;
  /** Echoed in `x-csrf-token` on writes (also readable from the csrf_token cookie). */
  csrfToken: string;
  /** Sports the player hides from their line and live lists and menus (office_settings_disallow_sports, decision 0039). */
  hiddenSports: HiddenSportIds;
  /**
   * The site settings the player saved (`savesetting`, decision 0041): they win over the browser's
   * own. The server always sets it; absent (older test fixtures) means none saved.
   */
  settings?: SavedSiteSettings;
  /** The cookie consent the player last chose on any browser (level and epoch ms), or null if none. */
  cookieConsent?: { level: CookieConsentLevel; agreedAt: number } | null;
}

/** Sport ids hidden per feed kind: `line` (3) and `live` (1). */
export interface HiddenSportIds {
  line: readonly number[];
  live: readonly number[];
}
