import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { href } from '@stavka/contract/route-href';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink as Link } from '../shared/app-link';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { SectionLists } from '../features/sportsbook/section-lists';
import { loadCyberMenuPage, type MenuSectionPageData } from '../features/sportsbook/section-loaders';
import { SectionMenu } from '../features/sportsbook/section-menu';
import { sectionMeta } from '../features/sportsbook/section-meta';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { useRootData } from '../shared/root-data';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCyberMenuPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return sectionMeta(matches, 'sections_title_menu', loaderData.section.nameKey);
}

/** A cyber menu section (`bettingCyberSection`): an esports genre, cyber streams or the cyber zone. */
export default function BettingCyberSection({ loaderData }: { loaderData: MenuSectionPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const { mode, lists, section, liveOnly } = loaderData;
  return (
    <BettingLayout tree={tree} place={{ mode }} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
      <SectionTabs active="cyber" mode={mode} />
      <SectionLists
        title={t(section.nameKey as MessageKey)}
        tree={tree}
        mode={mode}
        lists={lists}
        hasOther={liveOnly}
        modeLink={(each) => href('bettingCyberSection', { lng: site.lang, mode: each, sectionSlug: section.slug })}
      >
        <SectionMenu tree={tree} mode={mode} cyberOnly activeCode={section.code} />
        {liveOnly && (
          <p>
            {t('sections_live_only')} <Link to={href('bettingCyberSection', { lng: site.lang, mode: 'live', sectionSlug: section.slug })}>{t('sections_open_live')}</Link>
          </p>
        )}
      </SectionLists>
    </BettingLayout>
  );
}
