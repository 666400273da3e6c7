import { parseCoefficient } from '@stavka/domain/betting/odds-value';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { approveVipRequest, insertPromoCode, promoCodesOf, rejectVipRequest, vipRequestById, vipRequestsByStatus } from '../modules/betting/service';
import { showSite } from '../modules/site/service';
import type { Command } from './command';
import { operatorOf, options } from './options';
import { UsageError } from './usage-error';
import { withWallet } from './wallet-commands';

// The operator's commands for VIP bet requests and promo codes (decision 0028). A decision is one
// transaction through the betting module (the stake's hold, the request, the player's notice through
// the outbox); the player then places an approved request from the slip within its confirmation time.

const STATUSES = ['pending', 'approved', 'placed', 'rejected', 'expired', 'cancelled'] as const;
type Status = (typeof STATUSES)[number];
const ID = /^\d{1,15}$/;
const APPROVE_USAGE = 'vipbet:approve <request id> [--coef C] [--summ S] [--operator O]';
const REJECT_USAGE = 'vipbet:reject <request id> --reason R [--operator O]';
const PROMO_USAGE = 'promo:add <site> <code> [--from ISO-time] [--until ISO-time] [--note N] [--operator O]';

function requestIdOf(arg: string | undefined, usage: string): number {
  if (arg === undefined || !ID.test(arg)) throw new UsageError(`Usage: ${usage}`);
  return Number(arg);
}

function timeOf(text: string | undefined, option: string): Date | undefined {
  if (text === undefined) return undefined;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw new UsageError(`${option}: "${text}" is not a time like 2030-01-31T18:00:00Z`);
  return at;
}

export const specialBetCommands: Record<string, Command> = {
  'vipbet:list': {
    usage: `vipbet:list [--status ${STATUSES.join('|')}]`,
    summary: 'VIP bet requests in a status (waiting for a decision by default), oldest first',
    async run(args, { db }) {
      const opts = options(args, ['status']);
      const status = (opts.status ?? 'pending') as Status;
      if (!STATUSES.includes(status)) throw new UsageError(`--status: ${STATUSES.join(', ')}`);
      return withWallet(db, async (wallet) => {
        const rows = await vipRequestsByStatus(db, [status], 500);
        if (rows.length === 0) return `no ${status} VIP bet requests\n`;
        return rows
          .map((r) => {
            const scale = wallet.currencies.scaleOf(r.currencyCode);
            const events = ((r.coupon.events as { gameid?: number; type?: number; param?: number; coef?: number }[] | undefined) ?? [])
              .map((e) => `${e.gameid ?? '?'}:T${e.type ?? '?'}${e.param ? ` P${e.param}` : ''}@${e.coef ?? '?'}`)
              .join(', ');
            const approved = r.approvedStake === null ? '' : `  approved ${fromMinorUnits(r.approvedStake, scale)} at ${(r.approvedCoefficient ?? 0) / 1000}`;
            return `${r.id}  player ${r.userId}  ${fromMinorUnits(r.stake, scale)} ${r.currencyCode} at ${r.coefficient / 1000}  vid ${r.vid}  geo ${r.geoCountryId}  [${events}]  ${r.status}${approved}  until ${r.expiresAt.toISOString()}`;
          })
          .join('\n')
          .concat('\n');
      });
    },
  },

  'vipbet:approve': {
    usage: APPROVE_USAGE,
    summary: 'approve a waiting VIP request (a lower stake, a single at another coefficient); the player then places it',
    async run(args, { db }) {
      const id = requestIdOf(args[0], APPROVE_USAGE);
      const opts = options(args.slice(1), ['coef', 'summ', 'operator']);
      const request = await vipRequestById(db, id);
      if (!request) throw new UsageError(`No VIP request ${id}`);
      const coefficient = opts.coef === undefined ? undefined : parseCoefficient(opts.coef);
      if (coefficient && !coefficient.ok) throw new UsageError(`--coef: ${coefficient.problem} (e.g. 2.15)`);
      const { config } = await showSite(db, String(request.siteId));
      return withWallet(db, async (wallet, ctx) => {
        const scale = wallet.currencies.scaleOf(request.currencyCode);
        const stake = opts.summ === undefined ? undefined : parseRequestedAmount(opts.summ, scale);
        if (stake && !stake.ok) throw new UsageError(`--summ: ${stake.problem} (e.g. 5000.00)`);
        const approved = await approveVipRequest({ db, wallet, outbox: ctx.outbox, now: ctx.now }, id, {
          operator: operatorOf(opts),
          ...(coefficient?.ok ? { coefficient: coefficient.thousandths } : {}),
          ...(stake?.ok ? { stake: stake.minor } : {}),
          confirmMinutes: config.betting.vipBets.confirmMinutes,
        });
        const summ = fromMinorUnits(approved.approvedStake ?? 0n, scale);
        return `VIP request ${id} approved: ${summ} ${approved.currencyCode} at ${(approved.approvedCoefficient ?? 0) / 1000}; the player may place it until ${approved.expiresAt.toISOString()}\n`;
      });
    },
  },

  'vipbet:reject': {
    usage: REJECT_USAGE,
    summary: "refuse a VIP request with a reason the player sees; its stake is the player's again",
    async run(args, { db }) {
      const id = requestIdOf(args[0], REJECT_USAGE);
      const opts = options(args.slice(1), ['reason', 'operator']);
      if (!opts.reason?.trim()) throw new UsageError(`--reason is required. Usage: ${REJECT_USAGE}`);
      await withWallet(db, (wallet, ctx) => rejectVipRequest({ db, wallet, outbox: ctx.outbox, now: ctx.now }, id, operatorOf(opts), opts.reason?.trim() ?? ''));
      return `VIP request ${id} rejected\n`;
    },
  },

  'promo:add': {
    usage: PROMO_USAGE,
    summary: "add a promo code the brand's bets may name (any case; what it gives comes with the bonus issue)",
    async run(args, { db }) {
      const [siteRef, code, ...rest] = args;
      if (siteRef === undefined || code === undefined || !/^[A-Za-z0-9_-]{3,40}$/.test(code)) throw new UsageError(`Usage: ${PROMO_USAGE} (a code is 3 to 40 letters, digits, - or _)`);
      const opts = options(rest, ['from', 'until', 'note', 'operator']);
      const site = await showSite(db, siteRef);
      const from = timeOf(opts.from, '--from') ?? new Date();
      const until = timeOf(opts.until, '--until');
      if (until && until <= from) throw new UsageError('--until is after --from');
      const added = await insertPromoCode(db, { siteId: site.id, code: code.toUpperCase(), validFrom: from, validUntil: until ?? null, note: opts.note ?? '', createdBy: operatorOf(opts) });
      if (!added) throw new UsageError(`${site.slug} already has the code ${code.toUpperCase()}`);
      return `${site.slug}: promo code ${added.code} from ${added.validFrom.toISOString()}${added.validUntil ? ` until ${added.validUntil.toISOString()}` : ''}\n`;
    },
  },

  'promo:list': {
    usage: 'promo:list [--site S]',
    summary: "the brands' promo codes",
    async run(args, { db }) {
      const opts = options(args, ['site']);
      const siteId = opts.site === undefined ? undefined : (await showSite(db, opts.site)).id;
      const rows = await promoCodesOf(db, siteId, 1000);
      if (rows.length === 0) return 'no promo codes\n';
      return rows.map((r) => `site ${r.siteId}  ${r.code}  from ${r.validFrom.toISOString()}  ${r.validUntil ? `until ${r.validUntil.toISOString()}` : 'no end'}  ${r.note}`).join('\n').concat('\n');
    },
  },
};
