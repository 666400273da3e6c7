// Sending the one-click credentials by e-mail (store-credentials method "email").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '@stavka/domain/validation/email';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { Button } from '../../../shared/ui/button';
import { splitFailure } from '../failure-message';
import { translateKey } from '../field-message';
import { TextField } from '../fields/text-field';
import { storeCredentials } from '../identity-api';
import styles from '../identity.module.css';

export interface SendCredentialsFormProps {
  readonly defaultEmail: string;
  readonly password: string;
  readonly onSent: (email: string) => void;
}

export function SendCredentialsForm({ defaultEmail, password, onSent }: SendCredentialsFormProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const value = email.trim();
    const problem = value === '' ? { key: 'auth_required_field' as const } : checkEmail(value);
    if (problem) {
      setError(translateKey(t, problem.key, problem.params ?? {}));
      return;
    }
    setBusy(true);
    const outcome = await storeCredentials(api, { method: 'email', email: value, password });
    setBusy(false);
    if (outcome.ok) {
      onSent(value);
      return;
    }
    const split = splitFailure(t, outcome.failure, new Set(['email']), { age: site.minAge });
    setError(split.onFields['email'] ?? split.general ?? undefined);
  };

  return (
    <form
      className={styles.codeRow}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        label={t('identity_field_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        error={error}
        autoFocus
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" loading={busy}>
        {t('identity_credentials_email_submit')}
      </Button>
    </form>
  );
}
