// The wallet in the header (UX.md "balance with currency when signed in, deposit button"): the
// active account's available money, formatted with Intl in the page's language from the server's
// exact text, and the Deposit button. It also hosts the page's wallet listeners: push notices and
// the registration-deposit offer.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { Skeleton } from '../../shared/ui/skeleton';
import { formatExact } from './money';
import { RegistrationDepositOffer } from './registration-deposit';
import { WalletLive } from './wallet-live';
import { activeAccountOf, useBalanceLists } from './wallet-queries';
import styles from './header-wallet.module.css';

export function HeaderWallet() {
  const { viewer } = useRootData();
  if (!viewer) return null;
  return (
    <>
      <WalletLive />
      <RegistrationDepositOffer />
      <HeaderBalance />
    </>
  );
}

function HeaderBalance() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const lists = useBalanceLists();
  const active = activeAccountOf(lists.data);
  const amount = active ? formatExact(active.moneyExact, active.iso, active.scale, site.lang) : null;
  return (
    <div className={styles.wallet}>
      <AppLink
        to={href('office_settings_wallets', { lng: site.lang })}
        className={styles.balance}
        aria-label={amount === null ? t('wallet_header_balance') : t('wallet_header_balance_is', { amount })}
        data-testid="header-balance"
      >
        <Icon name="wallet" size="s" className={styles.balanceIcon} />
        {amount !== null ? (
          <span className={styles.amount} aria-live="polite">
            {amount}
          </span>
        ) : lists.isError ? (
          <span className={styles.amount}>—</span>
        ) : (
          <Skeleton width="4.5rem" height="1rem" />
        )}
      </AppLink>
      <AppLink to={href('office_recharge', { lng: site.lang })} className={styles.deposit}>
        <Icon name="plus" size="s" />
        <span className={styles.depositText}>{t('wallet_deposit')}</span>
      </AppLink>
    </div>
  );
}
