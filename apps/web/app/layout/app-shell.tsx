import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { allowsTracking } from '@stavka/contract/cookie-consent';
import { OpenBets } from '../features/bets/open-bets';
import { CookieConsentBanner } from '../features/cookie-consent/cookie-consent-banner';
import { CookieConsentProvider, useCookieConsent } from '../features/cookie-consent/cookie-consent-context';
import { CouponProvider, useSlipSink } from '../features/coupon/coupon-context';
import { CouponSheet } from '../features/coupon/coupon-sheet';
import { SlipFab } from '../features/coupon/slip-buttons';
import { FavouritesShell } from '../features/favourites/favourites-shell';
import { OddsFormatProvider, useOddsFormat } from '../features/sportsbook/odds-format';
import { activeAccountOf, useBalanceLists } from '../features/wallet/wallet-queries';
import { SelectionProvider } from '../features/sportsbook/selection-sink';
import { PageLiveFeedProvider } from '../shared/live/live-hooks';
import { ServerStateProvider } from '../shared/query/server-state';
import { TrackingProvider, useTrackRouteChange } from '../shared/tracking/tracking-provider';
import { AlertsProvider } from '../shared/alerts-context';
import { ModalQueueProvider } from '../shared/modal-queue-context';
import { useRootData } from '../shared/root-data';
import { MaintenanceAlert } from '../shared/ui/maintenance-alert';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { useDescribeLeg } from './bet-leg-names';
import { SignInOverlayProvider } from '../features/identity/sign-in/sign-in-overlay';
import { LocalChat } from '../features/support-chat/chat-panel';
import { SupportChatProvider } from '../features/support-chat/support-chat-context';
import { Header } from './header';
import { ShellOverlays } from './shell-overlays';
import styles from './app-shell.module.css';

/** The frame of every page: header, alerts, content, footer and (on phones) bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ServerStateProvider>
      <CookieConsentProvider initial={useRootData().cookieConsent ?? null}>
        <ConsentedTracking>
          <AlertsProvider>
            <ModalQueueProvider>
              <BettingProviders>
                <SupportChatProvider>
                  <SignInOverlayProvider>
                    <ShellFrame>{children}</ShellFrame>
                  </SignInOverlayProvider>
                </SupportChatProvider>
              </BettingProviders>
            </ModalQueueProvider>
          </AlertsProvider>
        </ConsentedTracking>
      </CookieConsentProvider>
    </ServerStateProvider>
  );
}

/** Tracking (analytics and marketing) only as far as the visitor's cookie consent allows (issue 13). */
function ConsentedTracking({ children }: { children: ReactNode }) {
  const { choice } = useCookieConsent();
  return <TrackingProvider allowed={allowsTracking(choice?.level ?? null)}>{children}</TrackingProvider>;
}

/**
 * The bet slip and the odds format belong to the whole site (issue 4): a price pressed on any
 * page goes to the one slip, which the sportsbook sees through its selection sink.
 */
function BettingProviders({ children }: { children: ReactNode }) {
  const { oddsFormat, site } = useRootData();
  // One live feed (push socket, polling fallback) per page language: names come in it.
  return (
    <PageLiveFeedProvider key={site.lang} lng={site.lang}>
      <SlipCoupon>
        <OddsFormatProvider initial={oddsFormat ?? 'decimal'}>
          <SlipSelections>
            <FavouritesShell>{children}</FavouritesShell>
          </SlipSelections>
        </OddsFormatProvider>
      </SlipCoupon>
    </PageLiveFeedProvider>
  );
}

/**
 * The slip bets from the player's active account (the wallet's, kept current by push) and shows
 * the player's open bets under itself (issue 12).
 */
function SlipCoupon({ children }: { children: ReactNode }) {
  const lists = useBalanceLists();
  const active = activeAccountOf(lists.data);
  const account = useMemo(() => (active ? { currency: active.iso, scale: active.scale, available: active.moneyExact } : null), [active]);
  const below = useMemo(() => <SlipOpenBets />, []);
  return (
    <CouponProvider account={account} below={below}>
      {children}
    </CouponProvider>
  );
}

function SlipOpenBets() {
  return <OpenBets describe={useDescribeLeg()} oddsFormat={useOddsFormat()} />;
}

function SlipSelections({ children }: { children: ReactNode }) {
  return <SelectionProvider sink={useSlipSink()}>{children}</SelectionProvider>;
}

/** The slip as a sheet (phones, tablets) and its floating button. */
function SlipSheet() {
  const { site } = useRootData();
  return (
    <>
      <SlipFab />
      <CouponSheet oddsFormat={useOddsFormat()} lang={site.lang} />
    </>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const location = useLocation();
  useTrackRouteChange(location.pathname);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('shell_skip_to_content')}
      </a>
      {/* Past every price of the list to the slip, where a page has the slip's column (desktop). */}
      <a className={`${styles.skipLink} ${styles.skipToSlip}`} href="#slip">
        {t('shell_skip_to_slip')}
      </a>
      <Header />
      {site.maintenance.enabled && (
        <div className={styles.banner}>
          <MaintenanceAlert config={site.maintenance} />
        </div>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BottomNav />
      <ShellOverlays />
      <CookieConsentBanner />
      <SlipSheet />
      {viewer && <LocalChat />}
    </div>
  );
}
