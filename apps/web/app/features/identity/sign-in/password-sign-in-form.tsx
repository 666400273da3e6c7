// Sign-in with an account number, e-mail or phone and a password (spec §7.11 /user/auth). A wrong
// password and an unknown login read the same; a lock-out says how long to wait. The captcha runs
// only when the server asks for it (a login or an address that failed repeatedly), then the same
// sign-in is sent again with its token.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TwoFactorChallenge } from '@stavka/contract/two-factor';
import { required } from '@stavka/domain/validation/required';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { PasswordField } from '../fields/password-field';
import { TextField } from '../fields/text-field';
import { showFieldErrors } from '../form-failure';
import { isChallenge, signIn } from '../identity-api';
import styles from '../identity.module.css';
import { useSignedIn } from './use-signed-in';

type Values = { login: string; password: string };

export function PasswordSignInForm({
  getCaptchaToken,
  onChallenge,
}: {
  getCaptchaToken: CaptchaTokenSource;
  /** Two-factor is on: the password was right, the app's code comes next. */
  onChallenge: (challenge: TwoFactorChallenge) => void;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const signedIn = useSignedIn();
  const [general, setGeneral] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        login: zodWithValidators(z.string(), [required(t('identity_field_login'))]),
        password: zodWithValidators(z.string(), [required(t('identity_field_password'))]),
      }),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { login: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));

  const onValid = async (values: Values) => {
    setGeneral(null);
    let outcome = await signIn(api, values.login.trim(), values.password, undefined);
    if (!outcome.ok && outcome.failure.id === 'captcha_required') {
      const captcha = await passCaptcha(getCaptchaToken, 'sign_in', t);
      if (!captcha.ok) {
        setGeneral(captcha.message);
        return;
      }
      outcome = await signIn(api, values.login.trim(), values.password, captcha.token);
    }
    if (outcome.ok) {
      if (isChallenge(outcome.data)) onChallenge(outcome.data);
      else await signedIn(outcome.data, 'password');
      return;
    }
    const split = splitFailure(t, outcome.failure, new Set(['login', 'password']), { age: site.minAge });
    showFieldErrors(form, ['login', 'password'], split.onFields);
    setGeneral(split.general);
    if (outcome.failure.id === 'invalid_credentials') form.setFocus('password', { shouldSelect: true });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField
        {...form.register('login')}
        label={t('identity_field_login')}
        required
        error={messageOf(errors.login?.message)}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
      />
      <PasswordField
        {...form.register('password')}
        label={t('identity_field_password')}
        required
        error={messageOf(errors.password?.message)}
        autoComplete="current-password"
        maxLength={128}
      />
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('identity_sign_in_submit')}
      </Button>
    </form>
  );
}
