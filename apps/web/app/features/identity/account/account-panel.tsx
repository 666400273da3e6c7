// The account's details and actions, in the header menu and in the phone menu sheet.
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../shared/root-data';
import { Button } from '../../../shared/ui/button';
import styles from './account.module.css';
import { useAccountActions } from './use-account-actions';

export function AccountPanel({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
  const { viewer } = useRootData();
  const actions = useAccountActions();
  if (!viewer) return null;
  const unconfirmedEmail = viewer.emailConfirmed ? null : viewer.email;
  return (
    <div className={styles.panel}>
      <dl className={styles.details}>
        <dt>{t('identity_account_number')}</dt>
        <dd>{viewer.login}</dd>
      </dl>
      {unconfirmedEmail !== null && (
        <div className={styles.confirm}>
          <p>{t('identity_email_not_confirmed', { email: unconfirmedEmail })}</p>
          <Button size="s" variant="primary" icon="mail" loading={actions.busy} onClick={() => void actions.confirmEmail()}>
            {t('identity_confirm_email')}
          </Button>
        </div>
      )}
      <Button
        variant="secondary"
        icon="logout"
        block
        loading={actions.busy}
        onClick={() => void actions.signOut().then(() => onAction?.())}
      >
        {t('identity_sign_out')}
      </Button>
    </div>
  );
}
