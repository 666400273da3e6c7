import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { betHistoryRequestSchema, bettingPaths, mailBetHistoryRequestSchema } from '@stavka/contract/betting-answers';
import { betHistoryClearings, type BetStatus } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { sendAfterCommit } from '../delivery/service';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import type { BettingContext } from './context';
import { presentBet } from './presenter';
import { betHistory, legsOf } from './repo';
import { settlementsOf } from './settlement-repo';

// The player's bet history (issue 12 "History", spec office_history, office_bets_history_clear,
// office_bets_history_mail): a page of bets with filters (7 days by default), leaving out the
// statuses the brand hides and the bets placed before the player cleared their history; clearing;
// and the history of a period mailed to the player's confirmed e-mail.

const PAGE = 50;
const WEEK_MS = 7 * 86_400_000;
const ALL_STATUSES: readonly BetStatus[] = ['waiting', 'refused', 'accepted', 'won', 'lost', 'returned', 'cashed_out'];
/** The brand hides statuses by number (`hidden_bet_statuses`): 1 open, 2 won, 3 lost, 4 returned, 5 sold, 6 refused. */
const STATUS_CODES: Record<BetStatus, number> = { waiting: 1, accepted: 1, won: 2, lost: 3, returned: 4, cashed_out: 5, refused: 6 };

export function registerHistoryRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };

  const clearedBefore = async (userId: number) => {
    const [row] = await ctx.db.select().from(betHistoryClearings).where(eq(betHistoryClearings.userId, userId));
    return row?.clearedBefore;
  };

  app.post(bettingPaths.history, guard, async (request) => {
    const query = validate(betHistoryRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    const hidden = new Set(request.site.config.other.hidden_bet_statuses);
    const shown = (query.status ?? ALL_STATUSES).filter((status) => !hidden.has(STATUS_CODES[status]));
    const from = query.date_from === undefined ? new Date(ctx.now().getTime() - WEEK_MS) : new Date(query.date_from * 1000);
    const cleared = await clearedBefore(user.id);
    const page = query.page_number ?? 1;
    if (shown.length === 0) return { success: true as const, data: { items: [], total: 0, page, pageSize: PAGE } };
    const found = await betHistory(ctx.db, {
      userId: user.id,
      since: from,
      ...(cleared ? { clearedBefore: cleared } : {}),
      ...(query.date_to === undefined ? {} : { until: new Date(query.date_to * 1000) }),
      statuses: shown,
      ...(query.kind ? { kinds: query.kind } : {}),
      ...(query.live === undefined ? {} : { live: query.live }),
      limit: PAGE,
      offset: (page - 1) * PAGE,
    });
    const ids = found.rows.map((bet) => bet.id);
    const [legs, settlements] = await Promise.all([legsOf(ctx.db, ids), settlementsOf(ctx.db, ids)]);
    const items = found.rows.map((bet) => presentBet(bet, legs, ctx.wallet.currencies.scaleOf(bet.currencyCode), settlements));
    return { success: true as const, data: { items, total: found.total, page, pageSize: PAGE } };
  });

  app.post(bettingPaths.clearHistory, guard, async (request) => {
    const { user } = authOf(request);
    const now = ctx.now();
    await ctx.db
      .insert(betHistoryClearings)
      .values({ userId: user.id, clearedBefore: now })
      .onConflictDoUpdate({ target: betHistoryClearings.userId, set: { clearedBefore: sql`excluded.cleared_before` } });
    return { success: true as const, data: { clearedBefore: now.toISOString() } };
  });

  app.post(bettingPaths.mailHistory, guard, async (request) => {
    const query = validate(mailBetHistoryRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    if (user.email === null || user.emailVerifiedAt === null) throw new AppError('validation', 'Confirm an e-mail address first', { email: ['bets_history_mail_no_email'] });
    const until = query.date_to === undefined ? ctx.now() : new Date(query.date_to * 1000);
    const since = query.date_from === undefined ? new Date(until.getTime() - WEEK_MS) : new Date(query.date_from * 1000);
    if (since > until) throw new AppError('validation', 'The period ends before it starts', { date_from: ['bets_history_period_invalid'] });
    const found = await betHistory(ctx.db, { userId: user.id, since, until, limit: 500, offset: 0 });
    const ru = user.language === 'ru';
    const lines = found.rows.map((bet) => {
      const scale = ctx.wallet.currencies.scaleOf(bet.currencyCode);
      const paid = bet.payout === null ? '' : ` → ${fromMinorUnits(bet.payout, scale)}`;
      return `№ ${bet.id} · ${bet.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${bet.kind} · ${fromMinorUnits(bet.stake, scale)} ${bet.currencyCode}${paid} · ${bet.status}`;
    });
    const period = `${since.toISOString().slice(0, 10)} — ${until.toISOString().slice(0, 10)}`;
    const subject = ru ? `${request.site.name}: ваши ставки за ${period}` : `${request.site.name}: your bets, ${period}`;
    const empty = ru ? 'За этот период ставок нет.' : 'No bets in this period.';
    const text = `${subject}\n\n${lines.length > 0 ? lines.join('\n') : empty}\n`;
    await runInTransaction(ctx.db, (uow) =>
      sendAfterCommit(ctx.outbox, uow, { siteId: user.siteId, channel: 'email', to: user.email as string, subject, text, purpose: 'bets_history' }),
    );
    return { success: true as const, data: { bets: found.rows.length } };
  });
}
