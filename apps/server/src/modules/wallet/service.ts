import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import { walletAdjustments, type WalletAccount } from '@stavka/db/schema';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { AppError, validationFailed } from '../../http/app-error';
import { publishAfterCommit, type Outbox } from '../outbox/service';
import { PUSH_SUBJECT, type UserNoticeEvent } from '../push/service';
import { closeEmptyAccount, insertPlayerAccount, makeActive, openPlayerAccount, playerAccount, playerAccounts } from './accounts-repo';
import type { CurrencyDirectory } from './currencies';
import { creditStanding, lend, type CreditStanding } from './credit-line';
import { creditAccountOf, recover, repayDebt, type Recovered, type Recovery } from './debt';
import { hold, postHold, reverse, transfer, voidHold, type LedgerHooks, type Moved, type MoveRequest, type TransferMeta } from './ledger';
import { accountsByIds, systemAccountId, type AccountBalance } from './ledger-repo';

// What other modules may use of the wallet (DESIGN §3, issue 11): the ledger's moves inside the
// caller's unit of work (betting, casino and bonuses never touch ledger tables), the player's
// accounts, and the operator's adjustments. Every change of a player account sends the player a
// balance notice by push once the unit of work has committed (through the outbox).

export type { Moved, MoveRequest, TransferMeta, TransferReason } from './ledger';
export type { Recovered, Recovery } from './debt';
export type { CreditStanding } from './credit-line';
export type { CurrencyDirectory } from './currencies';
export { loadCurrencies, POINTS } from './currencies';
export { presentAccount, presentBalanceLists } from './presenter';
export { movementsOf } from './accounts-repo';

