import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink as Link } from '../../shared/app-link';
import { EventActions } from '../../shared/event-actions';
import { useRootData } from '../../shared/root-data';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { champLink, modeOfKind } from './links';
import { LiveClock } from './live-clock';
import styles from './game-header.module.css';

export interface GameHeaderProps {
  readonly game: WireGame;
  readonly finished: boolean;
}

/**
 * The game page's header (UX.md): both teams, the championship (a link back to it), and the start
 * time before the game, the score with the period scores and the ticking clock during it, or the
 * final score once it is over. Numbers keep their width, so a new score shifts nothing.
 */
export function GameHeader({ game, finished }: GameHeaderProps) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const home = game.SC.FS.S1 ?? 0;
  const away = game.SC.FS.S2 ?? 0;
  const live = game.KI === 1 && !finished;
  const started = live || finished;
  const champ = champLink(site.lang, modeOfKind(game.KI), { id: game.SI, name: game.SN }, { id: game.LI, nameEn: game.LE });
  return (
    <header className={styles.header} data-game-header={game.I}>
      <div className={styles.top}>
        <Link to={champ} className={styles.champ}>
          {t('game_back_to_champ', { champ: `${game.SN}. ${game.L}` })}
        </Link>
        {/* The favourite star and the notifications bell, when the layout provides them. */}
        {!finished && <EventActions game={{ id: game.I, constId: game.CI, live }} />}
      </div>
      <h1 className={styles.teams}>
        <span>{game.O1}</span>
        {started ? (
          <span className={styles.score} data-game-score="">
            <VisuallyHidden>{t('sportsbook_score', { home, away })}</VisuallyHidden>
            <span aria-hidden="true">
              {home}:{away}
            </span>
          </span>
        ) : (
          <span className={styles.versus} aria-hidden="true">
            —
          </span>
        )}
        {game.O2 !== '' && <span>{game.O2}</span>}
      </h1>
      <div className={styles.state}>
        {finished ? (
          <p className={styles.finished} data-game-finished="">
            <strong>{t('game_finished')}</strong> · {t('game_result', { home, away })}
          </p>
        ) : live ? (
          <p className={styles.live}>
            <span className={styles.badge}>{t('sportsbook_live_badge')}</span>
            {game.SC.SLS !== '' || game.SC.TS > 0 ? <LiveClock seconds={game.SC.TS} running={game.SC.TS > 0 && game.SC.SLS !== ''} /> : null}
            <span>{game.SC.CPS}</span>
          </p>
        ) : (
          <p>
            <time dateTime={new Date(game.S * 1000).toISOString()}>{t('game_starts', { when: formatDateTime(game.S * 1000, site.lang, timeZone, 'long') })}</time>
          </p>
        )}
        {started && game.SC.PS.length > 0 && (
          <ul className={styles.periods} aria-label={t('game_period_scores')}>
            {game.SC.PS.map((period) => (
              <li key={period.Key}>{t('game_period_score', { period: period.Value.NF, home: period.Value.S1 ?? 0, away: period.Value.S2 ?? 0 })}</li>
            ))}
          </ul>
        )}
        {live && game.SC.I !== '' && <p className={styles.info}>{game.SC.I}</p>}
      </div>
    </header>
  );
}
