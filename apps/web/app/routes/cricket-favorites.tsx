import { useTranslation } from 'react-i18next';
import { type MetaArgs } from 'react-router';
import type { WireEvent } from '@stavka/contract/feed-wire';
import type { PushTopic } from '@stavka/contract/push';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { CRICKET_SPORT_ID } from '../features/cricket/cricket-client';
import { CricketLayout } from '../features/cricket/cricket-layout';
import { cricketLinks } from '../features/cricket/cricket-links';
import { FavouritesInSection } from '../features/favourites/favourites-in-section';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function meta({ matches }: MetaArgs) {
  return pageMeta(matches, { title: 'favourites_cricket_meta_title', description: 'favourites_cricket_meta_description' });
}

/** Cricket's games, live and pre-match (the sport's push topics). */
const CRICKET_TOPICS: readonly PushTopic[] = [
  { kind: 'sport', sportId: CRICKET_SPORT_ID, feedKind: 1 },
  { kind: 'sport', sportId: CRICKET_SPORT_ID, feedKind: 3 },
];

/** The favourite cricket games (`cricketFavorites`), in the cricket section's frame. */
export default function CricketFavorites() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const title = t('favourites_cricket_title');
  const renderList = (events: readonly WireEvent[]) => (
    <WireEventList events={events} label={title} emptyText={t('favourites_cricket_empty')} errorText={t('favourites_section_failed')} />
  );
  return (
    <CricketLayout title={t('favourites_title')} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <FavouritesInSection
        title={title}
        topics={CRICKET_TOPICS}
        emptyText={t('favourites_cricket_empty')}
        browse={{ to: cricketLinks.events(site.lang), label: t('favourites_cricket_browse') }}
        renderList={renderList}
      />
    </CricketLayout>
  );
}
