import type { UnitOfWork } from '@stavka/db/unit-of-work';
import type { WalletAccount, WalletTransfer } from '@stavka/db/schema';
import { AppError } from '../../http/app-error';
import { accountsByIds, insertEntries, insertTransfer, movePlayerAccount, resolutionOf, transferById, transferByKey, type AccountBalance, type NewTransfer } from './ledger-repo';

// Moving money (DESIGN §1.2–1.3, issue 11 "Ledger"). Every call runs inside the caller's unit of
// work and is idempotent by its key, unique in the database: a repeat with the same key and the
// same facts returns the first transfer and moves nothing; the same key with other facts is refused.
// A hold (two-phase transfer) reserves money on a player account; exactly one post or void resolves
// it. Player accounts that change are reported to `onAccountChanged` (the push notice, after commit).

/** Why money moved; shown in payment history and audits, never used to decide money. */
export type TransferReason =
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'correction'
  | 'stake'
  | 'win'
  /** A bet sold back to the house before it settled (cash-out). */
  | 'cash_out'
  | 'refund'
  | 'bonus'
  | 'fee'
  /** Lent from a player's credit account: a debt (money taken back, decision 0029; an advance, 0028). */
  | 'credit'
  /** A debt repaid to the player's credit account. */
  | 'repayment';

export type TransferMeta = Record<string, string | number | boolean | null>;

export interface MoveRequest {
  siteId: number;
  /** The idempotency key: one effect per key, ever. */
  key: string;
  reason: TransferReason;
  currencyCode: string;
  /** Minor units, positive. */
  amount: bigint;
  /** The account money leaves (for a hold: the player account it is reserved on). */
  from: number;
  /** The account it goes to (for a hold: where a post will send it). */
  to: number;
  meta?: TransferMeta;
}

export interface Moved {
  transfer: WalletTransfer;
  /** True when the key had been used: nothing moved this time. */
  duplicate: boolean;
  /** The player accounts this transfer changed, as they stand after it (none for a duplicate). */
  changed: AccountBalance[];
}

export interface LedgerHooks {
  /** A player account changed in this unit of work (called once per change). */
  onAccountChanged(uow: UnitOfWork, account: AccountBalance): Promise<void>;
}

/** Posts a transfer at once: `from` gives, `to` gains. */
export async function transfer(hooks: LedgerHooks, uow: UnitOfWork, request: MoveRequest): Promise<Moved> {
  return record(hooks, uow, request, 'single', null);
}

/** Reserves `amount` on the player account `from` for a later post to `to`, or a void. */
export async function hold(hooks: LedgerHooks, uow: UnitOfWork, request: MoveRequest): Promise<Moved> {
  return record(hooks, uow, request, 'pending', null);
}

/** Sends a hold's money to its destination. */
export async function postHold(hooks: LedgerHooks, uow: UnitOfWork, holdId: number, key: string, meta?: TransferMeta): Promise<Moved> {
  const pending = await pendingHold(uow, holdId);
  return record(hooks, uow, { ...sidesOf(pending), key, meta: meta ?? {} }, 'post', pending.id);
}

/** Releases a hold: the money stays where it was. */
export async function voidHold(hooks: LedgerHooks, uow: UnitOfWork, holdId: number, key: string, meta?: TransferMeta): Promise<Moved> {
  const pending = await pendingHold(uow, holdId);
  return record(hooks, uow, { ...sidesOf(pending), key, meta: meta ?? {} }, 'void', pending.id);
}

/** A correction: the same amount back the other way, linked to the transfer it reverses (once). */
export async function reverse(hooks: LedgerHooks, uow: UnitOfWork, transferId: number, key: string, meta?: TransferMeta): Promise<Moved> {
  const original = await transferById(uow.tx, transferId);
  if (!original || (original.phase !== 'single' && original.phase !== 'post')) throw new AppError('not_found', 'No posted transfer has this id');
  const request: MoveRequest = {
    siteId: original.siteId,
    key,
    reason: 'correction',
    currencyCode: original.currencyCode,
    amount: original.amount,
    from: original.creditAccountId,
    to: original.debitAccountId,
    meta: { ...meta, reverses: original.id },
  };
  return record(hooks, uow, request, 'single', null, original.id);
}

function sidesOf(pending: WalletTransfer): Omit<MoveRequest, 'key'> {
  return {
    siteId: pending.siteId,
    reason: pending.reason as TransferReason,
    currencyCode: pending.currencyCode,
    amount: pending.amount,
    from: pending.debitAccountId,
    to: pending.creditAccountId,
  };
}

