// What the player owes (decisions 0028, 0029): the credit account of each currency below zero — an
// advance not yet repaid, or winnings taken back when a result was corrected. Shown as a debt, in
// words and apart from the money accounts, never as money to spend; it is repaid first from the
// player's next winnings and deposits.
import { useTranslation } from 'react-i18next';
import { accountTypes, type BalanceLists } from '@stavka/contract/wallet';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { formatExact, toMinor } from './money';
import styles from './wallets-page.module.css';
import wallet from './wallet.module.css';

export function owedAccounts(lists: BalanceLists) {
  return lists.allAccounts.filter((account) => account.type === accountTypes.credit && (toMinor(account.moneyExact, account.scale) ?? 0n) < 0n);
}

export function OwedCard({ lists }: { lists: BalanceLists }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const owed = owedAccounts(lists);
  if (owed.length === 0) return null;
  return (
    <section className={`${wallet.card} ${styles.owed}`} aria-labelledby="owed-title" data-testid="wallet-owed">
      <h2 id="owed-title" className={wallet.cardTitle}>
        <Icon name="warning" size="s" />
        {t('wallet_debt_title')}
      </h2>
      <ul className={styles.accounts}>
        {owed.map((account) => (
          <li key={account.id} className={styles.owedRow}>
            <strong>{t('wallet_debt_amount', { amount: formatExact(account.moneyExact.replace(/^-/, ''), account.iso, account.scale, site.lang) })}</strong>
          </li>
        ))}
      </ul>
      <p className={wallet.note}>{t('wallet_debt_hint')}</p>
    </section>
  );
}
