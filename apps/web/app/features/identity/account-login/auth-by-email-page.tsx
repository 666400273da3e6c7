// security_auth_by_email (issue 13): whether the player's e-mail and password sign in. One labelled
// tick, saved by its button, with the state kept now under it; without an e-mail the screen leads to
// adding one, and an address not yet confirmed is said so, with the way to confirm it.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountLogin } from '@stavka/contract/account-login';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { CheckboxField } from '../fields/checkbox-field';
import { sessionsFailureText } from '../sessions/sessions-errors';
import styles from '../settings-form.module.css';
import { useAccountLogin, useSaveAccountLogin } from './account-login-queries';
import { ScreenState } from '../office-screen-state';

export function AuthByEmailPage() {
  const { t } = useTranslation();
  const query = useAccountLogin();
  return (
    <OfficeScreen title={t('security_auth_by_email_title')} lead={t('security_auth_by_email_lead')}>
      <ScreenState query={query}>{(data) => (data.email === null ? <NoEmail /> : <AuthByEmailForm data={data} email={data.email} />)}</ScreenState>
    </OfficeScreen>
  );
}

function NoEmail() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('security_auth_by_email_no_email')}</p>
      <p>
        <AppLink to={href('office_email_change', { lng: site.lang })}>{t('security_auth_by_email_add')}</AppLink>
      </p>
    </div>
  );
}

function AuthByEmailForm({ data, email }: { data: AccountLogin; email: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const save = useSaveAccountLogin();
  const [on, setOn] = useState(data.auth_by_email);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await save({ auth_by_email: on });
    setSaving(false);
    if (answer.ok) setOutcome({ ok: true });
    else setOutcome({ ok: false, text: answer.failure.id === null ? t('account_login_failed') : sessionsFailureText(t, answer.failure, site.minAge) });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <CheckboxField
        label={t('security_auth_by_email_toggle', { email })}
        checked={on}
        onChange={(event) => {
          setOn(event.target.checked);
          setOutcome(null);
        }}
      />
      <p className={styles.saved} data-testid="auth-by-email-now">
        {t(data.auth_by_email ? 'security_auth_by_email_on' : 'security_auth_by_email_off')}
      </p>
      {!data.email_confirmed && (
        <p className={styles.note}>
          {t('security_auth_by_email_unconfirmed', { email })}{' '}
          <AppLink to={href('office_activation_email', { lng: site.lang })}>{t('security_auth_by_email_confirm')}</AppLink>
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="s" loading={saving}>
          {t('disallow_sports_save')}
        </Button>
        {on !== data.auth_by_email && <span className={styles.note}>{t('disallow_sports_unsaved')}</span>}
      </div>
      {outcome?.ok === true && <Alert messageKind="success">{t(data.auth_by_email ? 'security_auth_by_email_on' : 'security_auth_by_email_off')}</Alert>}
      {outcome?.ok === false && <Alert messageKind="error">{outcome.text}</Alert>}
    </form>
  );
}
