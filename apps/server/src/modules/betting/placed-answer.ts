import type { Coupon } from '@stavka/contract/betting';
import type { MultiPlaced } from '@stavka/contract/coupon-calls';
import type { Bet, BetLeg } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import type { AccountOwner } from '../wallet/service';
import type { BettingContext } from './context';
import type { Placed } from './placement';
import { betById, legsOf } from './repo';

// The family's answer to a placed bet (wire-format §3.3 MakeBetWeb `Value`), and to several placed
// at once (MakeBetWebMulti, the legacy site's coupons): the bet as written, with the balance left.

export interface PlacedBet {
  bet: Bet;
  legs: BetLeg[];
  waitSeconds: number;
  /** The bet currency's scale. */
  scale: number;
}

export async function loadPlaced(ctx: BettingContext, placed: readonly Placed[]): Promise<PlacedBet[]> {
  const legs = await legsOf(
    ctx.db,
    placed.map((p) => p.betId),
  );
  return Promise.all(
    placed.map(async (p) => {
      const bet = await betById(ctx.db, p.betId);
      if (!bet) throw new Error(`betting: bet ${p.betId} vanished`);
      return { bet, legs: legs.filter((leg) => leg.betId === bet.id), waitSeconds: p.waitSeconds, scale: ctx.wallet.currencies.scaleOf(bet.currencyCode) };
    }),
  );
}

/** What the player has left to bet on the account the bets were placed from. */
export async function balanceAfter(ctx: BettingContext, owner: AccountOwner, bet: Bet): Promise<number> {
  const account = await runInTransaction(ctx.db, (uow) => ctx.wallet.accountOf(uow, owner, bet.accountId));
  return Number(fromMinorUnits(account.balance - account.held, ctx.wallet.currencies.scaleOf(bet.currencyCode)));
}

export function placedValue(placed: PlacedBet, balance: number, coupon: Pick<Coupon, 'notwait' | 'oneclickbet'>) {
  const { bet, legs } = placed;
  const money = (minor: bigint) => Number(fromMinorUnits(minor, placed.scale));
  return {
    Id: bet.id,
    Balance: balance,
    PayoutType: 0,
    Coupon: {
      UserId: bet.userId,
      Summ: money(bet.stake),
      Coef: bet.coefficient === null ? null : bet.coefficient / 1000,
      CheckCf: bet.checkCf,
      Source: bet.source,
      NeedUpdateLine: false,
      changeCf: false,
      notLogin: false,
      notWait: coupon.notwait ?? false,
      OneClickBet: coupon.oneclickbet ?? 0,
      Vid: bet.vid,
      expressNum: bet.systemSize ?? 0,
      Events: legs.map((leg) => ({
        Coef: leg.coefficient / 1000,
        Param: leg.paramThousandths === null ? 0 : leg.paramThousandths / 1000,
        Type: leg.outcomeType,
        GameId: leg.gameId,
        Kind: leg.feedKind,
        Block: false,
        IsBannedExpress: false,
        Finish: false,
      })),
    },
    Dt: `/Date(${bet.createdAt.getTime()})/`,
    lvC: false,
    lnC: false,
    waitTime: placed.waitSeconds,
    betGUID: bet.betGuid,
    Status: bet.status,
    PotentialPayout: money(bet.potentialPayout),
    SummPrep: 0,
    FailInfo: null,
    CanPrint: true,
  };
}

/** MakeBetWebMulti's `Value`: the singles in the order sent, their total stake, the balance left. */
export function multiPlacedValue(placed: readonly PlacedBet[], balance: number): MultiPlaced {
  let total = 0n;
  for (const p of placed) total += p.bet.stake;
  return {
    Balance: balance,
    Summ: Number(fromMinorUnits(total, placed[0]?.scale ?? 2)),
    Bets: placed.map((p) => ({
      Id: p.bet.id,
      betGUID: p.bet.betGuid,
      GameId: p.legs[0]?.gameId ?? 0,
      Summ: Number(fromMinorUnits(p.bet.stake, p.scale)),
      Coef: (p.bet.coefficient ?? 0) / 1000,
      Status: p.bet.status,
      waitTime: p.waitSeconds,
      PotentialPayout: Number(fromMinorUnits(p.bet.potentialPayout, p.scale)),
    })),
  };
}
