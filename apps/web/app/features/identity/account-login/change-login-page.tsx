// office_change_login (issue 13): the login the player chooses to sign in with besides their account
// number. The screen says what signs in now, takes a new login under the contract's rules (checked
// here and again by the server, whose refusal shows under the field), and lets the player give it up.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountLogin, loginNameSchema, LOGIN_NAME_MAX } from '@stavka/contract/account-login';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { translateFieldMessage } from '../field-message';
import { TextField } from '../fields/text-field';
import { sessionsFailureText } from '../sessions/sessions-errors';
import styles from '../settings-form.module.css';
import { useAccountLogin, useSaveAccountLogin } from './account-login-queries';
import { ScreenState } from '../office-screen-state';

export function ChangeLoginPage() {
  const { t } = useTranslation();
  const query = useAccountLogin();
  return (
    <OfficeScreen title={t('office_change_login_title')} lead={query.data ? t('office_change_login_lead', { number: query.data.account_number }) : undefined}>
      <ScreenState query={query}>{(data) => <LoginForm data={data} />}</ScreenState>
    </OfficeScreen>
  );
}

type Outcome = { kind: 'saved'; login: string } | { kind: 'removed' } | { kind: 'failed'; text: string } | null;

function LoginForm({ data }: { data: AccountLogin }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const save = useSaveAccountLogin();
  const [value, setValue] = useState(data.login ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const fieldText = (message: string) => translateFieldMessage(t, message, { age: site.minAge });

  const send = async (login: string | null) => {
    setBusy(login === null ? 'remove' : 'save');
    const answer = await save({ login });
    setBusy(null);
    if (answer.ok) {
      setValue(answer.data.login ?? '');
      setOutcome(answer.data.login === null ? { kind: 'removed' } : { kind: 'saved', login: answer.data.login });
      return;
    }
    const message = answer.failure.fieldErrors['login'];
    if (message !== undefined) setFieldError(fieldText(message));
    else setOutcome({ kind: 'failed', text: answer.failure.id === null ? t('account_login_failed') : sessionsFailureText(t, answer.failure, site.minAge) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = loginNameSchema.safeParse(value);
    if (!checked.success) {
      setFieldError(fieldText(checked.error.issues[0]?.message ?? 'account_login_symbols'));
      return;
    }
    setFieldError(undefined);
    void send(checked.data);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.saved} data-testid="login-now">
        {data.login === null ? t('account_login_none') : t('account_login_now', { login: data.login })}
      </p>
      <TextField
        label={t('account_login_label')}
        hint={t('account_login_hint')}
        error={fieldError}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setFieldError(undefined);
        }}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={LOGIN_NAME_MAX + 10}
        required
        mark="required"
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="s" loading={busy === 'save'}>
          {t('account_login_save')}
        </Button>
        {data.login !== null && (
          <Button type="button" variant="secondary" size="s" loading={busy === 'remove'} onClick={() => void send(null)}>
            {t('account_login_remove')}
          </Button>
        )}
      </div>
      {outcome?.kind === 'saved' && <Alert messageKind="success">{t('account_login_saved', { login: outcome.login })}</Alert>}
      {outcome?.kind === 'removed' && <Alert messageKind="success">{t('account_login_removed')}</Alert>}
      {outcome?.kind === 'failed' && <Alert messageKind="error">{outcome.text}</Alert>}
    </form>
  );
}
