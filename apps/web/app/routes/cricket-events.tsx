import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { createCricketClient } from '../features/cricket/cricket-client';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { loadCricketLists, type CricketListsData } from '../features/cricket/cricket-loaders';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS } from '../features/sportsbook/server-feed';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { useLoaderRefresh } from '../shared/live/use-loader-refresh';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCricketLists(createCricketClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS }), params.lng ?? 'ru');
}

export function meta({ matches }: MetaArgs<typeof loader>) {
  return pageMeta(matches, { title: 'cricket_title_events', description: 'cricket_description_home' });
}

/** Every cricket game, live then pre-match, with prices (`cricketAllEvents`). */
export default function CricketEvents({ loaderData }: { loaderData: CricketListsData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  useLoaderRefresh(10_000);
  return (
    <CricketLayout title={t('cricket_heading_events')} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <section aria-labelledby="events-live">
        <h2 id="events-live">{t('cricket_live_now')}</h2>
        <WireEventList events={loaderData.live} label={t('cricket_live_now')} emptyText={t('cricket_no_live')} errorText={t('cricket_feed_error')} />
      </section>
      <section aria-labelledby="events-line">
        <h2 id="events-line">{t('cricket_upcoming')}</h2>
        <WireEventList events={loaderData.line} label={t('cricket_upcoming')} emptyText={t('cricket_no_line')} errorText={t('cricket_feed_error')} />
      </section>
    </CricketLayout>
  );
}
