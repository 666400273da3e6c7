import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { foldKeys } from '@stavka/contract/betting';
import { autoSaleRequestSchema, cashOutPaths, saleOfferRequestSchema, saleRequestSchema, type AutoSaleValue, type SaleOffersValue } from '@stavka/contract/cash-out';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { once } from '../idempotency/service';
import type { BettingContext } from './context';
import { presentOffer } from './cash-out-answer';
import { offerFor, SOLD_KINDS } from './cash-out-offer';
import { autoSalesOf, clearAutoSale, openBetsOf, setAutoSale } from './cash-out-repo';
import { recordSaleError, recordSalePageCall, saleRefusal, sellInUnit } from './cash-out-sale';
import { betLimits } from './limits';
import { betById, legsOf, lockBet } from './repo';

// The cash-out calls (contract/cash-out.ts), auth header, family envelope: the offer for one bet or
// every open bet of the player, selling a bet (idempotent by the client's `Guid`), and the auto-sale
// rule. Every answer is computed on the server from the live prices; nothing the browser sends but
// the player's choice (what to take, the offer seen, the target) is believed.

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });
/** Open bets answered at once for the slip (the newest first). */
const OPEN_BETS = 100;

function readBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  try {
    return validate(schema, foldKeys(body ?? {}));
  } catch (error) {
    if (error instanceof AppError && error.id === 'validation') throw saleRefusal('malformed', 'The sale request is malformed', { fields: Object.keys(error.fields ?? {}).join(',') });
    throw error;
  }
}

export function registerCashOutRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  // Per address: the slip reads offers every few seconds at most; a person sells far less often.
  const guard = (perMinute: number) => ({ preHandler: requireUser(identity), config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } });

  app.post(cashOutPaths.offer, guard(120), async (request) => {
    const body = readBody(saleOfferRequestSchema, request.body);
    const { user } = authOf(request);
    const config = request.site.config.betting;
    let bets;
    if (body.salebetid === undefined) bets = await openBetsOf(ctx.db, user.id, OPEN_BETS);
    else {
      const bet = await betById(ctx.db, body.salebetid);
      if (!bet || bet.userId !== user.id) throw saleRefusal('betNotFound', 'You have no bet with this number');
      await recordSalePageCall(ctx, bet);
      bets = [bet];
    }
    const ids = bets.map((bet) => bet.id);
    const [legs, rules] = await Promise.all([legsOf(ctx.db, ids), autoSalesOf(ctx.db, ids)]);
    const offers = bets.map((bet) => {
      const currency = ctx.wallet.currencies.byCode(bet.currencyCode);
      if (!currency) throw new Error(`betting: unknown currency ${bet.currencyCode}`);
      const minStake = betLimits(config, currency, bet.vid).minStake;
      return presentOffer(bet, offerFor(ctx.feed, config, bet, legs), rules.find((rule) => rule.betId === bet.id), currency.scale, minStake);
    });
    return envelope<SaleOffersValue>({ Offers: offers });
  });

  app.post(cashOutPaths.sell, guard(30), async (request) => {
    const body = readBody(saleRequestSchema, request.body);
    const { user } = authOf(request);
    const order = { betId: body.salebetid, seen: body.seensumm, amount: body.summ, trigger: body.oneclick ? ('one_click' as const) : ('player' as const) };
    try {
      const value = await runInTransaction(ctx.db, (uow) =>
        once(uow, { userId: user.id, operation: 'bet-sale', key: body.guid, request: body }, () => sellInUnit(ctx, uow, user.id, request.site.config.betting, order)),
      );
      return envelope(value);
    } catch (error) {
      const reason = error instanceof AppError ? error.details?.reason : undefined;
      // A refusal of the player's own bet is the analytic "bet sale: error"; another's bet or a malformed body is not a sale.
      if (typeof reason === 'string' && reason !== 'betNotFound' && reason !== 'malformed') await recordSaleError(ctx, { id: body.salebetid, userId: user.id, siteId: user.siteId }, reason);
      throw error;
    }
  });

  app.post(cashOutPaths.autoSale, guard(30), async (request) => {
    const body = readBody(autoSaleRequestSchema, request.body);
    const { user } = authOf(request);
    const value = await runInTransaction(ctx.db, async (uow): Promise<AutoSaleValue> => {
      const bet = await lockBet(uow.tx, body.salebetid);
      if (!bet || bet.userId !== user.id) throw saleRefusal('betNotFound', 'You have no bet with this number');
      if (bet.status !== 'accepted') throw saleRefusal('betNotOpen', 'The bet is not open: it cannot be sold', { status: bet.status });
      if (!SOLD_KINDS.has(bet.kind)) throw saleRefusal('saleUnavailable', 'Bets of this kind are not sold', { why: 'kind' });
      if (body.summ === null) {
        await clearAutoSale(uow.tx, bet.id);
        return { BetId: bet.id, AutoSaleSumm: null, AutoSaleSummExact: null };
      }
      const scale = ctx.wallet.currencies.scaleOf(bet.currencyCode);
      const target = parseRequestedAmount(body.summ, scale);
      if (!target.ok) throw saleRefusal('malformed', `The target is not an amount in the bet's currency (${target.problem})`);
      if (target.minor > bet.potentialPayout) throw saleRefusal('malformed', 'The target is above what the bet can pay');
      await setAutoSale(uow.tx, { betId: bet.id, userId: user.id, target: target.minor, at: ctx.now() });
      const text = fromMinorUnits(target.minor, scale);
      return { BetId: bet.id, AutoSaleSumm: Number(text), AutoSaleSummExact: text };
    });
    return envelope(value);
  });
}
