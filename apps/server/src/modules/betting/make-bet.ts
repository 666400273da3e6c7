import { randomUUID } from 'node:crypto';
import type { Coupon } from '@stavka/contract/betting';
import type { CouponOptions } from '@stavka/contract/special-bets';
import type { SiteConfig } from '@stavka/contract/site-config';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { once } from '../idempotency/service';
import { advanceFunding } from './advance';
import { autoBetTargetOf, placeOrWaitAutoBet, type MakeBetOutcome } from './auto-bets';
import type { BettingContext } from './context';
import { checkPromoAndBonus, powerBetTerms, readCouponOptions } from './coupon-options';
import { readCoupon } from './coupon-request';
import { balanceAfter, loadPlaced, placedValue } from './placed-answer';
import { placeInUnit, type BettingPlayer, type PlacementOptions, type WrittenBet } from './placement';
import { refusal } from './refusal';
import { publishToLobby } from './special-bet-repo';
import { placeApprovedVipBet } from './vip-requests';

// MakeBetWeb (wire-format §3.3) with the coupon's options (decision 0028): in one unit of work, once
// per `betGuid` — the promo code and bonus account checked; then an approved VIP request placed
// (`approvedBet`), an auto bet placed or left waiting for its price (`isAutoBet`), or the bet placed,
// at a power bet's price (`isPowerBet`), what it lacks lent from the advance (`avanceBet`), and
// published to the lobby (`withLobby`).

export async function makeBetWeb(ctx: BettingContext, player: BettingPlayer, config: SiteConfig['betting'], body: unknown) {
  const coupon = readCoupon(body);
  const options = readCouponOptions(body);
  const request = { ...coupon, betguid: coupon.betguid ?? randomUUID() };
  // A bet placed now is answered as its unit of work wrote it; a repeat of the key (or a bet placed
  // another way: a VIP request, an auto bet whose price came) is read back after the commit.
  let written: WrittenBet | undefined;
  const outcome = await runInTransaction(ctx.db, (uow) => {
    written = undefined;
    return once(uow, { userId: player.id, operation: 'bet', key: request.betguid, request: { ...request, options } }, () =>
      placeWithOptions(ctx, uow, player, config, request, options, (bet) => (written = bet)),
    );
  });
  if (outcome.autoBetId !== undefined) return autoBetValue(ctx, player, outcome.autoBetId, request);
  if (written?.bet.id === outcome.betId) return placedValue(written, Number(fromMinorUnits(written.available, written.scale)), coupon);
  const [placed] = await loadPlaced(ctx, [outcome]);
  if (!placed) throw new Error('betting: MakeBetWeb placed nothing');
  return placedValue(placed, await balanceAfter(ctx, player, placed.bet), coupon);
}

async function placeWithOptions(
  ctx: BettingContext,
  uow: UnitOfWork,
  player: BettingPlayer,
  config: SiteConfig['betting'],
  coupon: Coupon & { betguid: string },
  options: CouponOptions,
  written: (bet: WrittenBet) => void,
): Promise<MakeBetOutcome> {
  const facts = await checkPromoAndBonus(ctx, uow, player, options);
  const target = autoBetTargetOf(options);
  const others = [options.approvedbet, options.avancebet, options.ispowerbet].filter(Boolean).length + (target ? 1 : 0);
  if (others > 1) throw refusal('malformed', 'An auto bet, an approved VIP bet, an advance bet and a power bet are each a bet of their own');
  if (target && Object.keys(facts).length > 0) throw refusal('malformed', 'An auto bet takes no promo code');
  let placed: MakeBetOutcome;
  if (options.approvedbet) placed = await placeApprovedVipBet(ctx, uow, player, config, coupon.betguid);
  else if (target) placed = await placeOrWaitAutoBet(ctx, uow, player, config, coupon, target);
  else {
    let placement: PlacementOptions = { details: facts, written };
    if (options.ispowerbet) {
      const power = await powerBetTerms(ctx, uow, player, config, coupon);
      placement = { ...placement, ...power, details: { ...facts, ...power.details } };
    }
    if (options.avancebet) {
      const fund = advanceFunding(ctx, uow, player, config, coupon);
      if (fund) placement.fund = fund;
    }
    placed = await placeInUnit(ctx, uow, player, config, coupon, placement);
  }
  if (options.withlobby && config.lobby.enabled && placed.betId > 0) await publishToLobby(uow.tx, placed.betId, player.siteId, ctx.now());
  return placed;
}

/** MakeBetWeb's answer for a coupon left waiting as an auto bet: no bet yet (`Id` 0), its number, the money left. */
async function autoBetValue(ctx: BettingContext, player: BettingPlayer, autoBetId: number, coupon: Coupon & { betguid: string }) {
  const account = await runInTransaction(ctx.db, (uow) => ctx.wallet.activeAccountOf(uow, player));
  const scale = ctx.wallet.currencies.scaleOf(account.currencyCode);
  return {
    Id: 0,
    AutoBetId: autoBetId,
    Balance: Number(fromMinorUnits(account.balance - account.held, scale)),
    betGUID: coupon.betguid,
    Status: 'auto',
    waitTime: 0,
    Dt: `/Date(${ctx.now().getTime()})/`,
    CanPrint: false,
  };
}
