// The web's reader of the feed routes (wire-format §1): one place that knows their paths, query
// names and envelopes, and checks every answer with the contract's schemas. The same client runs
// in the browser (relative URLs) and in the page loaders on the server (see server-feed.ts).
import { z } from 'zod';
import {
  familyEnvelopeSchema,
  familyFailureSchema,
  v1GameInfoSchema,
  wireChampZipSchema,
  wireChronoSchema,
  wireCountrySchema,
  wireEventSchema,
  wireGameSchema,
  wireSportSchema,
  type WireChampZip,
  type WireChrono,
  type WireCountry,
  type WireEvent,
  type WireGame,
  type WireSport,
} from '@stavka/contract/feed-wire';
import { ODDS_HISTORY_METHOD, oddsHistorySchema, type OddsHistory } from '@stavka/contract/odds-history';
import { ApiError } from '../../shared/http/errors';
import { feedParams, feedRoot as root } from '../../shared/http/feed-routes';
import type { FetchFunction } from '../../shared/http/fetch-with-timeout';
import { createHttpClient } from '../../shared/http/http-client';
import type { FeedKind } from './event-view';

/** One page of a list (Get1x2_VZip): a filter and at most 50 games (spec §9 paging, wire §1.2 cap). */
export interface EventsQuery {
  readonly sports?: readonly number[];
  readonly champs?: readonly number[];
  readonly top?: boolean;
  readonly count: number;
}

export interface FeedClient {
  /** Get1x2_VZip with blocked outcomes kept (the rows show them locked). */
  events(kind: FeedKind, query: EventsQuery, lang: string, signal?: AbortSignal): Promise<WireEvent[]>;
  /** GetSportsShortZip with championships (groupChamps) and the virtual sports. */
  sports(kind: FeedKind, lang: string, signal?: AbortSignal): Promise<WireSport[]>;
  /** rest-core GetCountries. */
  countries(lang: string, signal?: AbortSignal): Promise<WireCountry[]>;
  /** GetChampZip: the championship without prices, or null when the feed has no such championship. */
  champ(kind: FeedKind, champId: number, lang: string, signal?: AbortSignal): Promise<WireChampZip | null>;
  /** GetGamesZip: the named games (by I or CI) of any kind; unknown ones are left out. */
  games(ids: readonly number[], lang: string, signal?: AbortSignal): Promise<WireEvent[]>;
  /** GetGameZip with every market in one list, or null for an unknown game. */
  game(id: number, lang: string, signal?: AbortSignal): Promise<WireGame | null>;
  /** Whether a game is over (v1 gameInfo), or null for an unknown game. */
  finished(kind: FeedKind, id: number, lang: string, signal?: AbortSignal): Promise<boolean | null>;
  /** GetGameZip as the game page reads it: market groups (GE) and sub-games (SG); null for an unknown game. */
  gamePage(id: number, lang: string, signal?: AbortSignal): Promise<WireGame | null>;
  /** The key moments of a game in play (GetChronoOfPlayZip: the match tracker), or null for an unknown game. */
  chrono(id: number, lang: string, signal?: AbortSignal): Promise<WireChrono | null>;
  /** One outcome's recorded prices (the odds graph), or null for an unknown game. */
  oddsHistory(query: OddsHistoryQuery, lang: string, signal?: AbortSignal): Promise<OddsHistory | null>;
}

/** The outcome whose price history the graph shows: game (I or CI), group, type and line. */
export interface OddsHistoryQuery {
  readonly gameId: number;
  readonly group: number;
  readonly type: number;
  readonly param: number | null;
}

export interface FeedClientOptions {
  /** Prefix of the routes: '' in the browser, the page's origin in a loader. */
  baseUrl?: string;
  fetch?: FetchFunction;
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
}

const mainRoot = (kind: FeedKind) => (kind === 1 ? '/service-api/main-live-feed' : '/service-api/main-line-feed');

const eventsAnswer = familyEnvelopeSchema(z.array(wireEventSchema));
const sportsAnswer = familyEnvelopeSchema(z.array(wireSportSchema));
const countriesAnswer = familyEnvelopeSchema(z.array(wireCountrySchema));
const champAnswer = z.union([familyEnvelopeSchema(wireChampZipSchema), familyFailureSchema]);
const gameAnswer = z.union([familyEnvelopeSchema(wireGameSchema), familyFailureSchema]);
const historyAnswer = z.union([familyEnvelopeSchema(oddsHistorySchema), familyFailureSchema]);
const chronoAnswer = z.union([familyEnvelopeSchema(wireChronoSchema), familyFailureSchema]);
const gameInfoAnswer = v1GameInfoSchema.pick({ finished: true }).loose();

