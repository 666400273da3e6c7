import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CouponProvider, useSlipStore } from '../features/coupon/coupon-context';
import { CouponSheet } from '../features/coupon/coupon-sheet';
import { SlipFab } from '../features/coupon/slip-buttons';
import { FavouritesShell } from '../features/favourites/favourites-shell';
import { OddsFormatProvider, useOddsFormat } from '../features/sportsbook/odds-format';
import { SelectionProvider } from '../features/sportsbook/selection-sink';
import { PageLiveFeedProvider } from '../shared/live/live-hooks';
import { TrackingProvider, useTrackRouteChange } from '../shared/tracking/tracking-provider';
import { AlertsProvider } from '../shared/alerts-context';
import { ModalQueueProvider } from '../shared/modal-queue-context';
import { useRootData } from '../shared/root-data';
import { MaintenanceAlert } from '../shared/ui/maintenance-alert';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { ShellOverlays } from './shell-overlays';
import styles from './app-shell.module.css';

/** The frame of every page: header, alerts, content, footer and (on phones) bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <TrackingProvider>
      <AlertsProvider>
        <ModalQueueProvider>
          <BettingProviders>
            <ShellFrame>{children}</ShellFrame>
          </BettingProviders>
        </ModalQueueProvider>
      </AlertsProvider>
    </TrackingProvider>
  );
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
      <CouponProvider>
        <OddsFormatProvider initial={oddsFormat ?? 'decimal'}>
          <SlipSelections>
            <FavouritesShell>{children}</FavouritesShell>
          </SlipSelections>
        </OddsFormatProvider>
      </CouponProvider>
    </PageLiveFeedProvider>
  );
}

function SlipSelections({ children }: { children: ReactNode }) {
  return <SelectionProvider sink={useSlipStore()}>{children}</SelectionProvider>;
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
  const { site } = useRootData();
  const location = useLocation();
  useTrackRouteChange(location.pathname);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('shell_skip_to_content')}
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
      <SlipSheet />
    </div>
  );
}
