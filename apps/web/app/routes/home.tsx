import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { AppLink as Link } from '../shared/app-link';
import { href } from '@stavka/contract/route-href';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { HomeBanners } from '../features/home-banners/home-banners';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { EventsSection } from '../features/sportsbook/events-section';
import { homeLink } from '../features/sportsbook/links';
import { AsianShowcase } from '../features/sportsbook/home-asian';
import { loadHome, type HomeData } from '../features/sportsbook/home-loaders';
import { HomeMulti } from '../features/sportsbook/home-multi';
import { SectionTabs } from '../features/sportsbook/section-tabs';
import { treeOf, type SectionData } from '../features/sportsbook/page-data';
import { HOME_TOP_COUNT, type TreeData } from '../features/sportsbook/catalogue';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './home.module.css';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  // The variant (spec §2) comes with the brand's public configuration for this visitor's geo.
  return loadHome(request, params, context.siteFor(params.lng ?? ''));
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(matches, { title: 'home_title', description: 'home_meta_description' });
}

const highlighted = ['rules', 'howbet', 'payment', 'responsiblegaming', 'about', 'contacts'] as const;

/**
 * The home page is the sports home (issue 4) in the brand's variant (spec §2): by default the tabs,
 * top live and top line games, then where to read more; the Asian showcase (handicaps and totals)
 * for Asian-view geos; or the configured blocks of the multi-build page.
 */
export default function Home({ loaderData }: { loaderData: HomeData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  const info = <HomeInfo />;
  return (
    <div className={styles.home} data-home-variant={loaderData.variant}>
      <h1 className={styles.title}>{t('home_title', { brand: site.name })}</h1>
      <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
        <HomeBanners />
        {loaderData.variant === 'multi' ? (
          <HomeMulti tree={tree} blocks={loaderData.blocks} info={info} />
        ) : loaderData.variant === 'asian' ? (
          <>
            <SectionTabs active="home" mode="line" />
            <h2 className={styles.heading}>{t('sections_asian_heading')}</h2>
            <AsianShowcase key={`${site.lang}-asian-live`} kind={1} title={t('sections_asian_live')} initial={loaderData.live.initial} />
            <AsianShowcase key={`${site.lang}-asian-line`} kind={3} title={t('sections_asian_line')} initial={loaderData.line.initial} />
            {info}
          </>
        ) : (
          <>
            <SectionTabs active="home" mode="line" />
            <DefaultLists live={loaderData.live} line={loaderData.line} tree={tree} />
            {info}
          </>
        )}
      </BettingLayout>
    </div>
  );
}

function DefaultLists({ live, line, tree }: { live: SectionData; line: SectionData; tree: TreeData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <>
        <EventsSection
          key={`${site.lang}-top-live`}
          id="top-live"
          title={t('sportsbook_heading_top_live')}
          data={live}
          catalogue={treeOf(tree, 1)}
          emptyText={t('sportsbook_empty_top')}
          infinite={false}
          limit={HOME_TOP_COUNT}
          actions={<Link to={homeLink(site.lang, 'live')}>{t('sportsbook_all_live')}</Link>}
        />
        <EventsSection
          key={`${site.lang}-top-line`}
          id="top-line"
          title={t('sportsbook_heading_top_line')}
          data={line}
          catalogue={treeOf(tree, 3)}
          emptyText={t('sportsbook_empty_top')}
          infinite={false}
          limit={HOME_TOP_COUNT}
          actions={<Link to={homeLink(site.lang, 'line')}>{t('sportsbook_all_line')}</Link>}
        />
    </>
  );
}

/** Where to read more, and the age notice. */
function HomeInfo() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <>
        <section aria-labelledby="home-info">
          <h2 id="home-info" className={styles.heading}>
            {t('home_info_heading')}
          </h2>
          <p className={styles.intro}>{t('home_intro', { brand: site.name })}</p>
          <ul className={styles.cards}>
            {highlighted.map((key) => (
              <li key={key}>
                <Link className={styles.card} to={href('information', { lng: site.lang, page: key })}>
                  {t(`info_page_${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.notice}>{t('home_age_notice', { age: site.minAge })}</p>
    </>
  );
}
