import { accountTypes, type AccountRecord, type BalanceLists } from '@stavka/contract/wallet';
import type { WalletAccount } from '@stavka/db/schema';
import { fromMinorUnits } from '@stavka/domain/money';
import { currencyName } from '@stavka/i18n/display-names';
import type { CurrencyDirectory } from './currencies';

// Accounts as players and the family's clients read them (spec §3 account record). The only
// outbound shape of an account: a column that is not here never leaves the server.

export function presentAccount(account: WalletAccount, currencies: CurrencyDirectory, language: string): AccountRecord {
  const currency = currencies.byCode(account.currencyCode);
  const scale = currency?.scale ?? 0;
  const available = fromMinorUnits(account.balance - account.held, scale);
  const name = currencyName(account.currencyCode, language, { en: currency?.name ?? account.currencyCode, ru: currency?.nameRu });
  const symbol = currency?.symbol ?? account.currencyCode;
  const isPoints = account.kind === 'points';
  return {
    id: account.id,
    idBonus: account.bonusId ?? 0,
    type: accountTypes[account.kind as keyof typeof accountTypes],
    money: Number(available),
    moneyExact: available,
    name,
    iso: account.currencyCode,
    symbol,
    label: `${name} (${symbol === account.currencyCode ? account.currencyCode : symbol})`,
    isActive: account.isActive,
    currencyId: currency?.id ?? 0,
    amountOfUnplacedBets: Number(fromMinorUnits(account.held, scale)),
    points: isPoints ? Number(available) : 0,
    isBonusAccount: (account.bonusId ?? 0) > 0,
    isPointsTypeBalance: isPoints,
    version: account.version,
    scale,
  };
}

/** The three lists of spec §3 (money accounts, bonus accounts, all accounts). */
export function presentBalanceLists(accounts: readonly WalletAccount[], currencies: CurrencyDirectory, language: string): BalanceLists {
  const all = accounts.map((account) => presentAccount(account, currencies, language));
  return {
    accounts: all.filter((record) => record.type === accountTypes.cash),
    bonuses: all.filter((record) => record.type === accountTypes.bonus),
    allAccounts: all,
  };
}
