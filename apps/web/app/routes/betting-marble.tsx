import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { greyhoundSportId, marbleSportId } from '@stavka/contract/menu-sections';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SectionLists } from '../features/sportsbook/section-lists';
import { loadOutrightPage, type OutrightPageData } from '../features/sportsbook/section-loaders';
import { OutrightCards } from '../features/sportsbook/section-outright-cards';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  // The next race of each product (or the one being run, live) with its runners.
  return loadOutrightPage(request, params, [marbleSportId, greyhoundSportId], 1);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_marble', 'sections_heading_marble');
}

/** The marble tab (`bettingMarbleSection`): marble and greyhound races, the next ones with runners and a countdown. */
export default function BettingMarble({ loaderData }: { loaderData: OutrightPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, lists, games } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="marble" mode={mode} />
      <SectionLists title={t('sections_heading_marble')} tree={tree} mode={mode} lists={lists} modeLink={(each) => href('bettingMarbleSection', { lng: site.lang, mode: each })}>
        <OutrightCards games={games} countdown />
      </SectionLists>
    </BettingLayout>
  );
}
