import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { AppLink as Link } from '../shared/app-link';
import { href } from '@stavka/contract/route-href';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { BettingLayout } from '../features/sportsbook/betting-layout';
import { EventsSection } from '../features/sportsbook/events-section';
import { homeLink } from '../features/sportsbook/links';
import { loadHomePage, type HomePageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useTreeData } from '../features/sportsbook/use-tree-data';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './home.module.css';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadHomePage(request, params);
}

export function meta({ matches }: MetaArgs) {
  return pageMeta(matches, { title: 'home_title', description: 'home_meta_description' });
}

const highlighted = ['rules', 'howbet', 'payment', 'responsiblegaming', 'about', 'contacts'] as const;

/** The home page is the sports home (issue 4): top live and top line games, then where to read more. */
export default function Home({ loaderData }: { loaderData: HomePageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const tree = useTreeData(loaderData.tree, site.lang);
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{t('home_title', { brand: site.name })}</h1>
      <BettingLayout tree={tree} place={{}} slip={<CouponPanel oddsFormat={format} lang={site.lang} />}>
        <EventsSection
          key={`${site.lang}-top-live`}
          id="top-live"
          title={t('sportsbook_heading_top_live')}
          data={loaderData.live}
          catalogue={treeOf(tree, 1)}
          emptyText={t('sportsbook_empty_top')}
          infinite={false}
          actions={<Link to={homeLink(site.lang, 'live')}>{t('sportsbook_all_live')}</Link>}
        />
        <EventsSection
          key={`${site.lang}-top-line`}
          id="top-line"
          title={t('sportsbook_heading_top_line')}
          data={loaderData.line}
          catalogue={treeOf(tree, 3)}
          emptyText={t('sportsbook_empty_top')}
          infinite={false}
          actions={<Link to={homeLink(site.lang, 'line')}>{t('sportsbook_all_line')}</Link>}
        />
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
      </BettingLayout>
    </div>
  );
}
