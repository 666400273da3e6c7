import type { FastifyInstance } from 'fastify';
import { foldKeys, type Coupon } from '@stavka/contract/betting';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { FormShapeError, parseBracketForm } from './bracket-form';
import type { BettingContext } from './context';
import { bettingPlayerOf, readCoupon } from './coupon-request';
import { placeCoupons } from './multi-placement';
import { balanceAfter, loadPlaced, placedValue } from './placed-answer';
import { refusal } from './refusal';

// The legacy mobile site's bet call (api-contract §7.8 `POST /web-api/datalinelive/putbetscommon`,
// payload `coupon` or `coupons`; wire-format §3.3): the coupon form-encoded with bracketed names
// (`Events[0][GameId]=…`) or as JSON, placed like MakeBetWeb with `Source` 110. Several `coupons`
// are placed all or none. Answers and refusals are the family's envelope (http/error-shape.ts).

const LEGACY_SOURCE = 110;
const MAX_COUPONS = 20;

export function registerLegacyBetRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      try {
        done(null, parseBracketForm(String(body)));
      } catch (error) {
        done(error instanceof FormShapeError ? refusal('malformed', error.message) : (error as Error), undefined);
      }
    });

    scope.post('/web-api/datalinelive/putbetscommon', { preHandler: requireUser(identity) }, async (request) => {
      const { coupons, many } = couponsOf(request.body);
      const player = bettingPlayerOf(authOf(request));
      const placed = await loadPlaced(ctx, await placeCoupons(ctx, player, request.site.config.betting, coupons));
      const last = placed.at(-1);
      if (!last) throw new Error('betting: putbetscommon placed nothing');
      const balance = await balanceAfter(ctx, player, last.bet);
      const values = placed.map((p, n) => placedValue(p, balance, coupons[n] ?? {}));
      return { Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: many ? values : values[0] };
    });
  });
}

/** `{coupon}`, `{coupons: […]}`, or the coupon itself; each read like MakeBetWeb's body, from the legacy site. */
function couponsOf(body: unknown): { coupons: Coupon[]; many: boolean } {
  const folded = foldKeys(body);
  const record = typeof folded === 'object' && folded !== null && !Array.isArray(folded) ? (folded as Record<string, unknown>) : {};
  const fromLegacy = (value: unknown) => ({ ...readCoupon(value), source: LEGACY_SOURCE });
  if (record.coupons !== undefined) {
    if (!Array.isArray(record.coupons) || record.coupons.length === 0) throw refusal('malformed', 'coupons is a list of coupons');
    if (record.coupons.length > MAX_COUPONS) throw refusal('tooManyEvents', `At most ${MAX_COUPONS} coupons are placed at once`);
    return { coupons: record.coupons.map(fromLegacy), many: true };
  }
  return { coupons: [fromLegacy(record.coupon ?? record)], many: false };
}