/** The feed did not answer (network, timeout, 5xx, malformed answer). */
export class FeedUnavailable extends Error {
  override readonly name = 'FeedUnavailable';
}

export function createFeedClient(options: FeedClientOptions = {}): FeedClient {
  const http = createHttpClient({
    baseUrl: options.baseUrl ?? '',
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });

  /** The checked answer; null when the feed refused with its envelope (unknown id). */
  async function get<T>(url: string, params: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal, cacheTtlMs?: number): Promise<T | null> {
    const result = await http.call({ url, params, paramSpecs: feedParams, schema, ...(signal ? { signal } : {}), ...(cacheTtlMs ? { cacheTtlMs } : {}) });
    if (result.ok) return result.data;
    if (result.error instanceof ApiError) return null;
    throw new FeedUnavailable(result.error.message, { cause: result.error });
  }
  async function list<T>(url: string, params: Record<string, unknown>, schema: z.ZodType<{ Value: T }>, signal?: AbortSignal, cacheTtlMs?: number): Promise<T> {
    const answer = await get(url, params, schema, signal, cacheTtlMs);
    if (answer === null) throw new FeedUnavailable(`${url} refused a list`);
    return answer.Value;
  }

  return {
    events: (kind, query, lang, signal) =>
      list(
        `${root(kind)}/Get1x2_VZip`,
        { sports: query.sports, champs: query.champs, count: query.count, lng: lang, top: query.top === true ? true : undefined, noFilterBlockEvent: true, virtualSports: true },
        eventsAnswer,
        signal,
      ),
    sports: (kind, lang, signal) => list(`${root(kind)}/GetSportsShortZip`, { lng: lang, groupChamps: true, virtualSports: true }, sportsAnswer, signal),
    // Countries change with the catalogue only: kept for a minute.
    countries: (lang, signal) => list('/service-api/rest-core/GetCountries', { lng: lang }, countriesAnswer, signal, 60_000),
    champ: async (kind, champId, lang, signal) => {
      const answer = await get(`${root(kind)}/GetChampZip`, { champ: champId, lng: lang }, champAnswer, signal);
      return answer?.Success === true ? answer.Value : null;
    },
    games: async (ids, lang, signal) => {
      if (ids.length === 0) return [];
      return list(`${root(1)}/GetGamesZip`, { ids: [...ids], lng: lang, noFilterBlockEvent: true }, eventsAnswer, signal);
    },
    game: async (id, lang, signal) => {
      const answer = await get(`${root(1)}/GetGameZip`, { id, lng: lang, GroupEvents: false, isSubGames: false }, gameAnswer, signal);
      return answer?.Success === true ? answer.Value : null;
    },
    gamePage: async (id, lang, signal) => {
      // The same query as the polling fallback of a game topic (shared/live/topic-polling.ts).
      const answer = await get(`${root(1)}/GetGameZip`, { id, lng: lang, GroupEvents: true, isSubGames: true, grMode: 4 }, gameAnswer, signal);
      return answer?.Success === true ? answer.Value : null;
    },
    chrono: async (id, lang, signal) => {
      const answer = await get(`${root(1)}/GetChronoOfPlayZip`, { id, lng: lang }, chronoAnswer, signal);
      return answer?.Success === true ? answer.Value : null;
    },
    oddsHistory: async (query, lang, signal) => {
      const params = { id: query.gameId, g: query.group, t: query.type, p: query.param === null ? undefined : String(query.param), lng: lang };
      const answer = await get(`${root(1)}/${ODDS_HISTORY_METHOD}`, params, historyAnswer, signal);
      return answer?.Success === true ? answer.Value : null;
    },
    finished: async (kind, id, lang, signal) => {
      const answer = await get(`${mainRoot(kind)}/v1/gameInfo`, { gameId: id, lng: lang }, gameInfoAnswer, signal);
      return answer === null ? null : answer.finished;
    },
  };
}
