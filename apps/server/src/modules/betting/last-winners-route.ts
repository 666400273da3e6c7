import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LastWinner } from '@stavka/contract/coupon-calls';
import { validate } from '../../http/validate';
import type { IdentityContext } from '../identity/service';
import type { BettingContext } from './context';
import { lastWinners } from './last-winners';

// rest-core GetLastWinners (api-contract §7.10, wire-format §1.3): the brand's recent big wins in
// the family envelope. Anyone may ask, so an answer is kept a minute per brand, language and count.

const CACHE_MS = 60_000;
const querySchema = z.looseObject({
  count: z.coerce.number().int().min(1).max(50).default(10),
  lng: z.string().max(10).optional(),
});

export function registerLastWinnersRoute(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx } = deps;
  const cache = new Map<string, { until: number; value: LastWinner[] }>();

  app.get('/service-api/rest-core/GetLastWinners', async (request) => {
    const query = validate(querySchema, request.query ?? {});
    const lng = query.lng === 'ru' || (query.lng === undefined && request.site.config.global.defaultLanguage === 'ru') ? 'ru' : 'en';
    const now = ctx.now();
    const key = `${request.site.id}:${lng}:${query.count}`;
    const cached = cache.get(key);
    if (cached && cached.until > now.getTime()) return envelope(cached.value);
    const value = await lastWinners(
      ctx.db,
      {
        siteId: request.site.id,
        now,
        count: query.count,
        teamsOf: (gameId) => {
          const game = ctx.feed.findGame(gameId)?.game;
          return game ? { team1: game.team1.name[lng], team2: game.team2?.name[lng] ?? '' } : undefined;
        },
      },
      (code) => ctx.wallet.currencies.byCode(code),
    );
    if (cache.size > 1000) cache.clear();
    cache.set(key, { until: now.getTime() + CACHE_MS, value });
    return envelope(value);
  });
}

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });
