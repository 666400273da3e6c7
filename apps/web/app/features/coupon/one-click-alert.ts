// What a one-click bet tells the player, as a toast (issue 12: "shows the result as a toast"): one
// alert per bet, replaced as the bet goes on (placing → waiting → accepted or refused), so a live
// bet's story stays in one place. Success and waiting wait their turn; a refusal interrupts.
import type { TFunction } from 'i18next';
import { refusalReasonText, refusalText } from '../../shared/bet-refusals';
import type { AlertInput } from '../../shared/ui/alert-store';
import type { OneClickReport } from './one-click';

/** Long enough to read a bet number; a refusal stays until closed. */
const TOAST_MS = 8_000;

let counter = 0;
const ids = new WeakMap<object, string>();

/** One alert id per pressed outcome object, so each report of the same bet replaces the last. */
function alertIdOf(report: OneClickReport): string {
  let id = ids.get(report.pick);
  if (id === undefined) {
    counter += 1;
    id = `one-click-${counter}`;
    ids.set(report.pick, id);
  }
  return id;
}

export function oneClickAlert(t: TFunction, report: OneClickReport): AlertInput {
  const { pick } = report;
  const selection = t('bet_one_click_selection', { event: pick.team2 === '' ? pick.team1 : t('sportsbook_event_teams', { team1: pick.team1, team2: pick.team2 }), outcome: pick.outcomeName });
  const id = alertIdOf(report);
  const title = t('bet_one_click_title');
  switch (report.kind) {
    case 'placing':
      return { id, title, messageKind: 'info', text: t('bet_one_click_placing', { selection }) };
    case 'waiting':
      return { id, title, messageKind: 'info', text: t('bet_one_click_waiting', { selection, number: report.betId, seconds: report.waitSeconds }) };
    case 'accepted':
      return { id, title, messageKind: 'success', text: t('bet_one_click_accepted', { selection, number: report.betId }), timeoutMs: TOAST_MS };
    case 'refused':
      return {
        id,
        title,
        messageKind: 'error',
        text: t('bet_one_click_refused', { selection, reason: report.code !== null ? refusalText(t, report.code) : refusalReasonText(t, report.reason) }),
      };
    case 'unknown':
      return { id, title, messageKind: 'warning', text: t('bet_placement_unknown', { number: report.betId }) };
    case 'unanswered':
      return { id, title, messageKind: 'warning', text: t('bet_one_click_unanswered', { selection }) };
    case 'signed_out':
      return { id, title, messageKind: 'error', text: t('bet_placement_signed_out') };
  }
}
