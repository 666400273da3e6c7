import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import type { WireEvent } from '@stavka/contract/feed-wire';
import type { PushTopic } from '@stavka/contract/push';
import { href } from '@stavka/contract/route-href';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { FavouritesInSection } from '../features/favourites/favourites-in-section';
import type { TreeData } from '../features/sportsbook/catalogue';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { loadTree } from '../features/sportsbook/page-data';
import { loaderFeedClient } from '../features/sportsbook/server-feed';
import { TopTabs } from '../features/sportsbook/top-pages';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { WireEventList } from '../features/sportsbook/wire-event-list';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export interface TopEventsFavoritesData {
  readonly tree: TreeData;
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<TopEventsFavoritesData> {
  return { tree: await loadTree(loaderFeedClient(request), params.lng ?? 'ru') };
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(matches, { title: 'favourites_top_meta_title', description: 'favourites_top_meta_description' });
}

/** Top events are the feed's top list of live and of line (the push topic `top`). */
const TOP_TOPICS: readonly PushTopic[] = [
  { kind: 'top', feedKind: 1 },
  { kind: 'top', feedKind: 3 },
];

/** The favourite games among the top events (`topEventsFavorites`), in the top events' frame. */
export default function TopEventsFavorites({ loaderData }: { loaderData: TopEventsFavoritesData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const title = t('favourites_top_title');
  const renderList = (events: readonly WireEvent[]) => (
    <WireEventList events={events} label={title} emptyText={t('favourites_top_empty')} errorText={t('favourites_section_failed')} withSport />
  );
  return (
    <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <FavouritesInSection
        heading={{ title: t('top_title'), nav: <TopTabs current="favorites" /> }}
        title={title}
        topics={TOP_TOPICS}
        emptyText={t('favourites_top_empty')}
        browse={{ to: href('topEvents', { lng: site.lang }), label: t('favourites_top_browse') }}
        renderList={renderList}
      />
    </BettingLayout>
  );
}
