// Step one of the lost password: the login and where to send the link or code. The answer is
// the same whether the account exists or not (issue 3).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { required } from '@stavka/domain/validation/required';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { TextField } from '../fields/text-field';
import { showFieldErrors } from '../form-failure';
import { requestPasswordReset } from '../identity-api';
import styles from '../identity.module.css';

export type ResetChannel = 'email' | 'sms';

export interface ResetRequested {
  readonly login: string;
  readonly channel: ResetChannel;
}

type Values = { login: string; channel: ResetChannel };

/** Sends the request; used again by "send the code again". Resolves with the failure text, or null. */
export function useResetRequest(getCaptchaToken: CaptchaTokenSource) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const tracking = useTracking();
  return async (login: string, channel: ResetChannel): Promise<{ fields: Record<string, string>; general: string | null } | null> => {
    const captcha = await passCaptcha(getCaptchaToken, 'password_reset', t);
    if (!captcha.ok) return { fields: {}, general: captcha.message };
    const outcome = await requestPasswordReset(api, { login, channel, lang: site.lang }, captcha.token);
    if (!outcome.ok) {
      tracking.track(trackingEventCodes.lostPasswordError, { s1: outcome.failure.id ?? 'network' });
      const split = splitFailure(t, outcome.failure, new Set(['login', 'channel']), { age: site.minAge });
      return { fields: { ...split.onFields }, general: split.general };
    }
    tracking.track(trackingEventCodes.lostPasswordSent, { s1: channel });
    if (channel === 'sms') tracking.track(trackingEventCodes.lostPasswordSmsPush);
    return null;
  };
}

export function ResetRequestForm({ getCaptchaToken, onRequested }: { getCaptchaToken: CaptchaTokenSource; onRequested: (requested: ResetRequested) => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const request = useResetRequest(getCaptchaToken);
  const [general, setGeneral] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ login: zodWithValidators(z.string(), [required(t('identity_field_login'))]), channel: z.enum(['email', 'sms']) }),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { login: '', channel: 'email' } });
  const { errors, isSubmitting } = form.formState;
  const loginError = errors.login?.message;

  const onValid = async (values: Values) => {
    setGeneral(null);
    const login = values.login.trim();
    const problem = await request(login, values.channel);
    if (problem) {
      showFieldErrors(form, ['login'], problem.fields);
      setGeneral(problem.general);
      return;
    }
    onRequested({ login, channel: values.channel });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.intro}>{t('identity_lost_password_intro')}</p>
      <TextField
        {...form.register('login')}
        label={t('identity_field_login')}
        required
        error={loginError === undefined ? undefined : translateFieldMessage(t, loginError, { age: site.minAge })}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identity_reset_channel')}</legend>
        {(['email', 'sms'] as const).map((channel) => (
          <label key={channel} className={styles.choice}>
            <input type="radio" value={channel} {...form.register('channel')} />
            {t(channel === 'email' ? 'identity_reset_channel_email' : 'identity_reset_channel_sms')}
          </label>
        ))}
      </fieldset>
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('identity_reset_request_submit')}
      </Button>
    </form>
  );
}
