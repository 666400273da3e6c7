import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { betErrorCodes } from '@stavka/contract/betting';
import { specialBetPaths } from '@stavka/contract/special-bets';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { advanceOf } from './advance';
import { cancelAutoBet } from './auto-bets';
import type { BettingContext } from './context';
import { readCouponOptions } from './coupon-options';
import { bettingPlayerOf, readCoupon } from './coupon-request';
import { lobbyOf } from './lobby';
import { refusal } from './refusal';
import { autoBetsOf, vipRequestsOf } from './special-bet-repo';
import { presentAutoBet, presentVipRequest } from './special-bet-presenter';
import { cancelVipRequest, requestVipBet } from './vip-requests';

// The calls around the coupon's options (spec §7.8, decision 0028). Family calls answer the
// family's envelope; the player's lists answer the office API's `{ success, data }`:
//   POST /service-api/LiveBet/Open/GetAvance           the advance available now (signed in)
//   POST /service-api/LiveBet/Secure/MakeBetBidWeb     a VIP request (`VIPBetSumm`)
//   GET  /service-api/LiveBet/Open/GetLobby?count=     the brand's published open bets
//   GET  /web-api/auto-bets, POST /web-api/auto-bets/<id>/cancel
//   POST /web-api/officeapi/getmanagerbets, POST /web-api/officeapi/cancelmanagerbet {id}

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });
const LIST_LIMIT = 100;
const AUTO_LOOKBACK_MS = 7 * 86_400_000;

const lobbyQuery = z.looseObject({ count: z.coerce.number().int().min(1).max(50).default(20), lng: z.string().max(10).optional() });
const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const cancelBody = z.strictObject({ id: idSchema });

export function registerSpecialBetRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };
  const scaleOf = (code: string) => ctx.wallet.currencies.scaleOf(code);
  const languageOf = (language: string) => (language === 'ru' ? 'ru' : 'en');
  const notOpen = (what: string) => new AppError('not_found', `You have no open ${what} with this number`, undefined, { errorCode: betErrorCodes.requestNotFound });

  app.post(specialBetPaths.avance, guard, async (request) => {
    const player = bettingPlayerOf(authOf(request));
    const config = request.site.config.betting;
    const { advance, currency } = await runInTransaction(ctx.db, async (uow) => {
      const account = await ctx.wallet.activeAccountOf(uow, player);
      if (account.kind !== 'cash') throw refusal('accountUnavailable', 'Bets are placed from a money account');
      return { advance: await advanceOf(ctx, uow, account, config), currency: account.currencyCode };
    });
    const scale = scaleOf(currency);
    const avance = fromMinorUnits(advance.available, scale);
    const owed = fromMinorUnits(advance.owed, scale);
    return envelope({ Avance: Number(avance), AvanceExact: avance, Owed: Number(owed), OwedExact: owed, Currency: currency, Bets: advance.backing });
  });

  app.post(specialBetPaths.bid, guard, async (request) => {
    const coupon = readCoupon(request.body);
    const options = readCouponOptions(request.body);
    const player = bettingPlayerOf(authOf(request));
    const asked = options.vipbetsumm ?? undefined;
    const row = await requestVipBet(ctx, player, request.site.config.betting, request.geo.countryId, asked === undefined ? coupon : { ...coupon, summ: asked });
    const account = await runInTransaction(ctx.db, (uow) => ctx.wallet.accountOf(uow, player, row.accountId));
    const scale = scaleOf(row.currencyCode);
    return envelope({
      Id: row.id,
      Status: row.status,
      Summ: Number(fromMinorUnits(row.stake, scale)),
      Coef: row.coefficient / 1000,
      ExpiresAt: Math.floor(row.expiresAt.getTime() / 1000),
      Balance: Number(fromMinorUnits(account.balance - account.held, scale)),
    });
  });

  app.get(specialBetPaths.lobby, async (request) => {
    const query = validate(lobbyQuery, request.query ?? {});
    if (!request.site.config.betting.lobby.enabled) return envelope([]);
    const lng = query.lng === 'ru' || (query.lng === undefined && request.site.config.global.defaultLanguage === 'ru') ? 'ru' : 'en';
    return envelope(await lobbyOf(ctx, request.site.id, query.count, lng));
  });

  app.get(specialBetPaths.autoBets, guard, async (request) => {
    const { user } = authOf(request);
    const now = ctx.now();
    const rows = await autoBetsOf(ctx.db, user.id, new Date(now.getTime() - AUTO_LOOKBACK_MS), LIST_LIMIT);
    const items = rows.map((row) => presentAutoBet(row, scaleOf(row.currencyCode), ctx.feed, languageOf(user.language), Math.floor(now.getTime() / 1000)));
    return { success: true as const, data: { items } };
  });

  app.post<{ Params: { id: string } }>('/web-api/auto-bets/:id/cancel', guard, async (request) => {
    const { user } = authOf(request);
    const id = idSchema.safeParse(request.params.id);
    const cancelled = id.success && (await runInTransaction(ctx.db, (uow) => cancelAutoBet(ctx, uow, id.data, 'Cancelled by the player', user.id)));
    if (!cancelled) throw notOpen('auto bet');
    return { success: true as const, data: { id: id.data, status: 'cancelled' as const } };
  });

  app.post(specialBetPaths.managerBets, guard, async (request) => {
    const { user } = authOf(request);
    const rows = await vipRequestsOf(ctx.db, user.id, LIST_LIMIT);
    return { success: true as const, data: { items: rows.map((row) => presentVipRequest(row, scaleOf(row.currencyCode), ctx.feed, languageOf(user.language))) } };
  });

  app.post(specialBetPaths.cancelManagerBet, guard, async (request) => {
    const { id } = validate(cancelBody, request.body ?? {});
    const { user } = authOf(request);
    if (!(await runInTransaction(ctx.db, (uow) => cancelVipRequest(ctx, uow, id, user.id)))) throw notOpen('VIP bet request');
    return { success: true as const, data: { id, status: 'cancelled' as const } };
  });
}
