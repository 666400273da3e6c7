import { useTranslation } from 'react-i18next';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { PageSlip } from './betting-page';

export interface CricketListsPageProps {
  readonly title: string;
  /** Prefix of the two sections' heading ids, unique on the page. */
  readonly id: string;
  /** The games in play and the games to come; null where the feed did not answer. */
  readonly live: readonly WireEvent[] | null;
  readonly line: readonly WireEvent[] | null;
}

// Not a route: the body the cricket list route modules share.

/** A cricket page of games with prices: live now, then the ones to come, the slip beside them. */
export function CricketListsPage({ title, id, live, line }: CricketListsPageProps) {
  const { t } = useTranslation();
  useLoaderRefresh(10_000);
  return (
    <CricketLayout title={title} slip={<PageSlip />}>
      <section aria-labelledby={`${id}-live`}>
        <h2 id={`${id}-live`}>{t('cricket_live_now')}</h2>
        <WireEventList events={live} label={t('cricket_live_now')} emptyText={t('cricket_no_live')} errorText={t('cricket_feed_error')} />
      </section>
      <section aria-labelledby={`${id}-line`}>
        <h2 id={`${id}-line`}>{t('cricket_upcoming')}</h2>
        <WireEventList events={line} label={t('cricket_upcoming')} emptyText={t('cricket_no_line')} errorText={t('cricket_feed_error')} />
      </section>
    </CricketLayout>
  );
}
