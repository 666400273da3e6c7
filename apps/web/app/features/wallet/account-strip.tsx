// Which account a payment goes to or comes from: the active account, its available money (live:
// the lists the header reads, kept current by push) and the way to another account.
import { useTranslation } from 'react-i18next';
import type { AccountRecord } from '@stavka/contract/wallet';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { formatExact } from './money';
import { useBalanceLists } from './wallet-queries';
import styles from './wallet.module.css';

/** The account as the page read it, with the newest money the balance lists know of. */
export function useLiveAccount(account: AccountRecord): AccountRecord {
  const lists = useBalanceLists();
  const live = lists.data?.allAccounts.find((candidate) => candidate.id === account.id);
  return live && live.version >= account.version ? live : account;
}

export function AccountStrip({ account }: { account: AccountRecord }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const live = useLiveAccount(account);
  return (
    <dl className={styles.facts} data-testid="account-strip">
      <dt>{t('wallet_account')}</dt>
      <dd>
        {live.label} <AppLink to={href('office_settings_wallets', { lng: site.lang })}>{t('wallet_change_account')}</AppLink>
      </dd>
      <dt>{t('wallet_available')}</dt>
      <dd className={styles.money}>{formatExact(live.moneyExact, live.iso, live.scale, site.lang)}</dd>
    </dl>
  );
}
