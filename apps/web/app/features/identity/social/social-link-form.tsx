// The link of an existing account (decision 0040): the provider's verified e-mail is an account's,
// so its password proves the account is the player's before the two are linked. Wrong passwords
// count as sign-ins with that e-mail do: after a few the server asks for the captcha, which runs
// and the same link is sent again with its token (as the sign-in form does).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
import type { SignInAnswer } from '../identity-api';
import styles from '../identity.module.css';
import { linkSocialAccount } from './social-api';

type Values = { password: string };

/** The server's word that the pending link is gone (ten minutes passed, or it was used). */
const LINK_GONE = 'social_sign_in_again';

export function SocialLinkForm({
  email,
  providerName,
  getCaptchaToken,
  onLinked,
  onExpired,
}: {
  email: string;
  providerName: string;
  getCaptchaToken: CaptchaTokenSource;
  /** Linked: signed in, or (two-factor on) the challenge of the code step. */
  onLinked: (answer: SignInAnswer) => Promise<void> | void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const [general, setGeneral] = useState<string | null>(null);
  const schema = useMemo(() => z.object({ password: zodWithValidators(z.string(), [required(t('identity_field_password'))]) }), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ password }: Values) => {
    setGeneral(null);
    let outcome = await linkSocialAccount(api, password, undefined);
    if (!outcome.ok && outcome.failure.id === 'captcha_required') {
      const captcha = await passCaptcha(getCaptchaToken, 'sign_in', t);
      if (!captcha.ok) {
        setGeneral(captcha.message);
        return;
      }
      outcome = await linkSocialAccount(api, password, captcha.token);
    }
    if (outcome.ok) {
      await onLinked(outcome.data);
      return;
    }
    if (outcome.failure.fieldErrors['password'] === LINK_GONE) {
      onExpired();
      return;
    }
    const split = splitFailure(t, outcome.failure, new Set(['password']), { age: site.minAge });
    showFieldErrors(form, ['password'], split.onFields);
    setGeneral(split.general);
    if (outcome.failure.id === 'invalid_credentials') form.setFocus('password', { shouldSelect: true });
  };

  const passwordError = errors.password?.message;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.intro}>{t('social_link_lead', { email, provider: providerName })}</p>
      {/* The account's e-mail, read-only: it is also what a password manager files the password under. */}
      <TextField label={t('identity_field_email')} name="username" value={email} readOnly autoComplete="username" />
      <PasswordField
        {...form.register('password')}
        label={t('identity_field_password')}
        required
        error={passwordError === undefined ? undefined : translateFieldMessage(t, passwordError, { age: site.minAge })}
        autoComplete="current-password"
        maxLength={128}
        autoFocus
      />
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('social_link_submit')}
      </Button>
    </form>
  );
}
