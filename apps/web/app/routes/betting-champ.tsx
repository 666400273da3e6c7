import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { EventsSection } from '../features/sportsbook/events-section';
import { sportLink } from '../features/sportsbook/links';
import { loadChampPage, type ChampPageData } from '../features/sportsbook/page-loaders';
import { treeOf } from '../features/sportsbook/page-data';
import { AppLink as Link } from '../shared/app-link';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import styles from './betting-champ.module.css';
import { BettingPage } from './betting-page';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadChampPage(request, params);
}

export function meta({ matches, loaderData }: MetaArgs<typeof loader>) {
  if (!loaderData) return [];
  return pageMeta(
    matches,
    { title: 'sportsbook_title_champ', description: 'sportsbook_description_champ' },
    { champ: loaderData.champ.name },
  );
}

/** One championship in line or live (`bettingMainSectionChamp`). */
export default function BettingChamp({ loaderData }: { loaderData: ChampPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, sport, champ, section } = loaderData;
  return (
    <BettingPage tree={loaderData.tree} place={{ mode, sportId: sport.id, champId: champ.id }}>
      {(tree) => (
        <EventsSection
          key={`${site.lang}-${mode}-${champ.id}`}
          id={`champ-${champ.id}`}
          headingLevel={1}
          title={champ.name}
          data={section}
          catalogue={treeOf(tree, section.kind)}
          emptyText={t(mode === 'live' ? 'sportsbook_empty_live' : 'sportsbook_empty_line')}
          withSport={false}
          actions={
            <Link to={sportLink(site.lang, mode, sport)} className={styles.back}>
              {t('sportsbook_back_to_sport', { sport: sport.name })}
            </Link>
          }
        />
      )}
    </BettingPage>
  );
}