async function pendingHold(uow: UnitOfWork, holdId: number): Promise<WalletTransfer> {
  const pending = await transferById(uow.tx, holdId);
  if (!pending || pending.phase !== 'pending') throw new AppError('not_found', 'No hold has this id');
  return pending;
}

async function record(
  hooks: LedgerHooks,
  uow: UnitOfWork,
  request: MoveRequest,
  phase: WalletTransfer['phase'],
  pendingId: number | null,
  reversesId: number | null = null,
): Promise<Moved> {
  if (request.amount <= 0n) throw new Error(`ledger: a transfer moves a positive amount, not ${request.amount}`);
  const row: NewTransfer = {
    siteId: request.siteId,
    idempotencyKey: request.key,
    phase,
    reason: request.reason,
    currencyCode: request.currencyCode,
    amount: request.amount,
    debitAccountId: request.from,
    creditAccountId: request.to,
    pendingId,
    reversesId,
    meta: request.meta ?? {},
  };
  const accounts = await checkedAccounts(uow, request);
  const inserted = await insertTransfer(uow.tx, row);
  if (!inserted) return { transfer: await alreadyRecorded(uow, row), duplicate: true, changed: [] };

  const [from, to] = accounts;
  const moves = movesOf(phase, request.amount);
  const changedAccounts: AccountBalance[] = [];
  if (from.userId !== null && (moves.from.posted !== 0n || moves.from.held !== 0n)) {
    const changed = await movePlayerAccount(uow.tx, from.id, moves.from);
    if (!changed) throw new AppError('insufficient_funds', 'The account does not have that much money available', { summ: ['insufficient_funds'] });
    changedAccounts.push(changed);
    await hooks.onAccountChanged(uow, changed);
  }
  if (to.userId !== null && moves.to.posted !== 0n) {
    const changed = await movePlayerAccount(uow.tx, to.id, moves.to);
    if (!changed) throw new Error(`ledger: crediting account ${to.id} was refused`);
    changedAccounts.push(changed);
    await hooks.onAccountChanged(uow, changed);
  }
  if (moves.entries) {
    await insertEntries(uow.tx, inserted.id, [
      { accountId: from.id, amount: -request.amount },
      { accountId: to.id, amount: request.amount },
    ]);
  }
  return { transfer: inserted, duplicate: false, changed: changedAccounts };
}

/** What each phase does to the two sides. Only single and post transfers write entries. */
function movesOf(phase: WalletTransfer['phase'], amount: bigint) {
  const none = { posted: 0n, held: 0n };
  switch (phase) {
    case 'single':
      return { from: { posted: -amount, held: 0n }, to: { posted: amount, held: 0n }, entries: true };
    case 'pending':
      return { from: { posted: 0n, held: amount }, to: none, entries: false };
    case 'post':
      return { from: { posted: -amount, held: -amount }, to: { posted: amount, held: 0n }, entries: true };
    case 'void':
      return { from: { posted: 0n, held: -amount }, to: none, entries: false };
  }
}

async function checkedAccounts(uow: UnitOfWork, request: MoveRequest): Promise<[WalletAccount, WalletAccount]> {
  const found = await accountsByIds(uow.tx, [request.from, request.to]);
  const from = found.find((account) => account.id === request.from);
  const to = found.find((account) => account.id === request.to);
  if (!from || !to) throw new AppError('not_found', 'No such account');
  for (const account of [from, to]) {
    if (account.currencyCode !== request.currencyCode) throw new Error(`ledger: account ${account.id} is in ${account.currencyCode}, not ${request.currencyCode}`);
    if (account.siteId !== request.siteId) throw new Error(`ledger: account ${account.id} belongs to another brand`);
  }
  return [from, to];
}

/** The key was used before: the same facts are a repeat (nothing moves), others a refusal. */
async function alreadyRecorded(uow: UnitOfWork, row: NewTransfer): Promise<WalletTransfer> {
  const existing = await transferByKey(uow.tx, row.idempotencyKey);
  if (!existing) {
    // The key is new, so the conflict was the hold's single resolution.
    const resolution = row.pendingId == null ? undefined : await resolutionOf(uow.tx, row.pendingId);
    throw new AppError('conflict', resolution ? `The hold was already ${resolution.phase === 'post' ? 'posted' : 'voided'}` : 'The transfer conflicts with another');
  }
  const same =
    existing.phase === row.phase &&
    existing.amount === row.amount &&
    existing.currencyCode === row.currencyCode &&
    existing.debitAccountId === row.debitAccountId &&
    existing.creditAccountId === row.creditAccountId &&
    (existing.pendingId ?? null) === (row.pendingId ?? null);
  if (!same) throw new AppError('conflict', 'This idempotency key was used for another transfer');
  return existing;
}
