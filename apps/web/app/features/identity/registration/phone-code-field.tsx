// The SMS code of phone registration: validate the phone, pass the captcha, send the code, then
// the code field (spec §4 "phone code sent, approved, error" analytics).
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { CodeSentNote, SendCodeButton, useCodeSending } from '../code-sending';
import { splitFailure } from '../failure-message';
import { TextField } from '../fields/text-field';
import { showFieldErrors } from '../form-failure';
import { sendRegistrationCode } from '../identity-api';
import styles from '../identity.module.css';
import type { RegistrationValues } from './registration-rules';

export interface PhoneCodeFieldProps {
  readonly form: UseFormReturn<RegistrationValues>;
  readonly error: string | undefined;
  readonly getCaptchaToken: CaptchaTokenSource;
}

export function PhoneCodeField({ form, error, getCaptchaToken }: PhoneCodeFieldProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const tracking = useTracking();
  const sending = useCodeSending();
  const [problem, setProblem] = useState<string | null>(null);

  const send = () =>
    sending.run(async () => {
      setProblem(null);
      if (!(await form.trigger('phone', { shouldFocus: true }))) return null;
      const phone = form.getValues('phone');
      if (!phone) return null;
      const captcha = await passCaptcha(getCaptchaToken, 'registration', t);
      if (!captcha.ok) {
        setProblem(captcha.message);
        return null;
      }
      const outcome = await sendRegistrationCode(api, { phone: phone.fullPhone, country_id: phone.countryId, lang: site.lang }, captcha.token);
      if (!outcome.ok) {
        tracking.track(trackingEventCodes.registrationPhoneCodeError, { s1: outcome.failure.id ?? 'network' });
        const split = splitFailure(t, outcome.failure, new Set(['phone']), { age: site.minAge });
        showFieldErrors(form, ['phone'], split.onFields);
        setProblem(split.general);
        return null;
      }
      tracking.track(trackingEventCodes.registrationPhoneCodeSent, { i1: phone.countryId });
      form.setFocus('code');
      return { to: phone.fullPhone, resendAfterSeconds: outcome.data.resendAfterSeconds };
    });

  // Phone, then the send button, what happened, and the code: the note and the outbox link sit
  // above the code field, so its error appearing below never moves them under the pointer.
  return (
    <>
      <div className={styles.actions}>
        <SendCodeButton sending={sending} onClick={() => void send()} />
      </div>
      {problem && (
        <p className={styles.note} role="alert">
          {problem}
        </p>
      )}
      <CodeSentNote sending={sending} lang={site.lang} />
      <TextField
        {...form.register('code')}
        label={t('identity_field_code')}
        mark="required"
        required
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
    </>
  );
}
