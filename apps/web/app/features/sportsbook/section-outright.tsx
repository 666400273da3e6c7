import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import { formatDateTime } from '@stavka/i18n/format';
import { useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { eventView, outcomeView, type OutcomeView } from './event-view';
import { useGameLink } from './game-link-context';
import { pickOf, toggleMessage } from './pick';
import { PriceButton } from './price-button';
import { Countdown } from './section-countdown';
import { useSelectionSink } from './selection-sink';
import styles from './section-outright.module.css';

/** Winner market of outrights and races (decision 0008). */
export const WINNER_GROUP = 9001;

/** Every outcome of a game, whether the answer lists them flat (E) or grouped (GE). */
export function gameOutcomes(game: WireGame): WireOutcome[] {
  return game.E ?? (game.GE ?? []).flatMap((group) => group.E.flat());
}

/** The winner market's runners, favourite first (lowest price); each runner once. */
export function winnerRunners(game: WireGame): WireOutcome[] {
  const seen = new Set<number>();
  return gameOutcomes(game)
    .filter((o) => o.G === WINNER_GROUP && o.PL !== undefined)
    .filter((o) => (seen.has(o.PL?.I ?? 0) ? false : (seen.add(o.PL?.I ?? 0), true)))
    .sort((a, b) => a.C - b.C);
}

export interface OutrightCardProps {
  readonly gameId: number;
  /** The game as the page's loader read it; without it the card waits for the game topic's snapshot. */
  readonly game: WireGame | undefined;
  readonly headingLevel: 2 | 3;
  /** Races: a countdown to the start instead of the date. */
  readonly countdown?: boolean;
}

/**
 * An outright or a race (spec §2 politics, marble, bets of your choice): its runners with the
 * winner price, kept live through the game's push topic; a price press goes to the bet slip.
 */
export function OutrightCard({ gameId, game: initial, headingLevel, countdown = false }: OutrightCardProps) {
  useLiveTopic({ kind: 'game', gameId }, countdown ? 'syntheticGame' : 'game', initial ? { game: initial } : undefined);
  const game = useLiveGame(gameId) ?? initial;
  if (!game)
    return (
      <div className={styles.card} aria-busy="true" data-outright-loading={gameId}>
        <SkeletonRows count={4} />
      </div>
    );
  return <LoadedOutrightCard game={game} headingLevel={headingLevel} countdown={countdown} />;
}

function LoadedOutrightCard({ game, headingLevel, countdown }: { game: WireGame; headingLevel: 2 | 3; countdown: boolean }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const sink = useSelectionSink();
  const [announcement, setAnnouncement] = useState('');
  const event = eventView({ ...game, E: gameOutcomes(game), AE: [] });
  const runners = winnerRunners(game);
  const link = useGameLink()(event);
  const onPick = useCallback(
    (outcome: OutcomeView) => {
      const pick = pickOf(t, event, outcome);
      setAnnouncement(toggleMessage(t, sink.toggle(pick), pick));
    },
    [t, sink, event],
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `outright-${game.I}`;
  const live = game.KI === 1;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-outright={game.I}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          <Link to={link}>{game.O1}</Link>
        </Heading>
        <p className={styles.meta}>
          <span>{game.L}</span>
          {live ? (
            <span className={styles.live}>{game.SC?.CPS || t('sections_race_started')}</span>
          ) : countdown ? (
            <Countdown start={game.S} />
          ) : (
            <time dateTime={new Date(game.S * 1000).toISOString()}>{t('sections_event_starts', { date: formatDateTime(game.S * 1000, site.lang, timeZone, 'dateTime') })}</time>
          )}
        </p>
      </header>
      {runners.length === 0 ? (
        <p className={styles.note}>{t('sections_outright_none')}</p>
      ) : (
        <ol className={styles.runners} aria-label={t('sections_runners_label', { event: game.O1 })}>
          {runners.map((runner, index) => (
            <li key={runner.PL?.I ?? index} className={styles.runner}>
              <span className={styles.name}>{runner.PL?.N}</span>
              <PriceButton
                outcome={outcomeView(game.I, runner)}
                label={t('sections_winner_short')}
                eventLabel={`${game.O1}: ${runner.PL?.N ?? ''}`}
                onPick={onPick}
              />
            </li>
          ))}
        </ol>
      )}
      <Link to={link} className={styles.all}>
        {t('sections_all_markets')}
      </Link>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </article>
  );
}
