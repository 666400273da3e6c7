import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  eventTypesQuerySchema,
  favouriteGamesInputSchema,
  favouritesPaths,
  gameSubscriptionQuerySchema,
  migrateFavouritesInputSchema,
  saveSubscriptionInputSchema,
} from '@stavka/contract/favourites';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import type { FavouritesContext } from './context';
import { langOf } from './event-types';
import { addFavouriteGames, favouritesOf, migrateFavouriteGames, removeFavouriteGames } from './favourites-service';
import { eventTypesOf, saveGameSubscription, subscriptionOf } from './subscription-service';

// api-contract §7.9. The service-api calls answer the family envelope (their errors too: the
// error handler speaks it under /service-api/); the site's save call answers `{success, data}`.

/** `{"Id":0,"Success":true,"Error":"","ErrorCode":0,"Guid":"","Value":…}` (wire-format §1.1). */
function family<T>(value: T) {
  return { Id: 0, Success: true as const, Error: '' as const, ErrorCode: 0 as const, Guid: '', Value: value };
}

/** A body, else the query: DELETE and GET callers send ids in the query (spec §7.1). */
function inputOf(request: FastifyRequest): unknown {
  const body = request.body;
  return body !== undefined && body !== null && typeof body === 'object' && Object.keys(body).length > 0 ? body : request.query;
}

function requestLang(request: FastifyRequest, lng: string | undefined) {
  return langOf(lng ?? request.site.config.global.defaultLanguage);
}

export function registerFavouriteRoutes(app: FastifyInstance, ctx: FavouritesContext, identity: IdentityContext): void {
  const signedIn = { preHandler: requireUser(identity) };

  app.get(favouritesPaths.list, signedIn, async (request) => family(await favouritesOf(ctx, authOf(request).user.id)));

  app.post(favouritesPaths.games, signedIn, async (request) => {
    const input = validate(favouriteGamesInputSchema, inputOf(request));
    return family(await addFavouriteGames(ctx, authOf(request).user.id, input.gameIds));
  });

  app.delete(favouritesPaths.games, signedIn, async (request) => {
    const input = validate(favouriteGamesInputSchema, inputOf(request));
    return family(await removeFavouriteGames(ctx, authOf(request).user.id, input.gameIds));
  });

  app.post(favouritesPaths.migrateGames, signedIn, async (request) => {
    const input = validate(migrateFavouritesInputSchema, inputOf(request));
    return family(await migrateFavouriteGames(ctx, authOf(request).user.id, input.gameIds));
  });

  // Open: a guest may see what could be followed before signing in.
  app.get(favouritesPaths.eventTypes, async (request) => {
    const input = validate(eventTypesQuerySchema, request.query);
    return family(eventTypesOf(ctx, input.gameId, requestLang(request, input.lng)));
  });

  app.post(favouritesPaths.subscription, signedIn, async (request) => {
    const input = validate(gameSubscriptionQuerySchema, inputOf(request));
    return family(await subscriptionOf(ctx, authOf(request).user.id, input.gameId));
  });

  app.post(favouritesPaths.saveSubscription, signedIn, async (request) => {
    const input = validate(saveSubscriptionInputSchema, request.body);
    const auth = authOf(request);
    const saved = await saveGameSubscription(
      ctx,
      { userId: auth.user.id, siteId: request.site.id },
      { gameId: input.gameId, events: input.events, lang: requestLang(request, input.lng ?? auth.user.language) },
    );
    return { success: true, data: saved };
  });
}
