import type { PushNotice } from '@stavka/contract/push';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Bet } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import type { EventBus } from '../../bus/event-bus';
import { AppError } from '../../http/app-error';
import { FEED_SUBJECT, type GameEvent } from '../feed/service';
import { notifyUser } from '../push/service';
import type { BettingContext } from './context';
import { offerFor, type Offer } from './cash-out-offer';
import { autoSaleRules, clearAutoSale, openBetsOnGames } from './cash-out-repo';
import { sellInUnit } from './cash-out-sale';
import { legsOf } from './repo';

// The cash-out worker beside the betting workers (service.ts), on the process that leads the feed
// (its live state has every price first; the others replay it and would repeat each notice):
// - auto-sale: each pass reads the players' rules and sells, whole, every bet whose offer now has
//   reached its target (spec §4 "bet sale: auto accept");
// - live offers: the games whose prices, suspension or state changed since the last pass are
//   noted from the feed's events; each pass computes the offers of the open bets on them and sends
//   the player a `cashout` notice for every offer that changed. A pass runs about once a second,
//   so a player hears at most that often about one bet, however fast its prices tick.

export interface CashOutWatchOptions {
  /** The shared bus, where player notices go (push.user.<id>). */
  bus: EventBus;
  /** A brand's betting configuration (margin, limits), by site id. */
  brand: (siteId: number) => Promise<SiteConfig['betting'] | undefined>;
}

export interface CashOutWatch {
  pass(): Promise<void>;
  stop(): void;
}

const RULES_A_PASS = 500;
const GAMES_A_PASS = 500;
const BETS_A_PASS = 2_000;
/** Beyond this many remembered offers the memory starts again (a forgotten one is only sent again). */
const REMEMBERED = 50_000;
const CHANGES: ReadonlySet<GameEvent['type']> = new Set(['fixture', 'odds', 'suspended', 'resumed', 'state', 'finished', 'removed']);

export function startCashOutWatch(ctx: BettingContext, options: CashOutWatchOptions & { leading: () => boolean }): CashOutWatch {
  const changedGames = new Set<number>();
  const sent = new Map<number, string | null>();
  const stop = ctx.feed.events.subscribe<GameEvent>(FEED_SUBJECT.allGames, (event) => {
    if (CHANGES.has(event.type) && changedGames.size < GAMES_A_PASS * 20) changedGames.add(event.gameId);
  });

  const offerOf = async (bet: Bet, legs: Parameters<typeof offerFor>[3]): Promise<Offer | undefined> => {
    const config = await options.brand(bet.siteId);
    return config ? offerFor(ctx.feed, config, bet, legs) : undefined;
  };

  async function autoSales(): Promise<void> {
    const rules = await autoSaleRules(ctx.db, RULES_A_PASS);
    const legs = await legsOf(
      ctx.db,
      rules.map(({ bet }) => bet.id),
    );
    for (const { rule, bet } of rules) {
      if (bet.status !== 'accepted') {
        await clearAutoSale(ctx.db, bet.id);
        continue;
      }
      const config = await options.brand(bet.siteId);
      const offer = config ? offerFor(ctx.feed, config, bet, legs) : undefined;
      if (!config || !offer?.available || offer.amount < rule.target) continue;
      // Sold whole at the offer then, which the sale checks again under the bet's lock against the target.
      await runInTransaction(ctx.db, (uow) => sellInUnit(ctx, uow, bet.userId, config, { betId: bet.id, seen: rule.target, trigger: 'auto' })).catch((error: unknown) => {
        // The offer fell back below the target, or a market closed, in between: the next pass looks again.
        if (!(error instanceof AppError)) ctx.log.error({ err: error, betId: bet.id }, 'cash-out: an auto-sale failed');
      });
    }
  }

  async function notices(): Promise<void> {
    const games = [...changedGames].slice(0, GAMES_A_PASS);
    for (const gameId of games) changedGames.delete(gameId);
    const bets = await openBetsOnGames(ctx.db, games, BETS_A_PASS);
    const legs = await legsOf(
      ctx.db,
      bets.map((bet) => bet.id),
    );
    if (sent.size > REMEMBERED) sent.clear();
    const at = ctx.now().getTime();
    for (const bet of bets) {
      const offer = await offerOf(bet, legs);
      if (!offer) continue;
      const amount = offer.available ? fromMinorUnits(offer.amount, ctx.wallet.currencies.scaleOf(bet.currencyCode)) : null;
      if (sent.has(bet.id) && sent.get(bet.id) === amount) continue;
      sent.set(bet.id, amount);
      const notice: PushNotice = { kind: 'cashout', betId: bet.id, at, amount, currency: bet.currencyCode };
      notifyUser(options.bus, bet.userId, notice);
    }
  }

  return {
    async pass() {
      if (!options.leading()) {
        changedGames.clear();
        return;
      }
      await autoSales();
      await notices();
    },
    stop,
  };
}
