// The sign-in's second step (issue 13, spec §7.11 /user/twoauth/): the password (or SMS code) was
// right and the account has two-factor on, so no session exists yet. The code of the app signs in;
// without the app, the recovery code does, and turns two-factor off (decision 0030).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { socialPaths } from '@stavka/contract/social';
import type { TwoFactorChallenge } from '@stavka/contract/two-factor';
import { useAlerts } from '../../../shared/alerts-context';
import { Button } from '../../../shared/ui/button';
import styles from '../identity.module.css';
import { CodeForm, type SecretKind } from '../two-factor/code-form';
import { useTwoFactorApi } from '../two-factor/two-factor-queries';
import { type SignInMethod, useSignedIn } from './use-signed-in';

export function TwoFactorStep({
  challenge,
  method,
  onStartOver,
}: {
  challenge: TwoFactorChallenge;
  method: SignInMethod;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const api = useTwoFactorApi();
  const alerts = useAlerts();
  const signedIn = useSignedIn();
  const [kind, setKind] = useState<SecretKind>('code');

  // After a social sign-in the step has its own path (spec §7.11 /socauth/twofactor/).
  const path = method === 'social' ? socialPaths.twoFactor : undefined;
  const submit = async (value: string) => {
    const outcome = await api.signIn(kind === 'code' ? { token: challenge.token, code: value } : { token: challenge.token, hash: value }, path);
    if (!outcome.ok) return outcome.failure;
    if (outcome.data.twoFactorTurnedOff) {
      alerts.show({ id: 'two-factor', messageKind: 'warning', text: t('two_factor_turned_off_notice'), timeoutMs: 12000 });
    }
    await signedIn(outcome.data, method);
    return null;
  };

  return (
    <div className={styles.form} data-testid="two-factor-step">
      <p className={styles.intro}>{t(kind === 'code' ? 'two_factor_sign_in_lead' : 'two_factor_recovery_sign_in_lead')}</p>
      <CodeForm
        key={kind}
        kind={kind}
        label={t(kind === 'code' ? 'two_factor_code_label' : 'two_factor_hash_label')}
        submitLabel={t('two_factor_sign_in_submit')}
        onSubmit={submit}
        autoFocus
      />
      <div className={styles.actions}>
        <Button variant="ghost" size="s" onClick={() => setKind(kind === 'code' ? 'hash' : 'code')}>
          {t(kind === 'code' ? 'two_factor_use_recovery' : 'two_factor_use_code')}
        </Button>
        <Button variant="ghost" size="s" onClick={onStartOver}>
          {t('two_factor_start_over')}
        </Button>
      </div>
    </div>
  );
}
