import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import { chase, oversText, runsText } from './cricket-score';
import { cricketLinks } from './cricket-links';
import type { CricketGameView } from './cricket-view';
import styles from './cricket.module.css';

/** One side's line: the team and its innings "145/3 (15.2)", or "yet to bat". */
export function CricketSideLine({ game, side }: { game: CricketGameView; side: 0 | 1 }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const team = game.teams[side];
  const score = game.score.sides[side];
  const batting = game.score.batting === side;
  return (
    <div className={cx(styles.side, batting && styles.batting)} data-side={side + 1}>
      <span>
        {team.id > 0 ? <Link to={cricketLinks.team(site.lang, team.id)}>{team.name}</Link> : team.name}
        {batting && <span className={styles.status}> · {t('cricket_batting')}</span>}
      </span>
      <span className={styles.runs} data-runs="">
        {score.batted ? t('cricket_innings_score', { score: runsText(score), overs: oversText(score.balls) }) : game.live ? t('cricket_yet_to_bat') : ''}
      </span>
    </div>
  );
}

/** The state of play under the score: the chase, the innings or the start time. */
export function CricketStatus({ game }: { game: CricketGameView }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  if (!game.live) return <p className={styles.status}>{formatDateTime(game.start * 1000, site.lang, timeZone, 'dateTime')}</p>;
  const need = chase(game.score);
  const text = need && game.score.batting !== null ? t('cricket_chase', { runs: need.runs, balls: need.balls, rate: need.rate }) : game.score.period;
  return <p className={styles.status}>{text}</p>;
}

export interface CricketScoreboardProps {
  readonly games: readonly CricketGameView[];
  /** The list's accessible name. */
  readonly label: string;
  readonly emptyText: string;
}

/** Cricket games as score cards (runs/wickets and overs), with links to the game and its tracker. */
export function CricketScoreboard({ games, label, emptyText }: CricketScoreboardProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  if (games.length === 0) return <p className={styles.note}>{emptyText}</p>;
  return (
    <ul className={styles.cards} aria-label={label}>
      {games.map((game) => (
        <li key={game.id} className={styles.card} data-game={game.id}>
          <Link className={styles.champ} to={cricketLinks.champ(site.lang, { id: game.champId, nameEn: game.champNameEn })}>
            {game.champName}
          </Link>
          <CricketSideLine game={game} side={0} />
          <CricketSideLine game={game} side={1} />
          <CricketStatus game={game} />
          <div className={styles.links}>
            <Link to={cricketLinks.game(site.lang, game)} aria-label={t('cricket_game_link_label', { team1: game.teams[0].name, team2: game.teams[1].name })}>
              {t('cricket_game_link')}
            </Link>
            {game.live && (
              <Link to={cricketLinks.broadcast(site.lang, game.id)} aria-label={t('cricket_tracker_link_label', { team1: game.teams[0].name, team2: game.teams[1].name })}>
                {t('cricket_tracker_link')}
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
