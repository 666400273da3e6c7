// The calls of api-contract §7.9 as the browser makes them. The service-api calls answer the family
// envelope; the save call answers `{success, data}`. Every call resolves, never rejects: a failure
// carries the server's message (its `Error`, or the office error message) for an alert.
import { z } from 'zod';
import {
  eventTypesAnswerSchema,
  favouritesAnswerSchema,
  favouritesPaths,
  gameSubscriptionAnswerSchema,
  gameSubscriptionSchema,
  type GameEventType,
  type GameEventTypeId,
  type GameSubscription,
} from '@stavka/contract/favourites';
import type { ApiClient } from '../../shared/api-client';
import type { HTTPError } from '../../shared/http/errors';

export type Outcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string; readonly status: number };

export interface FavouritesApi {
  list(): Promise<Outcome<number[]>>;
  add(gameIds: readonly number[]): Promise<Outcome<number[]>>;
  remove(gameIds: readonly number[]): Promise<Outcome<number[]>>;
  migrate(gameIds: readonly number[]): Promise<Outcome<number[]>>;
  eventTypes(gameId: number, lng: string): Promise<Outcome<GameEventType[]>>;
  subscription(gameId: number): Promise<Outcome<GameSubscription>>;
  save(gameId: number, events: readonly GameEventTypeId[], lng: string): Promise<Outcome<GameSubscription>>;
}

const familyError = z.object({ Error: z.string().min(1) });

function failure(error: HTTPError): { ok: false; message: string; status: number } {
  const family = familyError.safeParse(error.data);
  return { ok: false, message: family.success ? family.data.Error : error.message, status: error.statusCode };
}

export function createFavouritesApi(api: ApiClient): FavouritesApi {
  const games = async (method: 'GET' | 'POST' | 'DELETE', url: string, gameIds?: readonly number[]): Promise<Outcome<number[]>> => {
    const result = await api.http.call({
      url,
      method,
      credentials: 'same-origin',
      allowParallel: true,
      ...(gameIds ? { body: { gameIds: [...gameIds] } } : {}),
      schema: favouritesAnswerSchema,
    });
    return result.ok ? { ok: true, data: result.data.Value.Games.map((game) => game.GameId) } : failure(result.error);
  };
  return {
    list: () => games('GET', favouritesPaths.list),
    add: (ids) => games('POST', favouritesPaths.games, ids),
    remove: (ids) => games('DELETE', favouritesPaths.games, ids),
    migrate: (ids) => games('POST', favouritesPaths.migrateGames, ids),
    async eventTypes(gameId, lng) {
      // `lng` goes in the URL as it is: the parameter rules leave out the default language.
      const query = new URLSearchParams({ gameId: String(gameId), lng });
      const result = await api.http.call({ url: `${favouritesPaths.eventTypes}?${query.toString()}`, schema: eventTypesAnswerSchema });
      return result.ok ? { ok: true, data: result.data.Value } : failure(result.error);
    },
    async subscription(gameId) {
      const result = await api.http.call({
        url: favouritesPaths.subscription,
        method: 'POST',
        credentials: 'same-origin',
        body: { gameId },
        schema: gameSubscriptionAnswerSchema,
      });
      return result.ok ? { ok: true, data: result.data.Value } : failure(result.error);
    },
    async save(gameId, events, lng) {
      const result = await api.send({ url: favouritesPaths.saveSubscription, method: 'POST', body: { gameId, events: [...events], lng }, schema: gameSubscriptionSchema });
      return result.ok ? { ok: true, data: result.data } : { ok: false, message: result.failure.message, status: result.failure.status };
    },
  };
}
