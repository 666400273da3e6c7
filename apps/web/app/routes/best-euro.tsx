import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { formatDateTime } from '@stavka/i18n/format';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SectionLists } from '../features/sportsbook/section-lists';
import { loadBestPage, type BestPageData } from '../features/sportsbook/section-loaders';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { useRootData } from '../shared/root-data';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadBestPage(request, params, context.siteFor(params.lng ?? ''));
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const name = loaderData.event.name || (loaderData.lists[0]?.part.title ?? '');
  return sectionMeta(matches, 'sections_title_best', name, { event: name });
}

/** The brand's global event (`bestEuroSection`, spec §3 `global_event_*`): its championship's games. */
export default function BestEuro({ loaderData }: { loaderData: BestPageData }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, lists, event } = loaderData;
  const title = event.name || (lists[0]?.part.title ?? '');
  return (
    <BettingLayout tree={tree} place={{ mode, champId: event.champId }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="best" mode={mode} />
      <SectionLists title={title} tree={tree} mode={mode} lists={lists} modeLink={(each) => href('bestEuroSection', { lng: site.lang, mode: each })}>
        {event.firstGameStart !== null && (
          <p>
            <time dateTime={new Date(event.firstGameStart * 1000).toISOString()}>
              {t('sections_global_starts', { date: formatDateTime(event.firstGameStart * 1000, site.lang, timeZone, 'dateTime') })}
            </time>
          </p>
        )}
      </SectionLists>
    </BettingLayout>
  );
}
