import type { FastifyInstance } from 'fastify';
import { registerCrestRoutes } from './crests/crest-routes';
import type { Feed } from './service';
import { createRouteContext } from './wire/answer';
import { registerLineLiveRoutes } from './wire/line-live-routes';
import { registerMainFeedRoutes } from './wire/main-feed-routes';
import { registerOddsHistoryRoutes } from './wire/odds-history-routes';
import { registerRestCoreRoutes } from './wire/rest-core-routes';
import { registerResultsRoutes } from './wire/results-routes';
import { registerTeamRoutes } from './wire/team-routes';

// The feed's HTTP routes (issue 4 "Feed calls"), all answered from the live state in memory with
// cached, pre-serialised bodies (DESIGN §4), and the crests its logo files name.

export function registerFeedRoutes(app: FastifyInstance, feed: Feed): void {
  const ctx = createRouteContext(feed.state);
  registerLineLiveRoutes(app, ctx);
  registerMainFeedRoutes(app, ctx);
  registerResultsRoutes(app, ctx);
  registerRestCoreRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerOddsHistoryRoutes(app, feed);
  registerCrestRoutes(app, feed.state);
}
