// The loaders of the game page (`bettingMainGame` and the section and top-list game routes) and of the odds-graph popup (`statisticGraph`),
// run on the server: the path's ids checked, then GetGameZip with market groups and sub-games read
// from the feed (decision 0010). An unknown game, or one of another sport or championship than the
// path names, is the 404 page; a feed that fails fails the page (503, shared/http/page-reads.ts).
import { data, type Params } from 'react-router';
import type { WireGame } from '@stavka/contract/feed-wire';
import { oddsFormatFromId, type OddsFormat } from '@stavka/domain/odds/formats';
import { idFromSlug } from '@stavka/domain/slug';
import type { TreeData } from './catalogue';
import type { BettingMode } from './links';
import { foundOrNull } from '../../shared/http/page-reads';
import { loadTree } from './page-data';
import { loaderFeedClient } from './server-feed';
import { sportIdFromSlug } from './sport-slugs';

export interface GamePageData {
  readonly tree: TreeData;
  readonly mode: BettingMode;
  readonly sportId: number;
  /** The id of the path: the game id or its constant id. */
  readonly requestedId: number;
  readonly game: WireGame | null;
  readonly finished: boolean;
}

/** The game page's data inside another section's frame (team, cricket), whose loader checks the game. */
export interface FullGameData {
  readonly requestedId: number;
  /** Null for a game the feed does not know (the section's own loader decides what that means). */
  readonly game: WireGame | null;
  readonly finished: boolean;
}

export interface GraphPopupData {
  readonly requestedId: number;
  readonly game: WireGame | null;
  /** The format the popup's path asks for (`coefView`); the player's own when absent. */
  readonly format: OddsFormat | null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The game, null for an unknown one. */
async function readGame(request: Request, gameId: number, lang: string): Promise<{ game: WireGame | null; finished: boolean }> {
  const client = loaderFeedClient(request);
  const [game, finished] = await Promise.all([
    foundOrNull(client.gamePage(gameId, lang)),
    // gameInfo finds a game of either kind under either root.
    foundOrNull(client.finished(1, gameId, lang)),
  ]);
  return { game, finished: finished === true };
}

export async function loadGamePage(request: Request, params: Params): Promise<GamePageData> {
  const mode = params.mode === 'line' || params.mode === 'live' ? params.mode : notFound();
  // The section game routes (marble, best, bets of your choice, top games) name no sport: the
  // game's own sport stands then.
  const sportId = params.sportSlug === undefined ? undefined : (sportIdFromSlug(params.sportSlug) ?? notFound());
  const champId = idFromSlug(params.champSlug ?? '') ?? notFound();
  const requestedId = idFromSlug(params.gameSlug ?? '') ?? notFound();
  const lang = params.lng ?? 'ru';
  const [tree, { game, finished }] = await Promise.all([loadTree(loaderFeedClient(request), lang), readGame(request, requestedId, lang)]);
  if (game === null || (sportId !== undefined && game.SI !== sportId) || (game.LI !== champId && game.CMG === undefined)) notFound();
  return { tree, mode, sportId: sportId ?? game.SI, requestedId, game, finished };
}

/** The full game of a game slug for another section's game page; 404 for a slug without an id. */
export async function loadFullGame(request: Request, gameSlug: string | undefined, lang: string): Promise<FullGameData> {
  const requestedId = idFromSlug(gameSlug ?? '') ?? notFound();
  const { game, finished } = await readGame(request, requestedId, lang);
  return { requestedId, game, finished };
}

export async function loadGraphPopup(request: Request, params: Params): Promise<GraphPopupData> {
  const requestedId = /^\d{1,15}$/.test(params.gameId ?? '') ? Number(params.gameId) : notFound();
  const coefView = params.coefView;
  const format = coefView === undefined ? null : ((/^\d$/.test(coefView) ? oddsFormatFromId(Number(coefView)) : undefined) ?? notFound());
  const { game } = await readGame(request, requestedId, params.lng ?? 'ru');
  if (game === null) notFound();
  return { requestedId, game, format };
}