export interface WalletContext {
  db: Database;
  outbox: Outbox;
  currencies: CurrencyDirectory;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Who owns accounts: enough of a player to open their first account. */
export interface AccountOwner {
  id: number;
  siteId: number;
  /** The currency chosen at registration: the first account's. */
  currencyCode: string;
}

export interface Wallet {
  readonly currencies: CurrencyDirectory;
  transfer(uow: UnitOfWork, request: MoveRequest): Promise<Moved>;
  hold(uow: UnitOfWork, request: MoveRequest): Promise<Moved>;
  postHold(uow: UnitOfWork, holdId: number, key: string, meta?: TransferMeta): Promise<Moved>;
  voidHold(uow: UnitOfWork, holdId: number, key: string, meta?: TransferMeta): Promise<Moved>;
  reverse(uow: UnitOfWork, transferId: number, key: string, meta?: TransferMeta): Promise<Moved>;
  /**
   * Takes money back from a player account (a payout reversed, a stake charged again); what it
   * lacks is lent from the player's credit account, a debt (decision 0029). Idempotent by its key.
   */
  recover(uow: UnitOfWork, recovery: Recovery): Promise<Recovered>;
  /** Repays the player's debt in the account's currency from its available money, at most `limit`. */
  repayDebt(uow: UnitOfWork, accountId: number, limit: bigint, key: string): Promise<bigint>;
  /** The player's credit account in a currency (where a debt is kept), opened when first needed. */
  creditAccountOf(uow: UnitOfWork, owner: { userId: number; siteId: number }, currencyCode: string): Promise<WalletAccount>;
  /** Locks a player's cash account and answers its available money and what the player owes in its currency (decision 0028). */
  creditStanding(uow: UnitOfWork, accountId: number): Promise<CreditStanding>;
  /** Lends to a player's cash account from their credit account (an advance, decision 0028); idempotent by its key. */
  lend(uow: UnitOfWork, loan: { accountId: number; amount: bigint; key: string; meta?: TransferMeta }): Promise<Moved>;
  /** The brand's house, payment clearing or bet escrow account in a currency. */
  systemAccount(uow: UnitOfWork, siteId: number, kind: 'house' | 'clearing' | 'escrow', currencyCode: string): Promise<number>;
  /** The player's accounts; a player without any gets a cash account in their currency, active. */
  accountsOf(uow: UnitOfWork, owner: AccountOwner): Promise<WalletAccount[]>;
  /** One of the player's accounts, or a 404 (another player's account is not found, not forbidden). */
  accountOf(uow: UnitOfWork, owner: AccountOwner, accountId: number): Promise<WalletAccount>;
  activeAccountOf(uow: UnitOfWork, owner: AccountOwner): Promise<WalletAccount>;
  setActiveAccount(uow: UnitOfWork, owner: AccountOwner, accountId: number): Promise<void>;
  openCurrencyAccount(uow: UnitOfWork, owner: AccountOwner, currencyCode: string): Promise<WalletAccount>;
  closeCurrencyAccount(uow: UnitOfWork, owner: AccountOwner, accountId: number): Promise<void>;
  /** An operator's credit (positive) or debit (negative) of a player account, with its audit row. */
  adjust(uow: UnitOfWork, adjustment: { accountId: number; amount: bigint; operator: string; reason: string; key: string }): Promise<Moved>;
}

export function createWallet(ctx: WalletContext): Wallet {
  const hooks: LedgerHooks = {
    onAccountChanged: (uow, account) => announceBalance(ctx, uow, account),
  };
  const systemAccounts = new Map<string, number>();

  async function accountsOf(uow: UnitOfWork, owner: AccountOwner): Promise<WalletAccount[]> {
    const accounts = await playerAccounts(uow.tx, owner.id);
    if (accounts.length > 0) return accounts;
    await insertPlayerAccount(uow.tx, { siteId: owner.siteId, userId: owner.id, kind: 'cash', currencyCode: owner.currencyCode, isActive: true });
    return playerAccounts(uow.tx, owner.id);
  }

  async function accountOf(uow: UnitOfWork, owner: AccountOwner, accountId: number): Promise<WalletAccount> {
    await accountsOf(uow, owner);
    const account = await playerAccount(uow.tx, owner.id, accountId);
    if (!account) throw new AppError('not_found', 'You have no account with this number');
    return account;
  }

  return {
    currencies: ctx.currencies,
    transfer: (uow, request) => transfer(hooks, uow, request),
    hold: (uow, request) => hold(hooks, uow, request),
    postHold: (uow, holdId, key, meta) => postHold(hooks, uow, holdId, key, meta),
    voidHold: (uow, holdId, key, meta) => voidHold(hooks, uow, holdId, key, meta),
    reverse: (uow, transferId, key, meta) => reverse(hooks, uow, transferId, key, meta),
    recover: (uow, recovery) => recover(hooks, uow, recovery),
    repayDebt: (uow, accountId, limit, key) => repayDebt(hooks, uow, accountId, limit, key),
    creditAccountOf: (uow, owner, currencyCode) => creditAccountOf(uow, owner, currencyCode),
    creditStanding: (uow, accountId) => creditStanding(uow, accountId),
    lend: (uow, loan) => lend(hooks, uow, loan),
    async systemAccount(uow, siteId, kind, currencyCode) {
      // A brand's system accounts never change once made: their ids are kept once a commit made them sure.
      const name = `${siteId}:${kind}:${currencyCode}`;
      const known = systemAccounts.get(name);
      if (known !== undefined) return known;
      const id = await systemAccountId(uow.tx, siteId, kind, currencyCode);
      uow.afterCommit(() => systemAccounts.set(name, id));
      return id;
    },
    accountsOf,
    accountOf,

    async activeAccountOf(uow, owner) {
      const active = (await accountsOf(uow, owner)).find((account) => account.isActive);
      if (!active) throw new Error(`wallet: player ${owner.id} has no active account`);
      return active;
    },

    async setActiveAccount(uow, owner, accountId) {
      const account = await accountOf(uow, owner, accountId);
      if (account.kind !== 'cash' || account.closedAt !== null) throw validationFailed({ account_id: ['wallet_account_not_switchable'] });
      if (!(await makeActive(uow.tx, owner.id, accountId))) throw validationFailed({ account_id: ['wallet_account_not_switchable'] });
    },

    async openCurrencyAccount(uow, owner, currencyCode) {
      await accountsOf(uow, owner);
      const opened = await insertPlayerAccount(uow.tx, { siteId: owner.siteId, userId: owner.id, kind: 'cash', currencyCode, isActive: false });
      if (opened) return opened;
      if (await openPlayerAccount(uow.tx, owner.id, 'cash', currencyCode)) throw validationFailed({ currency_id: ['wallet_currency_account_exists'] });
      throw new Error(`wallet: opening a ${currencyCode} account for player ${owner.id} failed`);
    },

    async closeCurrencyAccount(uow, owner, accountId) {
      const account = await accountOf(uow, owner, accountId);
      if (account.kind !== 'cash' || account.closedAt !== null) throw validationFailed({ account_id: ['wallet_account_not_deletable'] });
      if (account.isActive) throw validationFailed({ account_id: ['wallet_account_is_active'] });
      if (!(await closeEmptyAccount(uow.tx, owner.id, accountId, ctx.now()))) throw validationFailed({ account_id: ['wallet_account_not_empty'] });
    },

    async adjust(uow, adjustment) {
      const [account] = await playerAccountsById(uow, adjustment.accountId);
      if (!account) throw new AppError('not_found', `No player account ${adjustment.accountId}`);
      const house = await systemAccountId(uow.tx, account.siteId, 'house', account.currencyCode);
      const credit = adjustment.amount > 0n;
      const moved = await transfer(hooks, uow, {
        siteId: account.siteId,
        key: adjustment.key,
        reason: 'adjustment',
        currencyCode: account.currencyCode,
        amount: credit ? adjustment.amount : -adjustment.amount,
        from: credit ? house : account.id,
        to: credit ? account.id : house,
        meta: { operator: adjustment.operator, note: adjustment.reason },
      });
      if (!moved.duplicate) {
        await uow.tx.insert(walletAdjustments).values({ transferId: moved.transfer.id, operator: adjustment.operator, reason: adjustment.reason, createdAt: ctx.now() });
      }
      return moved;
    },
  };
}

async function playerAccountsById(uow: UnitOfWork, accountId: number): Promise<WalletAccount[]> {
  return (await accountsByIds(uow.tx, [accountId])).filter((account) => account.userId !== null);
}

/** The accounts a unit of work changed, with their latest state: one notice each, however often they changed. */
const changedAccounts = new WeakMap<UnitOfWork, Map<number, AccountBalance>>();

/** The player's balance notice, published once the unit of work commits (never on a rollback). */
async function announceBalance(ctx: WalletContext, uow: UnitOfWork, account: AccountBalance): Promise<void> {
  if (account.userId === null) return;
  let changed = changedAccounts.get(uow);
  if (!changed) {
    const accounts = new Map<number, AccountBalance>();
    changed = accounts;
    changedAccounts.set(uow, accounts);
    uow.beforeCommit(async () => {
      for (const latest of accounts.values()) await publishBalance(ctx, uow, latest);
    });
  }
  changed.set(account.id, account);
}

async function publishBalance(ctx: WalletContext, uow: UnitOfWork, account: AccountBalance): Promise<void> {
  if (account.userId === null) return;
  const scale = ctx.currencies.scaleOf(account.currencyCode);
  const event: UserNoticeEvent = {
    userId: account.userId,
    notice: {
      kind: 'balance',
      accountId: account.id,
      version: account.version,
      money: fromMinorUnits(account.balance - account.held, scale),
      currency: account.currencyCode,
    },
  };
  await publishAfterCommit(ctx.outbox, uow, PUSH_SUBJECT.user(account.userId), event);
}

export { ledgerInvariants, verifyLedger, type LedgerViolation } from './verify';
