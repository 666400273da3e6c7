import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import type { TreeData } from './catalogue';
import { EventsSection } from './events-section';
import { GameLinkProvider } from './game-link-context';
import { champLink, type BettingMode } from './links';
import { treeOf } from './page-data';
import { sportSlug } from './sport-slugs';
import type { TopChampLink, TopEventsData, TopGamesData, TopModeData, TopSportData } from './top-page-data';
import styles from './top-pages.module.css';
import { champWithSport } from './champ-title';

/** Links between the views of top events: both modes, line, live, the favourites among them. */
export function TopTabs({ current }: { current: BettingMode | 'all' | 'favorites' }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const tabs = [
    { key: 'all', label: t('top_all'), to: href('topEvents', { lng: site.lang }) },
    { key: 'line', label: t('top_line'), to: href('topEventsHome', { lng: site.lang, mode: 'line' }) },
    { key: 'live', label: t('top_live'), to: href('topEventsHome', { lng: site.lang, mode: 'live' }) },
    { key: 'favorites', label: t('favourites_nav'), to: href('topEventsFavorites', { lng: site.lang }) },
  ] as const;
  return (
    <nav aria-label={t('top_tabs')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} className={styles.tab} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TopChamps({ id, mode, champs }: { id: string; mode: BettingMode; champs: readonly TopChampLink[] }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  if (champs.length === 0) return null;
  const sports = [...new Map(champs.map((champ) => [champ.sport.id, champ.sport])).values()];
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {t(mode === 'live' ? 'top_champs_live' : 'top_champs_line')}
      </h2>
      <ul className={styles.champs} aria-label={t('top_sports')}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link
              to={href('topEventsSection', { lng: site.lang, mode, sportSlug: sportSlug(sport.id, sport.name) })}
              className={styles.tab}
            >
              {sport.name}
            </Link>
          </li>
        ))}
      </ul>
      <ul className={styles.champs}>
        {champs.map((champ) => (
          <li key={champ.id}>
            <Link to={champLink(site.lang, mode, champ.sport, champ)} className={styles.tab}>
              {champWithSport(champ.sport.name, champ.name)}
              <span className={styles.count}>{champ.games}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopMode({ tree, data }: { tree: TreeData; data: TopModeData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { mode, section } = data;
  return (
    <>
      <EventsSection
        key={`${site.lang}-top-${mode}`}
        id={`top-${mode}`}
        title={t(mode === 'live' ? 'top_games_live' : 'top_games_line')}
        data={section}
        catalogue={treeOf(tree, section.kind)}
        emptyText={t('top_empty')}
        component="topGames"
        infinite={false}
      />
      {data.champs && <TopChamps id={`top-champs-${mode}`} mode={mode} champs={data.champs} />}
    </>
  );
}

/** Top events (`topEvents`, `topEventsHome`): top games, followed live, and top championships. */
export function TopEventsPage({ tree, data, current }: { tree: TreeData; data: TopEventsData; current: BettingMode | 'all' }) {
  const { t } = useTranslation();
  return (
    <GameLinkProvider section="top-events">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('top_title')}</h1>
        <TopTabs current={current} />
        {data.modes.map((mode) => (
          <TopMode key={mode.mode} tree={tree} data={mode} />
        ))}
      </div>
    </GameLinkProvider>
  );
}

/** A sport's top championships (`topEventsSection`), each a live list. */
export function TopSportPage({ tree, data }: { tree: TreeData; data: TopSportData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <GameLinkProvider section="top-events">
      <div className={styles.page}>
        <h1 className={styles.title}>{t('top_sport_title', { sport: data.sport.name })}</h1>
        <TopTabs current={data.mode} />
        {data.sections.map(({ champ, section }) => (
          <EventsSection
            key={`${site.lang}-top-${data.mode}-${champ?.id ?? data.sport.id}`}
            id={`top-${data.mode}-${champ?.id ?? data.sport.id}`}
            title={champ ? champ.name : data.sport.name}
            data={section}
            catalogue={treeOf(tree, section.kind)}
            emptyText={t('top_empty')}
            component="topGames"
            withSport={false}
            infinite={false}
            actions={
              champ ? (
                <Link to={champLink(site.lang, data.mode, champ.sport, champ)} className={styles.note}>
                  {t('top_all_games_of', { champ: champ.name })}
                </Link>
              ) : undefined
            }
          />
        ))}
      </div>
    </GameLinkProvider>
  );
}

/** Top games (`bettingTopgameSection`): the feed's top list of a mode, followed live. */
export function TopGamesPage({ tree, data }: { tree: TreeData; data: TopGamesData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const other: BettingMode = data.mode === 'live' ? 'line' : 'live';
  return (
    <GameLinkProvider section="topgame">
      <EventsSection
        key={`${site.lang}-topgame-${data.mode}`}
        id={`topgame-${data.mode}`}
        headingLevel={1}
        title={t(data.mode === 'live' ? 'top_games_live' : 'top_games_line')}
        data={data.section}
        catalogue={treeOf(tree, data.section.kind)}
        emptyText={t('top_empty')}
        component="topGames"
        infinite={false}
        actions={
          <Link to={href('bettingTopgameSection', { lng: site.lang, mode: other })} className={styles.tab}>
            {t(other === 'live' ? 'top_games_live' : 'top_games_line')}
          </Link>
        }
      />
    </GameLinkProvider>
  );
}
