// The player's bets as the browser reads them (issue 12 "History"): a page of the bet history with
// its filters (POST /web-api/officeapi/getbetshistory; hidden statuses are left out by the server),
// which also gives the open bets under the slip; clearing the history view and mailing a period's
// bets to the player's confirmed e-mail. Every call resolves with the data or the failure.
import {
  betHistoryClearedSchema,
  betHistoryMailedSchema,
  betHistoryPageSchema,
  bettingPaths,
  type BetHistoryRequest,
  type MailBetHistoryRequest,
} from '@stavka/contract/betting-answers';
import type { ApiClient } from '../../shared/api-client';

export type BetsApi = ReturnType<typeof createBetsApi>;

export function createBetsApi(api: ApiClient) {
  return {
    history: (request: BetHistoryRequest, signal?: AbortSignal) =>
      api.send({ url: bettingPaths.history, method: 'POST', body: { ...request }, schema: betHistoryPageSchema, signal, allowParallel: true }),
    clearHistory: () => api.send({ url: bettingPaths.clearHistory, method: 'POST', body: {}, schema: betHistoryClearedSchema }),
    mailHistory: (request: MailBetHistoryRequest) => api.send({ url: bettingPaths.mailHistory, method: 'POST', body: { ...request }, schema: betHistoryMailedSchema }),
  };
}
