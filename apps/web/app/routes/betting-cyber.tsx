import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SectionLists } from '../features/sportsbook/section-lists';
import { loadCyberPage, type SectionPageData } from '../features/sportsbook/section-loaders';
import { SectionMenu } from '../features/sportsbook/section-menu';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCyberPage(request, params);
}

export function meta({ matches }: MetaArgs) {
  return sectionMeta(matches, 'sections_title_cyber', 'sections_heading_cyber');
}

/** The cyber tab (`bettingCyber`): cyber football, basketball, hockey and esports; its genre menu. */
export default function BettingCyber({ loaderData }: { loaderData: SectionPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, lists } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="cyber" mode={mode} />
      <SectionLists title={t('sections_heading_cyber')} tree={tree} mode={mode} lists={lists} modeLink={(each) => href('bettingCyber', { lng: site.lang, mode: each })}>
        <SectionMenu tree={tree} mode={mode} cyberOnly />
      </SectionLists>
    </BettingLayout>
  );
}
