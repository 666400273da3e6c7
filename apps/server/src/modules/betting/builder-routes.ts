import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { builderRequestSchema } from '@stavka/contract/bet-builder';
import { AppError } from '../../http/app-error';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { checkBuilder } from './builder-answer';
import { builderEvents } from './builder-offer';
import { placeBuilder } from './builder-placement';
import type { BettingContext } from './context';
import { bettingPlayerOf, readFolded, slipCurrency } from './coupon-request';
import { balanceAfter, loadPlaced, placedValue } from './placed-answer';
import { refusal } from './refusal';

// The bet builder's calls (spec §7.8, §7.10; decision 0026; shapes in contract/bet-builder.ts): the
// outcomes a builder takes on a game (the main feed's `betbuilder` v2 events, no envelope), a builder
// checked and priced for anyone (UpdateCouponBuilder under both open bases), and placed with the
// auth header (MakeBetWebBuilder, once per betGuid).

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });
const OPEN_BASES = ['/service-api/LiveBet/Open', '/service-api/LiveBet-update/Open'];
const MAIN_ROOTS = ['/service-api/main-line-feed', '/service-api/main-live-feed'];
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const eventsBodySchema = z.object({ gameid: id.optional(), id: id.optional(), lng: z.string().max(10).optional() });

export function registerBuilderRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;

  for (const root of MAIN_ROOTS) {
    app.post(`${root}/v2/betbuilder/events`, async (request) => {
      const body = readFolded(eventsBodySchema, request.body ?? {});
      const gameId = body.gameid ?? body.id;
      if (gameId === undefined) throw refusal('malformed', 'The game (gameId) is missing');
      const lng = body.lng ?? request.site.config.global.defaultLanguage;
      if (!ctx.feed.findGame(gameId)) throw new AppError('not_found', 'The game is not in the line');
      const events = builderEvents(ctx, gameId, lng === 'ru' ? 'ru' : 'en');
      if (!events) throw refusal('builderNotOffered', `There is no bet builder for game ${gameId}`);
      return events;
    });
  }

  for (const base of OPEN_BASES) {
    app.post(`${base}/UpdateCouponBuilder`, async (request) => {
      const body = readFolded(builderRequestSchema, request.body);
      return envelope(checkBuilder(ctx, request.site.config, await slipCurrency(ctx, identity, request), body));
    });
  }

  app.post('/service-api/LiveBet/Secure/MakeBetWebBuilder', { preHandler: requireUser(identity) }, async (request) => {
    const body = readFolded(builderRequestSchema, request.body);
    const player = bettingPlayerOf(authOf(request));
    const [placed] = await loadPlaced(ctx, [await placeBuilder(ctx, player, request.site.config, body)]);
    if (!placed) throw new Error('betting: MakeBetWebBuilder placed nothing');
    return envelope(placedValue(placed, await balanceAfter(ctx, player, placed.bet), {}));
  });
}
