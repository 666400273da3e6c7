// The cricket section's page data (spec §2 cricket*), read on the server by the route loaders and
// again when a page refreshes itself. Unknown games and championships are the 404 page, a part the
// feed has nothing for is null; a feed that fails fails the page (503, shared/http/page-reads.ts).
import { data } from 'react-router';
import type { WireChrono, WireEvent } from '@stavka/contract/feed-wire';
import { idFromSlug } from '@stavka/domain/slug';
import { foundOrNull } from '../../shared/http/page-reads';
import { SEARCH_MAX_LENGTH, type CricketClient } from './cricket-client';

export interface CricketListsData {
  readonly live: readonly WireEvent[] | null;
  readonly line: readonly WireEvent[] | null;
}

export interface CricketChampRow {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  readonly live: number;
  readonly line: number;
}

export interface CricketChampData extends CricketListsData {
  readonly champ: { readonly id: number; readonly name: string };
}

export interface CricketGameData {
  readonly game: WireEvent;
  readonly chrono: WireChrono | null;
}

export interface CricketSearchData {
  readonly query: string;
  readonly results: readonly WireEvent[] | null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Live and pre-match cricket (home, all events, broadcasts). */
export async function loadCricketLists(client: CricketClient, lang: string): Promise<CricketListsData> {
  const [live, line] = await Promise.all([foundOrNull(client.games(1, lang)), foundOrNull(client.games(3, lang))]);
  return { live, line };
}

/** Every cricket championship with games, live and pre-match counted apart. */
export async function loadCricketChamps(client: CricketClient, lang: string): Promise<readonly CricketChampRow[] | null> {
  const [live, line] = await Promise.all([foundOrNull(client.champs(1, lang)), foundOrNull(client.champs(3, lang))]);
  if (live === null && line === null) return null;
  const rows = new Map<number, CricketChampRow>();
  for (const [kind, list] of [['live', live ?? []], ['line', line ?? []]] as const)
    for (const champ of list) {
      const row = rows.get(champ.LI) ?? { id: champ.LI, name: champ.L, nameEn: champ.LE, live: 0, line: 0 };
      rows.set(champ.LI, { ...row, [kind]: row[kind] + champ.GC });
    }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, lang));
}

export async function loadCricketChamp(client: CricketClient, lang: string, champSlug: string | undefined): Promise<CricketChampData> {
  const champId = idFromSlug(champSlug ?? '') ?? notFound();
  const [name, live, line] = await Promise.all([foundOrNull(client.champName(champId, lang)), foundOrNull(client.games(1, lang, [champId])), foundOrNull(client.games(3, lang, [champId]))]);
  if (name === null) notFound();
  return { champ: { id: champId, name }, live, line };
}

/** One cricket game with its key moments; `gameId` is the digits of a route parameter or slug. */
export async function loadCricketGame(client: CricketClient, lang: string, idText: string | undefined): Promise<CricketGameData> {
  const gameId = idFromSlug(idText ?? '') ?? notFound();
  const [game, chrono] = await Promise.all([foundOrNull(client.game(gameId, lang)), foundOrNull(client.chrono(gameId, lang))]);
  if (game === null) notFound();
  return { game, chrono };
}

/** The search page: `q` from the address, cut to the spec's 100 characters. */
export async function loadCricketSearch(client: CricketClient, lang: string, url: URL): Promise<CricketSearchData> {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  if (query === '') return { query, results: [] };
  return { query, results: await foundOrNull(client.search(query, lang)) };
}
