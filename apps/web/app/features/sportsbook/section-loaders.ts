// The loaders of the special sections (sports home tabs, spec §2): cyber, a cyber menu section,
// marble races, UFC, politics, the brand's global event and bets of your choice. Like the other
// betting pages (page-loaders.ts), the first page of each list comes from the feed on the server.
import { data, type Params } from 'react-router';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import { cyberSportIds, esportsSportId, menuSectionBySlug, type MenuSection } from '@stavka/contract/menu-sections';
import type { PublicSite } from '@stavka/contract/public-site';
import { findChamp, type TreeData } from './catalogue';
import type { FeedClient } from './feed-client';
import { kindOfMode, type BettingMode } from './links';
import { loadSection, loadTree, treeOf, type SectionData } from './page-data';
import { menuSectionParts, sportParts, type SectionPart } from './section-content';
import { foundOrNull } from '../../shared/http/page-reads';
import { loaderFeedClient } from './server-feed';

export interface SectionList {
  readonly part: SectionPart;
  readonly data: SectionData;
}

export interface SectionPageData {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  readonly lists: readonly SectionList[];
}

export interface MenuSectionPageData extends SectionPageData {
  readonly section: Pick<MenuSection, 'code' | 'slug' | 'nameKey'>;
  /** The section has events in play only and this is the line. */
  readonly liveOnly: boolean;
}

export interface OutrightPageData extends SectionPageData {
  /** The outrights with every runner's price (GetGameZip); null when the feed did not answer. */
  readonly games: readonly WireGame[] | null;
}

export interface BestPageData extends SectionPageData {
  readonly event: NonNullable<PublicSite['globalEvent']>;
}

/** Sections whose page lives under /cyber/:sectionSlug: cyber streams and zone, simulated reality, genres. */
const CYBER_MENU_CODES: ReadonlySet<number> = new Set([9, 28, 11, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012]);

/** At most this many outrights get their runners read for one page. */
export const OUTRIGHTS_PER_PAGE = 8;

function notFound(): never {
  throw data(null, { status: 404 });
}

export function modeOf(params: Params): BettingMode {
  const mode = params.mode;
  return mode === 'line' || mode === 'live' ? mode : notFound();
}

async function loadLists(client: FeedClient, tree: TreeData, mode: BettingMode, parts: readonly SectionPart[], lang: string): Promise<SectionList[]> {
  const kind = kindOfMode(mode);
  return Promise.all(parts.map(async (part) => ({ part, data: await loadSection(client, tree, kind, part.scope, lang) })));
}

async function start(request: Request, params: Params) {
  const mode = modeOf(params);
  const lang = params.lng ?? 'ru';
  const client = loaderFeedClient(request);
  return { mode, lang, client, tree: await loadTree(client, lang) };
}

/** Whole sports, one list each, those the feed has games of in this mode. */
export async function loadSportsSection(request: Request, params: Params, sportIds: readonly number[]): Promise<SectionPageData> {
  const { mode, lang, client, tree } = await start(request, params);
  const parts = sportParts(treeOf(tree, kindOfMode(mode)), sportIds);
  return { tree, mode, lists: await loadLists(client, tree, mode, parts, lang) };
}

/** `bettingCyber`: the cyber sports and esports. */
export function loadCyberPage(request: Request, params: Params): Promise<SectionPageData> {
  return loadSportsSection(request, params, [...cyberSportIds, esportsSportId]);
}

/** `bettingCyberSection`: a cyber menu section by its slug (spec §3 menu sections); others are 404. */
export async function loadCyberMenuPage(request: Request, params: Params): Promise<MenuSectionPageData> {
  const section = menuSectionBySlug(params.sectionSlug ?? '');
  if (!section || !CYBER_MENU_CODES.has(section.code)) notFound();
  const { mode, lang, client, tree } = await start(request, params);
  const parts = menuSectionParts(section, treeOf(tree, kindOfMode(mode)), mode === 'live');
  const liveOnly = mode === 'line' && section.content.type === 'sports' && section.content.liveOnly === true;
  return { tree, mode, lists: await loadLists(client, tree, mode, parts, lang), section: { code: section.code, slug: section.slug, nameKey: section.nameKey }, liveOnly };
}

/** The events of the first page of each list, soonest first: at most `perList` of a list, `max` in all. */
export function outrightEvents(lists: readonly SectionList[], max = OUTRIGHTS_PER_PAGE, perList = max): WireEvent[] {
  return lists
    .flatMap((list) => [...(list.data.initial ?? [])].sort((a, b) => a.S - b.S).slice(0, perList))
    .sort((a, b) => a.S - b.S)
    .slice(0, max);
}

/**
 * Outright sports (politics, racing): the lists, and the first outrights with their runners. Races
 * take one per sport (`perList` 1): the next race of each, or the one being run.
 */
export async function loadOutrightPage(request: Request, params: Params, sportIds: readonly number[], perList = OUTRIGHTS_PER_PAGE): Promise<OutrightPageData> {
  const { mode, lang, client, tree } = await start(request, params);
  const lists = await loadLists(client, tree, mode, sportParts(treeOf(tree, kindOfMode(mode)), sportIds), lang);
  const events = outrightEvents(lists, OUTRIGHTS_PER_PAGE, perList);
  const games = await foundOrNull(Promise.all(events.map((event) => client.game(event.I, lang))));
  return { tree, mode, lists, games: games === null ? null : games.filter((game): game is WireGame => game !== null) };
}

/** `bestEuroSection`: the brand's global event; a brand without one has no such page. */
export async function loadBestPage(request: Request, params: Params, site: PublicSite | null): Promise<BestPageData> {
  const event = site?.globalEvent ?? null;
  if (event === null) notFound();
  const { mode, lang, client, tree } = await start(request, params);
  const known = findChamp([...tree.live, ...tree.line], event.champId);
  const part: SectionPart = { key: `champ-${event.champId}`, title: event.name || known?.champ.name || '', scope: { type: 'champ', champId: event.champId } };
  return { tree, mode, lists: await loadLists(client, tree, mode, [part], lang), event };
}
