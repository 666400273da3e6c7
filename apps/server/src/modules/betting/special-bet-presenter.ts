import { couponSchema } from '@stavka/contract/betting';
import type { AutoBetRecord, VipRequestRecord } from '@stavka/contract/special-bets';
import type { AutoBet, VipBetRequest } from '@stavka/db/schema';
import { fromMinorUnits } from '@stavka/domain/money';
import type { Feed } from '../feed/service';
import { lookAtCoupon } from './coupon-watch';

// An auto bet and a VIP request as their player sees them (decision 0028): money twice (number and
// exact text, as every money answer), each selection with its teams in the reader's language while
// the feed has its game.

type Language = 'ru' | 'en';

function eventsOf(feed: Feed, coupon: unknown, lng: Language) {
  const parsed = couponSchema.safeParse(coupon);
  if (!parsed.success) return { events: [], read: undefined };
  return {
    read: parsed.data,
    events: parsed.data.events.map((event) => {
      const game = feed.findGame(event.gameid)?.game;
      return {
        GameId: event.gameid,
        Type: event.type,
        Param: event.param ?? 0,
        Coef: typeof event.coef === 'number' ? event.coef : Number(event.coef ?? 0),
        Opp1: game?.team1.name[lng] ?? '',
        Opp2: game?.team2?.name[lng] ?? '',
      };
    }),
  };
}

export function presentAutoBet(auto: AutoBet, scale: number, feed: Feed, lng: Language, nowSeconds: number): AutoBetRecord {
  const money = fromMinorUnits(auto.stake, scale);
  const { events, read } = eventsOf(feed, auto.coupon, lng);
  const look = read && auto.status === 'pending' ? lookAtCoupon(feed, read.events, nowSeconds) : undefined;
  return {
    id: auto.id,
    status: auto.status,
    reason: auto.reason,
    vid: read?.vid ?? 0,
    stake: Number(money),
    stakeExact: money,
    currency: auto.currencyCode,
    target: auto.targetText,
    targetView: auto.targetView,
    targetDecimal: auto.targetCoefficient / 1000,
    coefficientNow: look?.state === 'open' ? look.coefficient / 1000 : null,
    betId: auto.betId,
    events,
    createdAt: auto.createdAt.toISOString(),
    decidedAt: auto.decidedAt?.toISOString() ?? null,
  };
}

export function presentVipRequest(request: VipBetRequest, scale: number, feed: Feed, lng: Language): VipRequestRecord {
  const stake = fromMinorUnits(request.stake, scale);
  const approved = request.approvedStake === null ? null : fromMinorUnits(request.approvedStake, scale);
  return {
    id: request.id,
    betGuid: request.betGuid,
    status: request.status,
    reason: request.reason,
    vid: request.vid,
    stake: Number(stake),
    stakeExact: stake,
    coefficient: request.coefficient / 1000,
    approvedStake: approved === null ? null : Number(approved),
    approvedStakeExact: approved,
    approvedCoefficient: request.approvedCoefficient === null ? null : request.approvedCoefficient / 1000,
    currency: request.currencyCode,
    betId: request.betId,
    events: eventsOf(feed, request.coupon, lng).events,
    expiresAt: request.expiresAt.toISOString(),
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}
