import { randomUUID } from 'node:crypto';
import { betVids, type Coupon } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';
import { once } from '../idempotency/service';
import type { BettingContext } from './context';
import { placeInUnit, type BettingPlayer, type Placed } from './placement';
import { refusal } from './refusal';

// Several bets in one unit of work, all or none (issue 12 "several singles at once
// (`MakeBetWebMulti`, per-selection stakes)", and the legacy mobile site's `coupons`): each bet is
// its own — its own checks, hold and number — but if one is refused, none is taken and no money
// moves. The call is idempotent by the coupon's `betGuid`; each single's own key is derived from it
// (`<betGuid>~<n>`), a form no client key can take (contract: letters, digits, `_` and `-`).

/** MakeBetWebMulti: a single on each selection, staked with the selection's `Summ` (else the coupon's). */
export async function placeSingles(ctx: BettingContext, player: BettingPlayer, config: SiteConfig['betting'], coupon: Coupon): Promise<Placed[]> {
  if (coupon.vid !== betVids.single && coupon.vid !== betVids.multi_single) throw refusal('malformed', 'MakeBetWebMulti places singles (Vid 0 or 5)');
  if (!config.betTypes.includes(betVids.single)) throw refusal('malformed', 'Singles are not taken here');
  if (coupon.events.length > config.maxBetsSystem) throw refusal('tooManyEvents', `At most ${config.maxBetsSystem} singles are placed at once`);
  const betGuid = coupon.betguid ?? randomUUID();
  const request = { ...coupon, betguid: betGuid };
  return runInTransaction(ctx.db, (uow) =>
    once(uow, { userId: player.id, operation: 'bet-multi', key: betGuid, request }, async () => {
      const placed: Placed[] = [];
      for (const [n, event] of coupon.events.entries()) {
        const summ = event.summ ?? coupon.summ;
        if (summ === undefined) throw refusal('malformed', `The selection on game ${event.gameid} has no stake (Summ)`, { position: n });
        const single = { ...coupon, vid: betVids.single, events: [event], summ, betguid: `${betGuid}~${n}` };
        placed.push(await placeInUnit(ctx, uow, player, config, single).catch((error: unknown) => Promise.reject(withPosition(error, n))));
      }
      return placed;
    }),
  );
}

/**
 * The legacy mobile site's `coupons`: every coupon a bet of its own kind, each idempotent by its own
 * `betGuid` (one is made for a coupon that sends none), all in one unit of work.
 */
export async function placeCoupons(ctx: BettingContext, player: BettingPlayer, config: SiteConfig['betting'], coupons: readonly Coupon[]): Promise<Placed[]> {
  const keyed = coupons.map((coupon) => ({ ...coupon, betguid: coupon.betguid ?? randomUUID() }));
  if (new Set(keyed.map((coupon) => coupon.betguid)).size !== keyed.length) throw refusal('duplicateRequest', 'Two coupons of one call share a betGuid');
  return runInTransaction(ctx.db, async (uow) => {
    const placed: Placed[] = [];
    for (const [n, coupon] of keyed.entries()) {
      const run = () => placeInUnit(ctx, uow, player, config, coupon);
      placed.push(await once(uow, { userId: player.id, operation: 'bet', key: coupon.betguid, request: coupon }, run).catch((error: unknown) => Promise.reject(withPosition(error, n))));
    }
    return placed;
  });
}

/** A refusal names which bet of the call it was (`details.bet`); anything else passes unchanged. */
function withPosition(error: unknown, n: number): unknown {
  if (!(error instanceof AppError) || error.details === undefined) return error;
  return new AppError(error.id, `Bet ${n + 1}: ${error.message}`, error.fields, { ...error.details, bet: n });
}
