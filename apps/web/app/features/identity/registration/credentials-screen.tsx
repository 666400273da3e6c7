// The one-click credentials (issue 3): the account number and the generated password, shown once,
// with copy, save as a file, send by e-mail, and "I saved them" (store-credentials) before going on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { failureMessage } from '../failure-message';
import { type CredentialsMethod, storeCredentials } from '../identity-api';
import styles from '../identity.module.css';
import { saveTextFile } from './save-text-file';
import { SendCredentialsForm } from './send-credentials-form';

export interface Credentials {
  readonly login: string;
  readonly password: string;
  readonly email: string | null;
}

type Notice = { readonly kind: 'success' | 'error'; readonly text: string };

export function CredentialsScreen({ credentials, onDone }: { credentials: Credentials; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const [kept, setKept] = useState<CredentialsMethod | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [mailing, setMailing] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const text = t('identity_credentials_file_text', { brand: site.name, login: credentials.login, password: credentials.password });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${credentials.login}\n${credentials.password}`);
      setKept('copied');
      setNotice({ kind: 'success', text: t('identity_credentials_copied') });
    } catch {
      setNotice({ kind: 'error', text: t('identity_credentials_copy_failed') });
    }
  };
  const saveFile = () => {
    saveTextFile(`${site.slug}-${credentials.login}.txt`, text);
    setKept('file');
  };
  const finish = async () => {
    setFinishing(true);
    // The server notes that the player kept the details; a mailed copy already told it so.
    const outcome = kept === 'email' ? null : await storeCredentials(api, { method: kept ?? 'copied' });
    if (outcome && !outcome.ok) {
      setFinishing(false);
      setNotice({ kind: 'error', text: failureMessage(t, outcome.failure) });
      return;
    }
    await onDone();
  };

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('identity_credentials_intro')}</p>
      <dl className={styles.credentials}>
        <dt>{t('identity_credentials_login')}</dt>
        <dd data-testid="credentials-login">{credentials.login}</dd>
        <dt>{t('identity_credentials_password')}</dt>
        <dd data-testid="credentials-password">{credentials.password}</dd>
      </dl>
      <div className={styles.actions} role="group" aria-label={t('identity_credentials_actions')}>
        <Button onClick={() => void copy()}>
          {t('identity_credentials_copy')}
        </Button>
        <Button onClick={saveFile}>{t('identity_credentials_save_file')}</Button>
        <Button icon="mail" aria-expanded={mailing} onClick={() => setMailing((open) => !open)}>
          {t('identity_credentials_send_email')}
        </Button>
      </div>
      {mailing && (
        <SendCredentialsForm
          defaultEmail={credentials.email ?? ''}
          password={credentials.password}
          onSent={(email) => {
            setKept('email');
            setMailing(false);
            setNotice({ kind: 'success', text: t('identity_credentials_email_sent', { email }) });
          }}
        />
      )}
      <div aria-live="polite">{notice && <Alert messageKind={notice.kind}>{notice.text}</Alert>}</div>
      <Button variant="accent" size="l" block loading={finishing} onClick={() => void finish()}>
        {t('identity_credentials_saved')}
      </Button>
    </div>
  );
}
