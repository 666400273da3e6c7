// The reader of the results routes (wire-format §1.8): championships with finished games in a
// window (v2/champs) and those games (v3/games), checked with the contract's schemas.
import { resultChampsAnswerSchema, resultGamesAnswerSchema, type ResultChamp, type ResultGame } from '@stavka/contract/feed-wire';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { createHttpClient } from '../../shared/http/http-client';
import type { ResultWindow } from './results-day';

const BASE = '/service-api/result/web/api';

const resultParams: RequestParamCatalogue = {
  sportIds: { kind: 'idList' },
  champId: { kind: 'int' },
  dateFrom: { kind: 'int' },
  dateTo: { kind: 'int' },
  lng: { kind: 'text' },
};

export interface ResultsClient {
  champs(window: ResultWindow, lang: string): Promise<ResultChamp[]>;
  games(window: ResultWindow, filter: { sportId?: number; champId?: number }, lang: string): Promise<ResultGame[]>;
}

export function createResultsClient(options: { baseUrl: string; timeoutMs: number }): ResultsClient {
  const http = createHttpClient({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs });
  const window = (w: ResultWindow) => ({ dateFrom: w.from, dateTo: w.to });
  return {
    champs: async (w, lang) => {
      const result = await http.call({ url: `${BASE}/v2/champs`, params: { ...window(w), lng: lang }, paramSpecs: resultParams, schema: resultChampsAnswerSchema });
      if (!result.ok) throw result.error;
      return result.data.items ?? [];
    },
    games: async (w, filter, lang) => {
      const params = { ...window(w), sportIds: filter.sportId === undefined ? undefined : [filter.sportId], champId: filter.champId, lng: lang };
      const result = await http.call({ url: `${BASE}/v3/games`, params, paramSpecs: resultParams, schema: resultGamesAnswerSchema });
      if (!result.ok) throw result.error;
      return result.data.items ?? [];
    },
  };
}
