import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { outcomeView, type OutcomeView } from './event-view';
import { gameEventView, mainOutcomes } from './game-view';
import { pickOf, toggleMessage } from './pick';
import { PriceButton } from './price-button';
import { useSelectionSink } from './selection-sink';

/** Column labels by the number of columns of the main market (1 X 2, or 1 2). */
const LABELS: Readonly<Record<number, readonly MessageKey[]>> = {
  2: ['sportsbook_main_home', 'sportsbook_main_away'],
  3: ['sportsbook_main_home', 'sportsbook_main_draw', 'sportsbook_main_away'],
};

/**
 * The main market of a game held as a game topic (GetGameZip) as the lists' price buttons: live
 * from the store's cells (flash ▲/▼, lock when blocked, highlighted when in the slip), a press
 * adds or removes the selection in the bet slip. Pages of other features compose it in their
 * routes (the favourites page). Renders nothing while the game has no main market.
 */
export function GameMainPrices({ game }: { game: WireGame }) {
  const { t } = useTranslation();
  const sink = useSelectionSink();
  const [announcement, setAnnouncement] = useState('');
  const outcomes = useMemo(() => mainOutcomes(game).map((outcome) => outcomeView(game.I, outcome)), [game]);
  const onPick = useCallback(
    (outcome: OutcomeView) => {
      const pick = pickOf(t, gameEventView(game), outcome);
      setAnnouncement(toggleMessage(t, sink.toggle(pick), pick));
    },
    [t, sink, game],
  );
  const labels = LABELS[outcomes.length];
  if (!labels) return null;
  const eventLabel = t('sportsbook_event_teams', { team1: game.O1, team2: game.O2 });
  return (
    <>
      {outcomes.map((outcome, index) => (
        <PriceButton
          key={`${outcome.group}-${outcome.type}`}
          outcome={outcome}
          label={t(labels[index] ?? 'sportsbook_main_home')}
          eventLabel={eventLabel}
          onPick={onPick}
        />
      ))}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </>
  );
}
