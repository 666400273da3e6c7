// The two optional kinds of cookies a visitor ticks, and the product-spec §3 level they make:
// none 0 (necessary only), functionality 1, marketing 2, both 3 (all).
import { cookieConsentLevels, type CookieConsentLevel } from '@stavka/contract/cookie-consent';

export interface ConsentKinds {
  readonly functionality: boolean;
  readonly marketing: boolean;
}

export function levelOf({ functionality, marketing }: ConsentKinds): CookieConsentLevel {
  if (functionality && marketing) return cookieConsentLevels.all;
  if (marketing) return cookieConsentLevels.marketing;
  return functionality ? cookieConsentLevels.functionality : cookieConsentLevels.disabled;
}

export function kindsOf(level: CookieConsentLevel | null): ConsentKinds {
  return {
    functionality: level === cookieConsentLevels.functionality || level === cookieConsentLevels.all,
    marketing: level === cookieConsentLevels.marketing || level === cookieConsentLevels.all,
  };
}
