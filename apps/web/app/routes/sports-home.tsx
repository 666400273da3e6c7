import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { EventsSection } from '../features/sportsbook/events-section';
import { loadModePage, type ModePageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { SectionMenu } from '../features/sportsbook/section-menu';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadModePage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return loaderData.mode === 'live'
    ? pageMeta(matches, { title: 'sportsbook_title_live', description: 'sportsbook_description_live' })
    : pageMeta(matches, { title: 'sportsbook_title_line', description: 'sportsbook_description_line' });
}

/** Live or line across every sport (`bettingHome`, header "Sports" / "Live"). */
export default function SportsHome({ loaderData }: { loaderData: ModePageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, section } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="home" mode={mode} />
      <SectionMenu tree={tree} mode={mode} />
      <EventsSection
        key={`${site.lang}-${mode}`}
        id={`all-${mode}`}
        headingLevel={1}
        title={t(mode === 'live' ? 'sportsbook_heading_live' : 'sportsbook_heading_line')}
        data={section}
        catalogue={treeOf(tree, section.kind)}
        emptyText={t(mode === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
      />
    </BettingLayout>
  );
}
