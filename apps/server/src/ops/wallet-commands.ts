import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { Database } from '@stavka/db/client';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { accountOwnerOf } from '../modules/identity/service';
import { createOutbox } from '../modules/outbox/service';
import type { PaymentsContext } from '../modules/payments/service';
import { createWallet, ledgerInvariants, loadCurrencies, verifyLedger, type Wallet } from '../modules/wallet/service';
import type { Command } from './command';
import { operatorOf, options } from './options';
import { UsageError } from './usage-error';

// The operator's money commands (issue 11): adjustments with their audit row and the ledger's
// invariants. They write through the same services as the site, one transaction each; what must
// leave afterwards (balance notices, payouts) goes into the outbox, which the running server delivers.

const quiet = pino({ level: 'silent' });

/** The wallet (and the payments context built on it) over this database, for one command. */
export async function withWallet<T>(db: Database, work: (wallet: Wallet, payments: PaymentsContext) => Promise<T>): Promise<T> {
  const currencies = await loadCurrencies(db, quiet);
  try {
    // An outbox with no handlers: it only writes; the server's dispatcher delivers.
    const outbox = createOutbox({ db, log: quiet });
    const now = () => new Date();
    const wallet = createWallet({ db, outbox, currencies, log: quiet, now });
    return await work(wallet, { db, wallet, outbox, log: quiet, now, providers: new Map(), notifyUrl: () => '' });
  } finally {
    currencies.stop();
  }
}

const ADJUST_USAGE = 'wallet:adjust --user U --amount A --currency C --reason R [--operator O] [--key K]';

export const walletCommands: Record<string, Command> = {
  'wallet:adjust': {
    usage: ADJUST_USAGE,
    summary: "credit (or, with a negative amount, debit) a player's account in major units, with a reason",
    async run(args, { db }) {
      const opts = options(args, ['user', 'amount', 'currency', 'reason', 'operator', 'key']);
      if (!opts.user || !/^\d{1,15}$/.test(opts.user) || !opts.amount || !opts.currency || !opts.reason?.trim()) throw new UsageError(`Usage: ${ADJUST_USAGE}`);
      const owner = await accountOwnerOf(db, Number(opts.user));
      const currency = opts.currency.toUpperCase();
      return withWallet(db, async (wallet) => {
        const scale = wallet.currencies.byCode(currency)?.scale;
        if (scale === undefined) throw new UsageError(`Unknown currency ${currency}`);
        const negative = opts.amount?.startsWith('-') ?? false;
        const parsed = parseRequestedAmount((opts.amount ?? '').replace(/^-/, ''), scale);
        if (!parsed.ok) throw new UsageError(`--amount: ${parsed.problem} (e.g. 1000.00, or -50 for a debit)`);
        const { moved, account } = await runInTransaction(db, async (uow) => {
          const account = (await wallet.accountsOf(uow, owner)).find((a) => a.kind === 'cash' && a.currencyCode === currency && a.closedAt === null);
          if (!account) throw new UsageError(`Player ${owner.id} has no open ${currency} account`);
          const key = opts.key ?? `adjust:${randomUUID()}`;
          const moved = await wallet.adjust(uow, { accountId: account.id, amount: negative ? -parsed.minor : parsed.minor, operator: operatorOf(opts), reason: opts.reason?.trim() ?? '', key });
          return { moved, account: await wallet.accountOf(uow, owner, account.id) };
        });
        const sign = negative ? '-' : '+';
        const repeat = moved.duplicate ? ' (this key was used before: nothing moved)' : '';
        return `account ${account.id}: ${sign}${fromMinorUnits(parsed.minor, scale)} ${currency}, transfer ${moved.transfer.id}; available ${fromMinorUnits(account.balance - account.held, scale)} ${currency}${repeat}\n`;
      });
    },
  },

  'ledger:verify': {
    usage: 'ledger:verify',
    summary: 'check every invariant of the ledger; exits 1 naming the first violation',
    async run(_args, { db }) {
      const violation = await verifyLedger(db);
      if (violation) throw new Error(`ledger violation: ${violation.invariant}: ${violation.detail}`);
      return `ledger ok: ${ledgerInvariants.map((name) => `\n  ✓ ${name}`).join('')}\n`;
    },
  },
};
