import { z } from 'zod';

// The wallet's shapes (spec §3 "Account record", §7.3 user calls, issue 11). Money is sent twice:
// `money` as a JSON number, as the family's clients read it, and `moneyExact` as exact decimal text
// in the currency's scale, which our own client formats (a number is only for display).

/** Account `type` (spec §3): what the account holds. */
export const accountTypes = { cash: 0, bonus: 1, points: 2, credit: 3 } as const;

export const accountRecordSchema = z.strictObject({
  id: z.number().int().positive(),
  /** The bonus of a bonus account; 0 for the others. */
  idBonus: z.number().int().nonnegative(),
  type: z.number().int().nonnegative(),
  /** Available: balance less what is held. */
  money: z.number(),
  moneyExact: z.string(),
  /** The currency's name in the player's language. */
  name: z.string(),
  iso: z.string(),
  symbol: z.string(),
  /** `name (symbol)`, or `name (iso)` when the currency has no symbol of its own. */
  label: z.string(),
  isActive: z.boolean(),
  currencyId: z.number().int().nonnegative(),
  /** Held for bets not yet settled and withdrawals not yet decided. */
  amountOfUnplacedBets: z.number(),
  points: z.number(),
  isBonusAccount: z.boolean(),
  isPointsTypeBalance: z.boolean(),
  /** Bumped on every change; push notices with a lower one are older. */
  version: z.number().int().nonnegative(),
  /** The currency's minor-unit digits, for entering amounts. */
  scale: z.number().int().min(0).max(18),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/** The three lists of spec §3: the money accounts, the bonus accounts, and everything. */
export const balanceListsSchema = z.strictObject({
  accounts: z.array(accountRecordSchema),
  bonuses: z.array(accountRecordSchema),
  allAccounts: z.array(accountRecordSchema),
});
export type BalanceLists = z.infer<typeof balanceListsSchema>;

const idField = z.union([z.number(), z.string().regex(/^\d{1,15}$/)]).transform(Number).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const setActiveAccountSchema = z.strictObject({ account_id: idField });
export const createCurrencyAccountSchema = z.strictObject({ currency_id: idField });
export const deleteCurrencyAccountSchema = z.strictObject({ account_id: idField });

/** The legacy mobile site's balance (wire-format §3.3: `{balance:[{money, summ_unplaced_bets}]}`). */
export const legacyBalanceSchema = z.strictObject({
  balance: z.array(z.strictObject({ id: z.number().int(), money: z.number(), summ_unplaced_bets: z.number(), currency: z.string() })),
});

/** An amount as a request may carry it: a JSON number or decimal text (read exactly by the server). */
export const requestedAmountSchema = z.union([z.number(), z.string().max(40)]);
