// The loaders of the betting pages (run on the server): route params checked against the route
// table's rules, then the tree and the first page of each list read from the feed. An unknown
// mode, sport or championship is the 404 page (the routes' dynamic segments would otherwise
// swallow every unknown path under the language).
import { data, type Params } from 'react-router';
import { idFromSlug } from '@stavka/domain/slug';
import { findChamp, HOME_TOP_COUNT, type TreeData } from './catalogue';
import { kindOfMode, sportIdsOf, type BettingMode } from './links';
import { foundOrNull } from '../../shared/http/page-reads';
import { loadSection, loadTree, type SectionData } from './page-data';
import { loaderFeedClient } from './server-feed';
import { sportIdFromSlug } from './sport-slugs';

export interface HomePageData {
  readonly tree: TreeData;
  readonly live: SectionData;
  readonly line: SectionData;
}

export interface ModePageData {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  readonly section: SectionData;
}

export interface SportPageData extends ModePageData {
  readonly sport: { readonly id: number; readonly name: string };
}

export interface ChampPageData extends SportPageData {
  readonly champ: { readonly id: number; readonly name: string };
}

export interface FilterPageData {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  /** One list per chosen sport, in the tree's order (unknown sports last, by id). */
  readonly sports: readonly { readonly id: number; readonly name: string; readonly section: SectionData }[];
}

function notFound(): never {
  throw data(null, { status: 404 });
}

function modeOf(params: Params): BettingMode {
  const mode = params.mode;
  return mode === 'line' || mode === 'live' ? mode : notFound();
}

function langOf(params: Params): string {
  return params.lng ?? 'ru';
}

function sportIdOf(params: Params): number {
  return sportIdFromSlug(params.sportSlug ?? '') ?? notFound();
}

/** The sports home: top live and top line games (issue 4 `bettingHome` / the site's home page). */
export async function loadHomePage(request: Request, params: Params): Promise<HomePageData> {
  const client = loaderFeedClient(request);
  const lang = langOf(params);
  const tree = await loadTree(client, lang);
  const [live, line] = await Promise.all([loadSection(client, tree, 1, { type: 'top' }, lang, HOME_TOP_COUNT), loadSection(client, tree, 3, { type: 'top' }, lang, HOME_TOP_COUNT)]);
  return { tree, live, line };
}

/** Live or line across every sport (`bettingHome`). */
export async function loadModePage(request: Request, params: Params): Promise<ModePageData> {
  const mode = modeOf(params);
  const client = loaderFeedClient(request);
  const lang = langOf(params);
  const tree = await loadTree(client, lang);
  return { tree, mode, section: await loadSection(client, tree, kindOfMode(mode), { type: 'all' }, lang) };
}

/** One sport's games (`bettingMainSection`). */
export async function loadSportPage(request: Request, params: Params): Promise<SportPageData> {
  const mode = modeOf(params);
  const sportId = sportIdOf(params);
  const client = loaderFeedClient(request);
  const lang = langOf(params);
  const tree = await loadTree(client, lang);
  const section = await loadSection(client, tree, kindOfMode(mode), { type: 'sport', sportId }, lang);
  const known = [...tree.live, ...tree.line].find((sport) => sport.id === sportId);
  const name = known?.name ?? section.initial?.[0]?.SN ?? params.sportSlug ?? '';
  return { tree, mode, sport: { id: sportId, name }, section };
}

/** One championship's games (`bettingMainSectionChamp`); an unknown championship is 404. */
export async function loadChampPage(request: Request, params: Params): Promise<ChampPageData> {
  const mode = modeOf(params);
  const sportId = sportIdOf(params);
  const champId = idFromSlug(params.champSlug ?? '') ?? notFound();
  const client = loaderFeedClient(request);
  const lang = langOf(params);
  const kind = kindOfMode(mode);
  const [tree, champ] = await Promise.all([loadTree(client, lang), foundOrNull(client.champ(kind, champId, lang))]);
  // The feed knows no such championship, or it belongs to another sport: no such page.
  if (champ === null || champ.SI !== sportId) notFound();
  const section = await loadSection(client, tree, kind, { type: 'champ', champId }, lang);
  const inTree = findChamp([...tree.live, ...tree.line], champId);
  const sportName = inTree?.sport.name ?? section.initial?.[0]?.SN ?? params.sportSlug ?? '';
  return { tree, mode, sport: { id: sportId, name: sportName }, champ: { id: champId, name: champ.L }, section };
}

/** Several sports chosen in the tree (`bettingSportFilter`, /:mode/filter/1,4): a list per sport. */
export async function loadFilterPage(request: Request, params: Params): Promise<FilterPageData> {
  const mode = modeOf(params);
  const ids = sportIdsOf(params.sportIds ?? '') ?? notFound();
  const client = loaderFeedClient(request);
  const lang = langOf(params);
  const kind = kindOfMode(mode);
  const tree = await loadTree(client, lang);
  const catalogue = kind === 1 ? tree.live : tree.line;
  const rank = (id: number) => {
    const index = catalogue.findIndex((sport) => sport.id === id);
    return index < 0 ? catalogue.length + id : index;
  };
  const ordered = [...ids].sort((a, b) => rank(a) - rank(b));
  const sports = await Promise.all(
    ordered.map(async (sportId) => {
      const section = await loadSection(client, tree, kind, { type: 'sport', sportId }, lang);
      const known = [...tree.live, ...tree.line].find((sport) => sport.id === sportId);
      return { id: sportId, name: known?.name ?? section.initial?.[0]?.SN ?? String(sportId), section };
    }),
  );
  return { tree, mode, sports };
}

export interface MultiLivePageData {
  readonly tree: TreeData;
}

/** Multi-live (`bettingMultiLive`): the tree; the pinned games are the browser's (AppStorage). */
export async function loadMultiLivePage(request: Request, params: Params): Promise<MultiLivePageData> {
  return { tree: await loadTree(loaderFeedClient(request), langOf(params)) };
}
