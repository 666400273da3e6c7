import type { SavedCoupon } from '@stavka/contract/coupon-calls';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Currency } from '@stavka/db/schema';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { antiExpressCoefficient } from '@stavka/domain/betting/anti-express';
import { systemMinimumStake, systemProblem } from '@stavka/domain/betting/bet-maths';
import type { BettingContext } from './context';
import { groupName, outcomeName } from './coupon-names';
import { betLimits, percentToBps } from './limits';
import type { LoadedCoupon } from './saved-coupons';

// GetCoupon's `Value` (wire-format §3.1): the slip as saved, each selection still open with its
// game's names and its coefficient now, the limits of the reader's currency, and whether any
// selection was dropped. A chain's order and link stakes follow the selections that remain.

export function savedCouponValue(ctx: BettingContext, loaded: LoadedCoupon, config: SiteConfig['betting'], currency: Currency, lng: string): SavedCoupon {
  const { coupon, legs } = loaded;
  const limits = betLimits(config, currency, coupon.vid);
  const money = (minor: bigint) => Number(fromMinorUnits(minor, currency.scale));
  const pick = (text: { en: string; ru: string } | undefined) => (text ? (lng === 'ru' ? text.ru : text.en) : '');
  const events = legs.map(({ leg }) => {
    const quote = leg.quote;
    if (!quote) throw new Error('betting: a loaded selection without a price');
    const game = ctx.feed.findGame(quote.gameId)?.game;
    const summ = leg.event.summ === undefined ? undefined : Number(leg.event.summ);
    return {
      GameId: quote.gameId,
      GameConstId: quote.constId,
      Type: quote.type,
      Param: quote.param ?? 0,
      Coef: quote.price / 1000,
      Kind: quote.kind,
      PlayerId: leg.event.playerid ?? 0,
      GroupId: quote.group,
      GroupName: groupName(lng, quote.group),
      MarketName: outcomeName(lng, { group: quote.group, type: quote.type, param: quote.param }),
      PeriodName: pick(game?.periodName),
      GameType: pick(game?.subGameType),
      Opp1: pick(game?.team1.name),
      Opp2: pick(game?.team2?.name),
      SportId: game?.sportId ?? 0,
      Start: quote.start,
      Block: quote.blocked,
      ...(summ === undefined || Number.isNaN(summ) ? {} : { Summ: summ }),
    };
  });
  // A chain's order and link stakes, renumbered over the selections that remain.
  const kept = new Map(legs.map(({ position }, index) => [position, index]));
  const order = coupon.eventsindexes?.flat() ?? [];
  const chainPositions = order.flatMap((position, link) => (kept.has(position) ? [link] : []));
  const n = events.length;
  const k = coupon.expressnum ?? 0;
  const odds = events.map((event) => Math.round(event.Coef * 1000));
  const summ = coupon.summ === undefined ? undefined : parseRequestedAmount(coupon.summ, currency.scale);
  return {
    Events: events,
    Vid: coupon.vid,
    HasRemoveEvents: loaded.removed,
    Summ: summ?.ok ? money(summ.minor) : 0,
    CheckCf: coupon.checkcf ?? 0,
    expressNum: k,
    maxBet: limits.maxStake === null ? null : money(limits.maxStake),
    minBet: money(limits.minStake),
    MinBetSystems: coupon.vid === 2 && !systemProblem(n, k, config.maxBetsSystem) ? money(systemMinimumStake(limits.minStake, n, k)) : null,
    AntiExpressCoef: coupon.vid === 4 && n >= 2 && n <= 16 ? nullableCoefficient(antiExpressCoefficient(odds, percentToBps(config.antiExpressMarginPercent))) : null,
    EventsIndexes: chainPositions.map((link) => kept.get(order[link] ?? -1) ?? 0),
    GroupsSumms: chainPositions.flatMap((link) => {
      const stake = coupon.groupssumms?.[link];
      return stake === undefined ? [] : [Number(stake)];
    }),
    avanceBet: false,
    WithLobby: false,
    IsExpressBoost: coupon.isexpressboost ?? false,
    Currency: currency.code,
  };
}

function nullableCoefficient(thousandths: number | null): number | null {
  return thousandths === null ? null : thousandths / 1000;
}
