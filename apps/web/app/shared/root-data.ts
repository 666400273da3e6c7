import { useRouteLoaderData } from 'react-router';
import type { CookieConsentLevel } from '@stavka/contract/cookie-consent';
import type { FontSize } from '@stavka/contract/player-settings';
import type { PublicSite } from '@stavka/contract/public-site';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import type { WebViewer } from '@stavka/contract/web-context';
import type { DictionaryRef } from './i18n/page-dictionary';
import type { Theme } from './storage/preferences';


/** What the root loader gives every page: the brand in the page language and the preferences. */
export interface RootData {
  site: PublicSite;
  /** The page language's dictionary, loaded as a file of its own (shared/i18n/page-dictionary.ts). */
  dictionary: DictionaryRef;
  theme: Theme;
  timeZone: string;
  /**
   * The zone's name in the page language ("Москва"), named by the server: its ICU knows every
   * language's place names, where browsers' data often has only English ones. Absent in older test
   * fixtures: the page names it itself.
   */
  timeZoneName?: string;
  /**
   * The odds format of the first paint: the `coef_view` cookie, else the brand's default by geo,
   * then by language. The root loader always sets it; absent (older test fixtures) means decimal.
   */
  oddsFormat?: OddsFormat;
  /** A signed-in player's saved text size and compact view (decision 0041); absent: the defaults (m, off). */
  fontSize?: FontSize;
  compactView?: boolean;
  nonce: string;
  /** The cookie consent the `cookie_consent` cookie holds, null before the visitor chose (issue 13). */
  cookieConsent?: { level: CookieConsentLevel; agreedAt: number } | null;
  /** The signed-in player, or null for a guest (issue 3). */
  viewer: WebViewer | null;
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error('root loader data is missing');
  return data;
}
