import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { politicsSportId } from '@stavka/contract/menu-sections';
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
  return loadOutrightPage(request, params, [politicsSportId]);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_politics', 'sections_heading_politics');
}

/** The politics tab (`politics`): elections as outrights, every candidate with a price. */
export default function BettingPolitics({ loaderData }: { loaderData: OutrightPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, games } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode, sportId: politicsSportId }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="politics" mode={mode} />
      <SectionLists title={t('sections_heading_politics')} tree={tree} mode={mode} lists={[]} hasOther={games !== null && games.length > 0} modeLink={(each) => href('politics', { lng: site.lang, mode: each })}>
        <OutrightCards games={games} />
      </SectionLists>
    </BettingLayout>
  );
}
