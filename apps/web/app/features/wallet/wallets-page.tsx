// office_settings_wallets (issue 11): the player's accounts with their money and the active mark;
// another account can be made active, an account opened in another currency of the brand, and an
// empty inactive one deleted after a confirmation. Every change answers the lists as they are after
// it, which the header shows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRecord, BalanceLists } from '@stavka/contract/wallet';
import type { ApiOutcome } from '../../shared/api-client';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { Icon } from '../../shared/ui/icon';
import { formatExact, toMinor } from './money';
import { OpenAccountForm } from './open-account-form';
import { OwedCard } from './owed-card';
import { walletFailureText } from './wallet-errors';
import { dataOf, failureOf, useBalanceLists, usePlayerId, useWalletApi, walletKeys } from './wallet-queries';
import { ScreenState, WalletScreen } from './wallet-screen';
import styles from './wallets-page.module.css';
import wallet from './wallet.module.css';

export function WalletsPage() {
  const { t } = useTranslation();
  const lists = useBalanceLists();
  return (
    <WalletScreen title={t('wallet_wallets_title')} lead={t('wallet_wallets_lead')}>
      <ScreenState query={lists}>{(loaded) => <Accounts lists={loaded} />}</ScreenState>
    </WalletScreen>
  );
}

/** A change of the accounts: its answer becomes the lists every screen reads. */
function useAccountsChange() {
  const client = useQueryClient();
  const userId = usePlayerId();
  return useMutation({
    // `accountId` only marks which row shows progress (0: the form that opens an account).
    mutationFn: async ({ call }: { accountId: number; call: () => Promise<ApiOutcome<BalanceLists>> }) => dataOf(await call()),
    onSuccess: (lists) => {
      if (userId === null) return;
      client.setQueryData(walletKeys.balance(userId), lists);
      // The deposit and withdrawal pages offer methods for the active account.
      void client.invalidateQueries({ queryKey: walletKeys.recharge(userId) });
      void client.invalidateQueries({ queryKey: walletKeys.deduce(userId) });
    },
  });
}

const isEmpty = (account: AccountRecord) => toMinor(account.moneyExact, account.scale) === 0n && account.amountOfUnplacedBets === 0;

function Accounts({ lists }: { lists: BalanceLists }) {
  const { t } = useTranslation();
  const api = useWalletApi();
  const change = useAccountsChange();
  const [deleting, setDeleting] = useState<AccountRecord | null>(null);
  const busyId = change.isPending ? change.variables.accountId : null;
  const run = (accountId: number, call: () => Promise<ApiOutcome<BalanceLists>>) => change.mutate({ accountId, call });
  return (
    <>
      {change.isError && <Alert messageKind="error">{walletFailureText(t, failureOf(change.error))}</Alert>}
      <ul className={styles.accounts} data-testid="wallet-accounts">
        {lists.accounts.map((account) => (
          <li key={account.id} className={styles.account} data-active={account.isActive || undefined}>
            <AccountSummary account={account} />
            <div className={wallet.actions}>
              {!account.isActive && (
                <Button
                  size="s"
                  variant="primary"
                  loading={busyId === account.id}
                  disabled={change.isPending}
                  onClick={() => run(account.id, () => api.setActiveAccount(account.id))}
                >
                  {t('wallet_make_active')}
                </Button>
              )}
              {!account.isActive && isEmpty(account) && (
                <Button size="s" variant="ghost" icon="trash" disabled={change.isPending} onClick={() => setDeleting(account)}>
                  {t('wallet_delete_account')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <OwedCard lists={lists} />
      {lists.bonuses.length > 0 && (
        <section className={wallet.card} aria-labelledby="bonus-accounts">
          <h2 id="bonus-accounts" className={wallet.cardTitle}>
            {t('wallet_bonus_accounts')}
          </h2>
          <ul className={styles.accounts}>
            {lists.bonuses.map((account) => (
              <li key={account.id} className={styles.account}>
                <AccountSummary account={account} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <OpenAccountForm
        open={lists.allAccounts}
        busy={change.isPending}
        onOpen={(currencyId) => run(0, () => api.openAccount(currencyId))}
      />
      {deleting && (
        <Dialog title={t('wallet_delete_title')} onClose={() => setDeleting(null)} size="s">
          <div className={wallet.form}>
            <p>{t('wallet_delete_confirm', { account: deleting.label })}</p>
            <div className={wallet.actions}>
              <Button
                variant="primary"
                icon="trash"
                onClick={() => {
                  run(deleting.id, () => api.closeAccount(deleting.id));
                  setDeleting(null);
                }}
              >
                {t('wallet_delete_account')}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(null)}>
                {t('wallet_cancel')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}

function AccountSummary({ account }: { account: AccountRecord }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <div className={styles.summary}>
      <span className={styles.label}>
        {account.label}
        {account.isActive && (
          <span className={styles.activeMark}>
            <Icon name="check" size="xs" />
            {t('wallet_account_active')}
          </span>
        )}
      </span>
      <span className={styles.money}>{formatExact(account.moneyExact, account.iso, account.scale, site.lang)}</span>
    </div>
  );
}
