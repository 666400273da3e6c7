// The visitor's cookie consent (issue 13, product-spec §3 levels 0–3): read from the cookie by the
// root loader so the first paint knows whether to ask, chosen in the banner or the office settings,
// kept in the cookie (and its time as cookiesAgreeTime) and logged by the server's log call, which
// keeps a signed-in player's choice on the account; a player's choice from another browser comes
// with the page data and is kept in this browser's cookie too.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  cookieConsentCookie,
  cookieConsentLogAnswerSchema,
  cookieConsentLogPath,
  cookieConsentMaxAgeSeconds,
  formatConsentCookie,
  parseConsentCookie,
  type CookieConsentLevel,
} from '@stavka/contract/cookie-consent';
import { useApiClient } from '../../shared/api-client';
import { readCookie } from '../../shared/cookies';
import { getAppStorage } from '../../shared/storage/app-storage';
import { writePreference } from '../../shared/storage/preferences';

export interface CookieConsentChoice {
  readonly level: CookieConsentLevel;
  /** When it was chosen, epoch ms. */
  readonly agreedAt: number;
}

export interface CookieConsent {
  /** The choice made, or null while the visitor has not chosen. */
  readonly choice: CookieConsentChoice | null;
  /** Keeps and logs a choice; resolves when the log call has answered (a failed log keeps the choice). */
  choose(level: CookieConsentLevel): Promise<void>;
}

const CookieConsentContext = createContext<CookieConsent>({ choice: null, choose: async () => undefined });

export function CookieConsentProvider({ initial, children }: { initial: CookieConsentChoice | null; children: ReactNode }) {
  const api = useApiClient();
  const [choice, setChoice] = useState<CookieConsentChoice | null>(initial);
  // A choice that came with the account (made on another browser) is kept in this one as well.
  useEffect(() => {
    if (initial !== null && parseConsentCookie(readCookie(document.cookie, cookieConsentCookie)) === null) keepInBrowser(initial.level, initial.agreedAt);
  }, [initial]);
  const choose = useCallback(
    async (level: CookieConsentLevel) => {
      const agreedAt = Date.now();
      setChoice({ level, agreedAt });
      keepInBrowser(level, agreedAt);
      // The log call's failure is not the visitor's concern: the choice holds in this browser.
      await api.send({ url: cookieConsentLogPath, method: 'POST', body: { level }, schema: cookieConsentLogAnswerSchema, allowParallel: true });
    },
    [api],
  );
  const value = useMemo(() => ({ choice, choose }), [choice, choose]);
  return <CookieConsentContext value={value}>{children}</CookieConsentContext>;
}

export function useCookieConsent(): CookieConsent {
  return useContext(CookieConsentContext);
}

function keepInBrowser(level: CookieConsentLevel, agreedAt: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieConsentCookie}=${formatConsentCookie(level, agreedAt)}; Path=/; Max-Age=${cookieConsentMaxAgeSeconds}; SameSite=Lax${secure}`;
  try {
    writePreference(getAppStorage(), 'cookiesAgreeTime', agreedAt);
  } catch {
    // Storage may be unavailable (private mode); the cookie holds the choice.
  }
}
