import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { EventsSection } from '../features/sportsbook/events-section';
import { loadSportPage, type SportPageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSportPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  const title = loaderData.mode === 'live' ? 'sportsbook_title_sport_live' : 'sportsbook_title_sport_line';
  return pageMeta(matches, { title, description: 'sportsbook_description_sport' }, { sport: loaderData.sport.name });
}

/** One sport in line or live (`bettingMainSection`), its championships loaded as the player scrolls. */
export default function BettingSection({ loaderData }: { loaderData: SportPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, sport, section } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode, sportId: sport.id }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <EventsSection
        key={`${site.lang}-${mode}-${sport.id}`}
        id={`sport-${sport.id}`}
        headingLevel={1}
        title={`${sport.name} · ${t(mode === 'live' ? 'sportsbook_heading_live' : 'sportsbook_heading_line')}`}
        data={section}
        catalogue={treeOf(tree, section.kind)}
        emptyText={t(mode === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
        withSport={false}
      />
    </BettingLayout>
  );
}
