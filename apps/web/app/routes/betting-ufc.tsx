import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { ufcSportId } from '@stavka/contract/menu-sections';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SectionLists } from '../features/sportsbook/section-lists';
import { loadSportsSection, type SectionPageData } from '../features/sportsbook/section-loaders';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSportsSection(request, params, [ufcSportId]);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_ufc', 'sections_heading_ufc');
}

/** The UFC tab (`ufc`): fights of every UFC card, line or live. */
export default function BettingUfc({ loaderData }: { loaderData: SectionPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, lists } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode, sportId: ufcSportId }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="ufc" mode={mode} />
      <SectionLists title={t('sections_heading_ufc')} tree={tree} mode={mode} lists={lists} modeLink={(each) => href('ufc', { lng: site.lang, mode: each })} />
    </BettingLayout>
  );
}
