// A pressed price as the bet slip keeps it: the ids, the names the slip shows (in the page's
// language at the time of the press), the price and its version.
import type { TFunction } from 'i18next';
import type { EventView, OutcomeView } from './event-view';
import { marketName, outcomeName } from './market-names';
import type { PickedOutcome, ToggleResult } from './selection-types';

/** Largest bet slip (spec §9: maximum bets per coupon, default 50). */
export const SLIP_MAX = 50;

export function pickOf(t: TFunction, event: EventView, outcome: OutcomeView): PickedOutcome {
  return {
    gameId: event.id,
    constId: event.constId,
    kind: event.kind,
    sportId: event.sportId,
    champName: event.champName,
    team1: event.team1,
    team2: event.team2,
    group: outcome.group,
    type: outcome.type,
    param: outcome.param,
    playerId: outcome.playerId,
    marketName: marketName(t, outcome.group),
    outcomeName: outcomeName(t, outcome),
    price: outcome.price,
    blocked: outcome.blocked,
    updatedAt: event.updated,
  };
}

/** What a screen reader hears after a press. */
export function toggleMessage(t: TFunction, result: ToggleResult, pick: PickedOutcome): string {
  const event = t('sportsbook_event_teams', { team1: pick.team1, team2: pick.team2 });
  switch (result) {
    case 'added':
      return t('sportsbook_slip_added', { event, outcome: pick.outcomeName });
    case 'removed':
      return t('sportsbook_slip_removed', { event, outcome: pick.outcomeName });
    case 'replaced':
      return t('sportsbook_slip_replaced', { outcome: pick.outcomeName });
    case 'limit':
      return t('sportsbook_slip_limit', { max: SLIP_MAX });
    case 'placing':
      return t('bet_one_click_pressed', { outcome: pick.outcomeName });
  }
}
