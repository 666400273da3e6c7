// The loaders of the top pages: top events (`topEvents`, `topEventsHome`, `topEventsSection`) and
// top games (`bettingTopgameSection`). Top games are the feed's top list (Get1x2_VZip?top=true,
// the push topic `top`); top championships come from WebGetTopChampsZip, each shown as a live list
// of its own. Everything is read on the server for the first view and followed live after.
import { data, type Params } from 'react-router';
import type { WireChamp } from '@stavka/contract/feed-wire';
import type { TreeData } from './catalogue';
import { kindOfMode, type BettingMode } from './links';
import { loadSection, loadTree, type SectionData } from './page-data';
import { foundOrNull } from '../../shared/http/page-reads';
import { feedOrigin, LOADER_FEED_TIMEOUT_MS, loaderFeedClient } from './server-feed';
import { sportIdFromSlug } from './sport-slugs';
import { createTopChampsClient } from './top-client';

/** Championship lists on a sport's top page: each follows a push topic, and a socket holds few. */
export const TOP_CHAMP_SECTIONS = 5;

export interface TopChampLink {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  readonly sport: { readonly id: number; readonly name: string };
  readonly games: number;
}

export interface TopModeData {
  readonly mode: BettingMode;
  readonly section: SectionData;
  /** The top championships of the mode; null when the feed did not answer. */
  readonly champs: readonly TopChampLink[] | null;
}

export interface TopEventsData {
  readonly tree: TreeData;
  readonly modes: readonly TopModeData[];
}

export interface TopSportData {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  readonly sport: { readonly id: number; readonly name: string };
  /** One list per top championship of the sport, or the sport's list when it has none. */
  readonly sections: readonly { readonly champ: TopChampLink | null; readonly section: SectionData }[];
}

export interface TopGamesData {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  readonly section: SectionData;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

function modeOf(params: Params): BettingMode {
  return params.mode === 'line' || params.mode === 'live' ? params.mode : notFound();
}

function sportName(tree: TreeData, mode: BettingMode, sportId: number): string {
  const sports = mode === 'live' ? tree.live : tree.line;
  return (sports.find((s) => s.id === sportId) ?? [...tree.live, ...tree.line].find((s) => s.id === sportId))?.name ?? '';
}

export function topChampLinks(champs: readonly WireChamp[], tree: TreeData, mode: BettingMode): TopChampLink[] {
  return champs.map((champ) => ({ id: champ.LI, name: champ.L, nameEn: champ.LE, games: champ.GC, sport: { id: champ.SI, name: sportName(tree, mode, champ.SI) } }));
}

async function loadMode(request: Request, tree: TreeData, mode: BettingMode, lang: string): Promise<TopModeData> {
  const client = loaderFeedClient(request);
  const topChamps = createTopChampsClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const kind = kindOfMode(mode);
  const [section, champs] = await Promise.all([loadSection(client, tree, kind, { type: 'top' }, lang), foundOrNull(topChamps(kind, lang))]);
  return { mode, section, champs: champs && topChampLinks(champs, tree, mode) };
}

/** `topEvents`: the top of live and line together. */
export async function loadTopEvents(request: Request, params: Params): Promise<TopEventsData> {
  const lang = params.lng ?? 'ru';
  const tree = await loadTree(loaderFeedClient(request), lang);
  const modes = await Promise.all((['live', 'line'] as const).map((mode) => loadMode(request, tree, mode, lang)));
  return { tree, modes };
}

/** `topEventsHome`: the top of one mode. */
export async function loadTopEventsHome(request: Request, params: Params): Promise<TopEventsData> {
  const mode = modeOf(params);
  const lang = params.lng ?? 'ru';
  const tree = await loadTree(loaderFeedClient(request), lang);
  return { tree, modes: [await loadMode(request, tree, mode, lang)] };
}

/** `topEventsSection`: a sport's top championships, each a live list. */
export async function loadTopEventsSport(request: Request, params: Params): Promise<TopSportData> {
  const mode = modeOf(params);
  const sportId = sportIdFromSlug(params.sportSlug ?? '') ?? notFound();
  const lang = params.lng ?? 'ru';
  const client = loaderFeedClient(request);
  const kind = kindOfMode(mode);
  const topChamps = createTopChampsClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
  const [tree, champs] = await Promise.all([loadTree(client, lang), foundOrNull(topChamps(kind, lang))]);
  const ofSport = topChampLinks(champs ?? [], tree, mode)
    .filter((champ) => champ.sport.id === sportId)
    .slice(0, TOP_CHAMP_SECTIONS);
  const sections =
    ofSport.length > 0
      ? await Promise.all(ofSport.map(async (champ) => ({ champ, section: await loadSection(client, tree, kind, { type: 'champ', champId: champ.id }, lang) })))
      : [{ champ: null, section: await loadSection(client, tree, kind, { type: 'sport', sportId }, lang) }];
  return { tree, mode, sport: { id: sportId, name: sportName(tree, mode, sportId) || (params.sportSlug ?? '') }, sections };
}

/** `bettingTopgameSection`: the top games of a mode. */
export async function loadTopGames(request: Request, params: Params): Promise<TopGamesData> {
  const mode = modeOf(params);
  const lang = params.lng ?? 'ru';
  const client = loaderFeedClient(request);
  const tree = await loadTree(client, lang);
  return { tree, mode, section: await loadSection(client, tree, kindOfMode(mode), { type: 'top' }, lang) };
}
