import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CHAMP_LOGO_PATH, logoUrl, PRE_MATCH_SCORE, TEAM_LOGO_PATH, type WireGame } from '@stavka/contract/feed-wire';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink as Link } from '../../shared/app-link';
import { EventActions } from '../../shared/event-actions';
import { useRootData } from '../../shared/root-data';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { Crest } from './crest';
import { useGameSection } from './game-link-context';
import { champLink, gameSectionLink, modeOfKind, type GameSection } from './links';
import { LiveClock } from './live-clock';
import styles from './game-header.module.css';

/** A way back from the game page: where to and what the link says. */
export interface GameBack {
  readonly to: string;
  readonly label: string;
}

/** A team's page in the frame around the game page, by the team's id and English name. */
export type TeamLinkOf = (team: { id: number; nameEn: string }) => string;

export interface GameHeaderProps {
  readonly game: WireGame;
  readonly finished: boolean;
  /** The frame's way back (a team, a cricket championship); else the section's, else the championship. */
  readonly back?: GameBack | undefined;
  readonly teamLink?: TeamLinkOf | undefined;
}

/** What a section is called in "Back to …": its tab's name (the global event's own name). */
function sectionName(t: TFunction, section: GameSection, game: WireGame, globalEvent: string | undefined): string {
  switch (section) {
    case 'marble':
      return t('sections_tab_marble');
    case 'betsonyour':
      return t('sections_tab_betsonyour');
    case 'best':
      return globalEvent || t('sections_tab_best');
    case 'topgame':
      return t('sections_tab_topgame');
    case 'top-events':
      return `${t('sections_tab_top_events')}. ${game.SN}`;
    case 'main':
      return game.L;
  }
}

/**
 * The game page's header (UX.md): both teams, the way back (the championship; the section or the
 * frame the page was opened in, then the championship beside it), and the start time before the
 * game, the score with the period scores and the ticking clock during it, or the final score once
 * it is over. Numbers keep their width, so a new score shifts nothing.
 */
export function GameHeader({ game, finished, back, teamLink }: GameHeaderProps) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const sc = game.SC ?? PRE_MATCH_SCORE;
  const home = sc.FS.S1 ?? 0;
  const away = sc.FS.S2 ?? 0;
  const live = game.KI === 1 && !finished;
  const started = live || finished;
  // Corners, cards and the like of the whole game (wire-format SC.ST, key 0), as the feed names them.
  const stats = sc.ST.find((group) => group.Key === 0)?.Value ?? [];
  const section = useGameSection();
  const mode = modeOfKind(game.KI);
  const sectionTo = gameSectionLink(site.lang, section, mode, { id: game.SI, name: game.SN });
  const way =
    back ??
    (sectionTo !== null
      ? { to: sectionTo, label: t('game_links_back_to_section', { section: sectionName(t, section, game, site.globalEvent?.name) }) }
      : null);
  const champText = `${game.SN}. ${game.L}`;
  const notes = gameNotes(game);
  const champLogo = game.CHIMG === undefined ? null : <Crest src={logoUrl(CHAMP_LOGO_PATH, game.CHIMG)} name={game.L} kind="champ" size="head" />;
  const side = (id: number, name: string, nameEn: string) =>
    teamLink && id > 0 ? <Link to={teamLink({ id, nameEn })}>{name}</Link> : name;
  return (
    <header className={styles.header} data-game-header={game.I}>
      <div className={styles.top}>
        {way ? (
          <nav className={styles.champ} aria-label={t('game_links_breadcrumbs')} data-game-back="">
            <Link to={way.to}>{way.label}</Link> · {champLogo}
            <span>{champText}</span>
          </nav>
        ) : (
          <Link
            to={champLink(site.lang, mode, { id: game.SI, name: game.SN }, { id: game.LI, nameEn: game.LE })}
            className={styles.champ}
            data-game-back=""
          >
            {champLogo}
            {t('game_back_to_champ', { champ: champText })}
          </Link>
        )}
        {/* The favourite star and the notifications bell, when the layout provides them. */}
        {!finished && <EventActions game={{ id: game.I, constId: game.CI, live }} />}
      </div>
      <h1 className={styles.teams}>
        <span className={styles.side}>
          <Crest src={logoUrl(TEAM_LOGO_PATH, game.O1IMG?.[0])} name={game.O1} kind="team" size="game" />
          {side(game.O1I, game.O1, game.O1E)}
        </span>
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
        {game.O2 !== '' && (
          <span className={styles.side}>
            <Crest src={logoUrl(TEAM_LOGO_PATH, game.O2IMG?.[0])} name={game.O2} kind="team" size="game" />
            {side(game.O2I, game.O2, game.O2E)}
          </span>
        )}
      </h1>
      <div className={styles.state}>
        {finished ? (
          <p className={styles.finished} data-game-finished="">
            <strong>{t('game_finished')}</strong> · {t('game_result', { home, away })}
          </p>
        ) : live ? (
          <p className={styles.live}>
            <span className={styles.badge}>{t('sportsbook_live_badge')}</span>
            {sc.SLS !== '' || sc.TS > 0 ? (
              <LiveClock seconds={sc.TS} running={sc.TS > 0 && sc.SLS !== ''} />
            ) : null}
            <span>{sc.CPS}</span>
          </p>
        ) : (
          <p>
            <time dateTime={new Date(game.S * 1000).toISOString()}>
              {t('game_starts', { when: formatDateTime(game.S * 1000, site.lang, timeZone, 'long') })}
            </time>
          </p>
        )}
        {started && sc.PS.length > 0 && (
          <ul className={styles.periods} aria-label={t('game_period_scores')}>
            {sc.PS.map((period) => (
              <li key={period.Key}>
                {t('game_period_score', { period: period.Value.NF, home: period.Value.S1 ?? 0, away: period.Value.S2 ?? 0 })}
              </li>
            ))}
          </ul>
        )}
        {started && stats.length > 0 && (
          <ul className={styles.periods} aria-label={t('game_tracker_stats')} data-game-stats="">
            {stats.map((stat) => (
              <li key={stat.ID}>{t('game_tracker_stat', { name: stat.N, home: stat.S1, away: stat.S2 })}</li>
            ))}
          </ul>
        )}
        {live && sc.I !== '' && <p className={styles.info}>{sc.I}</p>}
        {notes !== '' && (
          <p className={styles.info} data-game-notes="">
            {notes}
          </p>
        )}
      </div>
    </header>
  );
}

/** The game's misc notes (wire-format MIS): the ground and its city, the format, the round. */
export function gameNotes(game: Pick<WireGame, 'MIS'>): string {
  const note = (k: number) => game.MIS?.find((m) => m.K === k)?.V ?? '';
  const place = [note(2), note(7)].filter((v) => v !== '').join(', ');
  return [place, note(3), note(1)].filter((v) => v !== '').join(' · ');
}
