import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAMP_LOGO_PATH, logoUrl, PRE_MATCH_SCORE, TEAM_LOGO_PATH, type WireChrono, type WireGame } from '@stavka/contract/feed-wire';
import { href } from '@stavka/contract/route-href';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Crest } from './crest';
import { createFeedClient } from './feed-client';
import { LiveClock } from './live-clock';
import styles from './game-broadcast.module.css';

/** Cricket (wire-format §2.2): its broadcasts have a page of their own in the cricket section. */
const CRICKET = 66;
/** The key moments are read again at least this often (wire-format §5: timeline provider, live). */
const MOMENTS_REFRESH_MS = 60_000;

/**
 * The broadcast of a game in play (wire-format VI): no video source is configured, so it is the
 * match tracker, opened from the game's page — a disclosure here, the cricket section's own
 * broadcast page for cricket.
 */
export function GameBroadcast({ game }: { game: WireGame }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [open, setOpen] = useState(false);
  const panelId = `tracker-${game.I}`;
  if (game.SI === CRICKET) {
    return (
      <Link to={href('cricketBroadcast', { lng: site.lang, gameId: String(game.I) })} className={styles.open} data-broadcast="">
        {t('game_broadcast_open')}
      </Link>
    );
  }
  return (
    <div className={styles.broadcast}>
      <button type="button" className={styles.open} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-broadcast="">
        {open ? t('game_broadcast_close') : t('game_broadcast_open')}
      </button>
      {open && <GameTracker id={panelId} game={game} />}
    </div>
  );
}

/** The match tracker: the score and clock, the statistics as bars, and the key moments. */
export function GameTracker({ id, game }: { id: string; game: WireGame }) {
  const { t } = useTranslation();
  const sc = game.SC ?? PRE_MATCH_SCORE;
  const stats = sc.ST.flatMap((group) => group.Value);
  const home = sc.FS.S1 ?? 0;
  const away = sc.FS.S2 ?? 0;
  return (
    <section id={id} className={styles.tracker} aria-labelledby={`${id}-title`} data-tracker={game.I}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('game_tracker_title')}
      </h2>
      <p className={styles.note}>{t('game_tracker_note')}</p>
      <div className={styles.board} aria-live="polite" aria-atomic="true">
        <span className={styles.side}>
          <Crest src={logoUrl(TEAM_LOGO_PATH, game.O1IMG?.[0])} name={game.O1} kind="team" size="game" />
          <span>{game.O1}</span>
        </span>
        <span className={styles.score} data-tracker-score="">
          {home}:{away}
        </span>
        <span className={styles.side}>
          <span>{game.O2}</span>
          <Crest src={logoUrl(TEAM_LOGO_PATH, game.O2IMG?.[0])} name={game.O2} kind="team" size="game" />
        </span>
      </div>
      <p className={styles.period}>
        {(sc.SLS !== '' || sc.TS > 0) && <LiveClock seconds={sc.TS} running={sc.TS > 0 && sc.SLS !== ''} />} <span>{sc.CPS}</span>
        {game.CHIMG !== undefined && <Crest src={logoUrl(CHAMP_LOGO_PATH, game.CHIMG)} name={game.L} kind="champ" size="head" />}
      </p>
      {stats.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('game_tracker_stats')}</h3>
          <ul className={styles.stats}>
            {stats.map((stat) => (
              <StatRow key={stat.ID} name={stat.N} home={Number(stat.S1) || 0} away={Number(stat.S2) || 0} />
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.subtitle}>{t('game_tracker_moments')}</h3>
      <KeyMoments game={game} />
    </section>
  );
}

/** One statistic: both numbers and a bar split between the sides. */
function StatRow({ name, home, away }: { name: string; home: number; away: number }) {
  const { t } = useTranslation();
  const total = home + away;
  const share = total === 0 ? 50 : (100 * home) / total;
  return (
    <li className={styles.stat} aria-label={t('game_tracker_stat', { name, home, away })}>
      <span aria-hidden="true" className={styles.statLine}>
        <span className={styles.statValue}>{home}</span>
        <span>{name}</span>
        <span className={styles.statValue}>{away}</span>
      </span>
      <svg className={styles.bar} viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width={share} height="4" className={styles.barHome} />
        <rect x={share} y="0" width={100 - share} height="4" className={styles.barAway} />
      </svg>
    </li>
  );
}

/** The game's key moments (GetChronoOfPlayZip), read again when the score or the period moves. */
function KeyMoments({ game }: { game: WireGame }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const sc = game.SC ?? PRE_MATCH_SCORE;
  const stats = sc.ST.flatMap((group) => group.Value.map((s) => `${s.S1}:${s.S2}`)).join(',');
  const moments = useQuery({
    queryKey: ['chrono', game.I, site.lang, `${sc.FS.S1 ?? 0}:${sc.FS.S2 ?? 0}|${sc.CP}|${stats}`],
    queryFn: ({ signal }): Promise<WireChrono | null> => createFeedClient().chrono(game.I, site.lang, signal),
    refetchInterval: MOMENTS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
  if (moments.isError && !moments.data) return <p className={styles.note}>{t('game_tracker_moments_error')}</p>;
  const list = moments.data?.H ?? [];
  if (list.length === 0) return <p className={styles.note}>{moments.isPending ? '…' : t('game_tracker_no_moments')}</p>;
  return (
    <ol className={styles.moments} data-moments="">
      {[...list].reverse().map((moment, index) => {
        const minute = Math.floor(moment.TS / 60) + 1;
        const team = moment.M === 1 ? game.O1 : moment.M === 2 ? game.O2 : '';
        return (
          <li key={`${moment.TS}-${moment.K}-${list.length - index}`}>
            {team === '' ? t('game_tracker_moment', { minute, name: moment.N }) : t('game_tracker_moment_team', { minute, name: moment.N, team })}
            {moment.K === 1 && <span className={styles.momentScore}> · {t('game_tracker_moment_score', { home: moment.S1, away: moment.S2 })}</span>}
          </li>
        );
      })}
    </ol>
  );
}
