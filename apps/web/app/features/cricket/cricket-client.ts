// The cricket section's reads of the feed routes (wire-format §1.3): cricket lists (Get1x2_VZip
// with sports=66), its championships (GetChampsZip), one game (GetGamesZip), the key moments of a
// game (GetChronoOfPlayZip) and the search (Web_SearchZip, ≤100 characters, spec §5). Every
// answer is checked with the contract's schemas. Runs in the loaders (baseUrl = the page's origin).
import { z } from 'zod';
import {
  familyEnvelopeSchema,
  familyFailureSchema,
  wireChampSchema,
  wireChampZipSchema,
  wireChronoSchema,
  wireEventSchema,
  type WireChamp,
  type WireChrono,
  type WireEvent,
} from '@stavka/contract/feed-wire';
import { feedParams, feedRoot as root } from '../../shared/http/feed-routes';
import { createHttpClient } from '../../shared/http/http-client';

/** The cricket sport id (wire-format §2.2). */
export const CRICKET_SPORT_ID = 66;
/** Search text limit (spec §5 "Search text at most 100 characters"). */
export const SEARCH_MAX_LENGTH = 100;

export type FeedKind = 1 | 3;

const events = familyEnvelopeSchema(z.array(wireEventSchema));
const champs = familyEnvelopeSchema(z.array(wireChampSchema));
const champ = z.union([familyEnvelopeSchema(wireChampZipSchema), familyFailureSchema]);
const chrono = z.union([familyEnvelopeSchema(wireChronoSchema), familyFailureSchema]);

/** The feed did not answer (network, timeout, 5xx or a malformed answer). */
export class CricketFeedUnavailable extends Error {
  override readonly name = 'CricketFeedUnavailable';
}

export interface CricketClient {
  /** Cricket games of a kind, optionally of some championships (at most 50). */
  games(kind: FeedKind, lang: string, champIds?: readonly number[]): Promise<WireEvent[]>;
  champs(kind: FeedKind, lang: string): Promise<WireChamp[]>;
  /** A cricket championship's name (GetChampZip), or null when the feed has no such championship. */
  champName(id: number, lang: string): Promise<string | null>;
  /** One game of any kind by I or CI; null when the feed has no such game. */
  game(id: number, lang: string): Promise<WireEvent | null>;
  /** The game's key moments (for cricket: the wickets), oldest first; null for an unknown game. */
  chrono(id: number, lang: string): Promise<WireChrono | null>;
  /** Live and pre-match cricket games whose team or championship name has the text. */
  search(text: string, lang: string): Promise<WireEvent[]>;
}

export function createCricketClient(options: { baseUrl?: string; timeoutMs?: number } = {}): CricketClient {
  const http = createHttpClient({ baseUrl: options.baseUrl ?? '', timeoutMs: options.timeoutMs ?? 10_000 });
  async function get<T>(url: string, query: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const result = await http.call({ url, params: query, paramSpecs: feedParams, schema });
    if (!result.ok) throw new CricketFeedUnavailable(result.error.message, { cause: result.error });
    return result.data;
  }
  const games = async (kind: FeedKind, lang: string, champIds?: readonly number[]) =>
    (await get(`${root(kind)}/Get1x2_VZip`, { sports: [CRICKET_SPORT_ID], champs: champIds, count: 50, lng: lang, noFilterBlockEvent: true }, events)).Value;
  return {
    games,
    champs: async (kind, lang) => (await get(`${root(kind)}/GetChampsZip`, { sport: CRICKET_SPORT_ID, lng: lang }, champs)).Value.filter((c) => c.SI === CRICKET_SPORT_ID),
    champName: async (id, lang) => {
      const answer = await get(`${root(3)}/GetChampZip`, { champ: id, lng: lang }, champ);
      return answer.Success && answer.Value.SI === CRICKET_SPORT_ID ? answer.Value.L : null;
    },
    game: async (id, lang) => {
      const answer = await get(`${root(1)}/GetGamesZip`, { ids: [id], lng: lang, noFilterBlockEvent: true }, events);
      return answer.Value.find((event) => event.SI === CRICKET_SPORT_ID) ?? null;
    },
    chrono: async (id, lang) => {
      const answer = await get(`${root(1)}/GetChronoOfPlayZip`, { id, lng: lang }, chrono);
      return answer.Success ? answer.Value : null;
    },
    search: async (text, lang) => {
      const trimmed = text.trim().slice(0, SEARCH_MAX_LENGTH);
      if (trimmed === '') return [];
      const [live, line] = await Promise.all(
        ([1, 3] as const).map((kind) => get(`${root(kind)}/Web_SearchZip`, { text: trimmed, limit: 50, lng: lang }, events)),
      );
      return [...(live?.Value ?? []), ...(line?.Value ?? [])].filter((event) => event.SI === CRICKET_SPORT_ID);
    },
  };
}
