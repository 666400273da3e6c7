import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../identity/service';
import type { FavouritesContext } from './context';
import { startNoticeSubscriber } from './notice-subscriber';
import { registerFavouriteRoutes } from './routes';

// What the app uses of favourites and game subscriptions (api-contract §7.9): the routes and the
// notice subscriber, started together and stopped with the app.

export type { FavouritesContext } from './context';
export { favouritesOf } from './favourites-service';

export async function registerFavourites(app: FastifyInstance, ctx: FavouritesContext, identity: IdentityContext): Promise<void> {
  registerFavouriteRoutes(app, ctx, identity);
  const subscriber = await startNoticeSubscriber(ctx);
  app.addHook('onClose', async () => subscriber.stop());
}
