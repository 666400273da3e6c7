import { FAVOURITE_GAMES_LIMIT, type FavouritesValue } from '@stavka/contract/favourites';
import { AppError } from '../../http/app-error';
import type { FavouritesContext } from './context';
import { addFavourites, listFavourites, removeFavourites, type FavouriteRow } from './repo';

// Favourite games of a signed-in player (api-contract §7.9). Ids may be game ids (I) or constant
// ids (CI); they are stored as the game id with its constant id, so lists and links agree.

const GAME_NOT_FOUND = 'Game is not found in Sports';

function present(rows: FavouriteRow[]): FavouritesValue {
  return { Games: rows.map((row) => ({ GameId: row.gameId, ConstId: row.constId, AddedAt: Math.floor(row.createdAt.getTime() / 1000) })) };
}

/** The games the feed knows, in the order given; `unknown` lists the ids it does not. */
function resolveGames(ctx: FavouritesContext, ids: number[]): { games: { gameId: number; constId: number }[]; unknown: number[] } {
  const games: { gameId: number; constId: number }[] = [];
  const unknown: number[] = [];
  for (const id of ids) {
    const entry = ctx.feed.findGame(id);
    if (!entry) unknown.push(id);
    else if (!games.some((game) => game.gameId === entry.game.id)) games.push({ gameId: entry.game.id, constId: entry.game.constId });
  }
  return { games, unknown };
}

export async function favouritesOf(ctx: FavouritesContext, userId: number): Promise<FavouritesValue> {
  return present(await listFavourites(ctx.db, userId));
}

/** Adds games; an unknown id refuses the whole call, as does going past the limit. */
export async function addFavouriteGames(ctx: FavouritesContext, userId: number, ids: number[]): Promise<FavouritesValue> {
  const { games, unknown } = resolveGames(ctx, ids);
  if (unknown.length > 0) throw new AppError('not_found', `${GAME_NOT_FOUND}: ${unknown.join(',')}`);
  const outcome = await addFavourites(ctx.db, userId, games, FAVOURITE_GAMES_LIMIT);
  if ('overLimit' in outcome) {
    throw new AppError('conflict', `At most ${FAVOURITE_GAMES_LIMIT} favourite games: remove some first`, undefined, { limit: FAVOURITE_GAMES_LIMIT });
  }
  return favouritesOf(ctx, userId);
}

/** Removes games; a game the feed no longer has (finished long ago) is removed by the id given. */
export async function removeFavouriteGames(ctx: FavouritesContext, userId: number, ids: number[]): Promise<FavouritesValue> {
  const all = new Set(ids);
  for (const id of ids) {
    const entry = ctx.feed.findGame(id);
    if (entry) all.add(entry.game.id).add(entry.game.constId);
  }
  await removeFavourites(ctx.db, userId, [...all]);
  return favouritesOf(ctx, userId);
}

/**
 * A guest's stored favourites after sign-in: merged into the player's list. Games the feed no
 * longer has are dropped and the list stops at the limit (the guest cannot fix either).
 */
export async function migrateFavouriteGames(ctx: FavouritesContext, userId: number, ids: number[]): Promise<FavouritesValue> {
  const { games } = resolveGames(ctx, ids);
  const have = new Set((await listFavourites(ctx.db, userId)).map((row) => row.gameId));
  const room = Math.max(0, FAVOURITE_GAMES_LIMIT - have.size);
  const fresh = games.filter((game) => !have.has(game.gameId)).slice(0, room);
  if (fresh.length > 0) await addFavourites(ctx.db, userId, fresh, FAVOURITE_GAMES_LIMIT);
  return favouritesOf(ctx, userId);
}
