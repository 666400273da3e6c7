// The loader of the results pages (`bettingChampResults`, `bettingChampResultsChamp`): the day from
// ?date= (one of the last seven, in the player's time zone; anything else is today), the optional
// sport and championship from the path, then the championships of the day and their games, read
// on the server so the page renders with the scores. An unknown sport or championship is the 404 page.
import { data, type Params } from 'react-router';
import type { ResultChamp, ResultGame } from '@stavka/contract/feed-wire';
import { idFromSlug } from '@stavka/domain/slug';
import type { TreeData } from './catalogue';
import { loadTree } from './page-data';
import type { FeedClient } from './feed-client';
import { createResultsClient, type ResultsClient } from './results-client';
import { dayWindow, recentDays, type ResultWindow } from './results-day';
import { foundOrNull } from '../../shared/http/page-reads';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS, loaderFeedClient } from './server-feed';
import { sportIdFromSlug } from './sport-slugs';

export interface ResultsPageData {
  readonly tree: TreeData;
  /** The shown day ('2026-11-21') and the days on offer, today first. */
  readonly day: string;
  readonly days: readonly string[];
  readonly sportId: number | null;
  readonly champId: number | null;
  /** Every championship with results that day (the filters); null when the feed did not answer. */
  readonly champs: readonly ResultChamp[] | null;
  /** The day's games after the filters, in start order; null when the feed did not answer. */
  readonly games: readonly ResultGame[] | null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loadResultsPage(request: Request, params: Params, timeZone: string, nowMs = Date.now()): Promise<ResultsPageData> {
  const lang = params.lng ?? 'ru';
  const sportId = params.sportSlug === undefined ? null : (sportIdFromSlug(params.sportSlug) ?? notFound());
  const champId = params.champSlug === undefined ? null : (idFromSlug(params.champSlug) ?? notFound());
  const days = recentDays(nowMs, timeZone);
  const asked = new URL(request.url).searchParams.get('date');
  const day = asked !== null && days.includes(asked) ? asked : (days[0] ?? '');
  const window = dayWindow(day, timeZone) ?? notFound();
  const results = createResultsClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const filter = { ...(sportId === null ? {} : { sportId }), ...(champId === null ? {} : { champId }) };
  const client = loaderFeedClient(request);
  const [tree, champs, games] = await Promise.all([loadTree(client, lang), foundOrNull(results.champs(window, lang)), foundOrNull(results.games(window, filter, lang))]);
  if (champId !== null && !(await isKnownChamp({ champId, sportId, dayChamps: champs, client, results, timeZone, days, lang }))) notFound();
  return { tree, day, days, sportId, champId, champs, games };
}

/**
 * Whether the path's championship is one (of the path's sport): one with results that day, one
 * the feed offers now, or one with results on another of the seven days. Anything else is no page.
 */
async function isKnownChamp(options: {
  champId: number;
  sportId: number | null;
  dayChamps: readonly ResultChamp[] | null;
  client: FeedClient;
  results: ResultsClient;
  timeZone: string;
  days: readonly string[];
  lang: string;
}): Promise<boolean> {
  const { champId, sportId, client, lang } = options;
  const ofSport = (champSportId: number) => sportId === null || champSportId === sportId;
  const sameDay = options.dayChamps?.find((champ) => champ.id === champId);
  if (sameDay) return ofSport(sameDay.sportId);
  const [live, line] = await Promise.all([foundOrNull(client.champ(1, champId, lang)), foundOrNull(client.champ(3, champId, lang))]);
  const offered = live ?? line;
  if (offered) return ofSport(offered.SI);
  const windows = options.days.map((day) => dayWindow(day, options.timeZone)).filter((w): w is ResultWindow => w !== undefined);
  const week = await Promise.all(windows.map((w) => foundOrNull(options.results.champs(w, lang))));
  const recorded = week.flatMap((list) => list ?? []).find((champ) => champ.id === champId);
  return recorded !== undefined && ofSport(recorded.sportId);
}

/** The sports of the day's championships, in the feed's order, each once. */
export function resultSports(champs: readonly ResultChamp[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const champ of champs) if (!seen.has(champ.sportId)) seen.set(champ.sportId, champ.sportName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** Games grouped under their championship, championships in first-game order. */
export function gamesByChamp(games: readonly ResultGame[]): { champId: number; champName: string; games: ResultGame[] }[] {
  const groups = new Map<number, { champId: number; champName: string; games: ResultGame[] }>();
  for (const game of games) {
    const group = groups.get(game.champId) ?? { champId: game.champId, champName: game.champName, games: [] };
    group.games.push(game);
    groups.set(game.champId, group);
  }
  return [...groups.values()];
}
