import { useTranslation } from 'react-i18next';
import type { ResultChamp, ResultGame } from '@stavka/contract/feed-wire';
import { href } from '@stavka/contract/route-href';
import { idSlug } from '@stavka/domain/slug';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { BETTING_TIMERS } from '../../shared/live/betting-timers';
import { racePlacings, scoreParts } from './results-day';
import { useLoaderRefresh } from './results-refresh';
import { gamesByChamp, resultSports, type ResultsPageData } from './results-page-data';
import { sportSlug } from './sport-slugs';
import styles from './results-page.module.css';
import { champWithSport } from './champ-title';

function resultsLink(lng: string, day: string, sport?: { id: number; name: string }, champ?: ResultChamp): string {
  const query = { date: day };
  if (!sport) return href('bettingChampResults', { lng }, query);
  const sportPart = sportSlug(sport.id, sport.name);
  if (!champ) return href('bettingChampResults', { lng, sportSlug: sportPart }, query);
  return href('bettingChampResultsChamp', { lng, sportSlug: sportPart, champSlug: idSlug(champ.id, champ.name) }, query);
}

/**
 * The results of finished games (`bettingChampResults*`): a day of the last seven, the sports and
 * championships that had results that day as filters, and every game's final and period scores.
 * Plain links all the way: the page is server rendered and each filter is a URL.
 */
export function ResultsPage({ data }: { data: ResultsPageData }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const lng = site.lang;
  useLoaderRefresh(BETTING_TIMERS.champResults.any, data.champs === null || data.games === null);
  const sports = resultSports(data.champs ?? []);
  const sport = sports.find((s) => s.id === data.sportId);
  const champs = (data.champs ?? []).filter((c) => data.sportId === null || c.sportId === data.sportId);
  const dayName = (day: string, index: number) => (index === 0 ? t('results_today') : formatDateTime(Date.parse(`${day}T12:00:00Z`), lng, 'UTC', 'dayMonth'));
  return (
    <section className={styles.page} aria-labelledby="results-title">
      <h1 id="results-title" className={styles.title}>
        {t('results_title')}
      </h1>
      <div className={styles.filters}>
        <nav aria-label={t('results_days')}>
          <ul className={styles.chips}>
            {data.days.map((day, index) => (
              <li key={day}>
                <Link to={resultsLink(lng, day, sport)} className={styles.chip} aria-current={day === data.day ? 'page' : undefined}>
                  <time dateTime={day}>{dayName(day, index)}</time>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {sports.length > 0 && (
          <nav aria-label={t('results_sports')}>
            <ul className={styles.chips}>
              <li>
                <Link to={resultsLink(lng, data.day)} className={styles.chip} aria-current={data.sportId === null ? 'page' : undefined}>
                  {t('results_all_sports')}
                </Link>
              </li>
              {sports.map((s) => (
                <li key={s.id}>
                  <Link to={resultsLink(lng, data.day, s)} className={styles.chip} aria-current={s.id === data.sportId && data.champId === null ? 'page' : undefined}>
                    {s.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {champs.length > 0 && (
          <nav aria-label={t('results_champs')}>
            <ul className={styles.chips}>
              {champs.map((champ) => (
                <li key={champ.id}>
                  <Link
                    to={resultsLink(lng, data.day, { id: champ.sportId, name: champ.sportName }, champ)}
                    className={styles.chip}
                    aria-current={champ.id === data.champId ? 'page' : undefined}
                  >
                    {data.sportId === null ? champWithSport(champ.sportName, champ.name) : champ.name} ({champ.gamesCount})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <ResultGames games={data.games} failed={data.games === null || data.champs === null} />
    </section>
  );
}

function ResultGames({ games, failed }: { games: readonly ResultGame[] | null; failed: boolean }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <p className={styles.error} role="status">
        {t('results_feed_error')}
      </p>
    );
  if (!games || games.length === 0) return <p className={styles.note}>{t('results_empty')}</p>;
  return (
    <>
      {gamesByChamp(games).map((group) => (
        <section key={group.champId} className={styles.champ} aria-labelledby={`results-champ-${group.champId}`}>
          <h2 id={`results-champ-${group.champId}`} className={styles.champTitle}>
            {group.champName}
          </h2>
          <ul className={styles.games}>
            {group.games.map((game) => (
              <ResultRow key={game.id} game={game} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The first places a race's result lists (the podium). */
const PLACINGS_SHOWN = 3;

function ResultRow({ game }: { game: ResultGame }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const { final, periods } = scoreParts(game.score);
  const placings = racePlacings(game);
  const cancelled = game.status === 4;
  return (
    <li className={styles.game} data-result={game.id}>
      <time className={styles.time} dateTime={new Date(game.dateStart * 1000).toISOString()}>
        {formatDateTime(game.dateStart * 1000, site.lang, timeZone, 'time')}
      </time>
      <span className={styles.teams}>
        <span className={styles.team}>{game.opp1}</span>
        {game.opp2 !== '' && <span className={styles.team}>{game.opp2}</span>}
      </span>
      {cancelled ? (
        <span className={styles.cancelled}>{t('results_cancelled')}</span>
      ) : placings ? (
        <ol className={styles.placings} aria-label={t('results_placings')} data-placings="">
          {placings.slice(0, PLACINGS_SHOWN).map((p) => (
            <li key={p.place} value={p.place}>
              {p.runner}
            </li>
          ))}
        </ol>
      ) : (
        <span className={styles.score}>
          <span className={styles.final} data-score="">
            {final}
          </span>
          {periods.length > 0 && <span className={styles.periods}>({periods.join(', ')})</span>}
        </span>
      )}
    </li>
  );
}
