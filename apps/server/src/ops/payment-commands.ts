import type { Database } from '@stavka/db/client';
import { fromMinorUnits } from '@stavka/domain/money';
import { approveWithdrawal, listRequests, paymentByNumber, rejectWithdrawal, replyToRequest, withdrawalsByStatus } from '../modules/payments/service';
import type { Command } from './command';
import { operatorOf, options } from './options';
import { UsageError } from './usage-error';
import { withWallet } from './wallet-commands';

// The operator's payment commands (issue 11): decisions on withdrawals, and support's answers to
// payment-consultant requests. Each is one transaction through the payments module; the payout and
// the player's notices leave through the outbox, which the running server delivers.

async function paymentIdOf(db: Database, ref: string | undefined, usage: string): Promise<string> {
  if (ref === undefined) throw new UsageError(`Usage: ${usage}`);
  if (/^[0-9a-f-]{36}$/i.test(ref)) return ref.toLowerCase();
  if (!/^\d{1,12}$/.test(ref)) throw new UsageError(`Usage: ${usage}`);
  const found = await paymentByNumber(db, Number(ref));
  if (!found || found.direction !== 'withdrawal') throw new UsageError(`No withdrawal number ${ref}`);
  return found.id;
}

const APPROVE_USAGE = 'withdrawal:approve <payment id or number> [--operator O]';
const REJECT_USAGE = 'withdrawal:reject <payment id or number> --reason R [--operator O]';

export const paymentCommands: Record<string, Command> = {
  'withdrawal:list': {
    usage: 'withdrawal:list [--status requested|approved|paid|rejected|failed]',
    summary: 'withdrawals in a status (waiting for a decision by default), oldest first',
    async run(args, { db }) {
      const opts = options(args, ['status']);
      const status = (opts.status ?? 'requested') as 'requested';
      if (!['requested', 'approved', 'paid', 'rejected', 'failed'].includes(status)) throw new UsageError('--status: requested, approved, paid, rejected or failed');
      return withWallet(db, async (wallet) => {
        const rows = await withdrawalsByStatus(db, [status], 500);
        if (rows.length === 0) return `no ${status} withdrawals\n`;
        return rows
          .map((p) => {
            const scale = wallet.currencies.scaleOf(p.currencyCode);
            return `${p.number}  ${p.id}  player ${p.userId}  ${fromMinorUnits(p.amount, scale)} ${p.currencyCode} (fee ${fromMinorUnits(p.fee, scale)})  ${p.method}  ${p.status}  ${p.createdAt.toISOString()}`;
          })
          .join('\n')
          .concat('\n');
      });
    },
  },

  'withdrawal:approve': {
    usage: APPROVE_USAGE,
    summary: 'approve a requested withdrawal: the money leaves and the payout goes to the provider',
    async run(args, { db }) {
      const id = await paymentIdOf(db, args[0], APPROVE_USAGE);
      const opts = options(args.slice(1), ['operator']);
      const payment = await withWallet(db, (_wallet, ctx) => approveWithdrawal(ctx, id, operatorOf(opts)));
      return `withdrawal ${payment.number} approved\n`;
    },
  },

  'withdrawal:reject': {
    usage: REJECT_USAGE,
    summary: "reject a requested withdrawal with a reason the player sees; the money is the player's again",
    async run(args, { db }) {
      const id = await paymentIdOf(db, args[0], REJECT_USAGE);
      const opts = options(args.slice(1), ['reason', 'operator']);
      if (!opts.reason?.trim()) throw new UsageError(`Usage: ${REJECT_USAGE}`);
      const payment = await withWallet(db, (_wallet, ctx) => rejectWithdrawal(ctx, id, operatorOf(opts), opts.reason?.trim() ?? ''));
      return `withdrawal ${payment.number} rejected\n`;
    },
  },

  'consultant:list': {
    usage: 'consultant:list [--status open|needs_info|answered|closed]',
    summary: "players' payment-consultant requests in a status (open by default), newest first",
    async run(args, { db }) {
      const opts = options(args, ['status']);
      const status = (opts.status ?? 'open') as 'open';
      if (!['open', 'needs_info', 'answered', 'closed'].includes(status)) throw new UsageError('--status: open, needs_info, answered or closed');
      const { items } = await listRequests(db, { statuses: [status], limit: 200, offset: 0 });
      if (items.length === 0) return `no ${status} requests\n`;
      return items
        .map((r) => [`${r.number}  ${r.topicKey}  ${r.paymentNumber === null ? '' : `payment ${r.paymentNumber}  `}${r.status}  ${r.updatedAt}`, ...r.messages.map((m) => `    ${m.fromSupport ? 'support' : 'player'}: ${m.text}`)].join('\n'))
        .join('\n')
        .concat('\n');
    },
  },

  'consultant:reply': {
    usage: 'consultant:reply <request number> --message M [--then answered|needs_info|closed] [--operator O]',
    summary: "answer a payment-consultant request, ask the player to fill something out, or close it",
    async run(args, { db }) {
      const usage = 'consultant:reply <request number> --message M [--then answered|needs_info|closed] [--operator O]';
      if (args[0] === undefined || !/^\d{1,12}$/.test(args[0])) throw new UsageError(`Usage: ${usage}`);
      const opts = options(args.slice(1), ['message', 'then', 'operator']);
      const then = opts.then ?? 'answered';
      if (!['answered', 'needs_info', 'closed'].includes(then) || (opts.message === undefined && then !== 'closed')) throw new UsageError(`Usage: ${usage}`);
      const request = await replyToRequest(db, { number: Number(args[0]), operator: operatorOf(opts), message: opts.message ?? '', needsInfo: then === 'needs_info', close: then === 'closed', now: new Date() });
      return `request ${request.number}: ${request.status}\n`;
    },
  },
};
