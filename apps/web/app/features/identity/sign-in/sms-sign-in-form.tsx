// Sign-in by SMS code (spec §7.11 /sms-auth/send-code, /sms-auth/check-code). The send answer
// never says whether the phone has an account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TwoFactorChallenge } from '@stavka/contract/two-factor';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { normalizeSmsCode, smsCode } from '@stavka/domain/validation/sms-code';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { CodeSentNote, SendCodeButton, useCodeSending } from '../code-sending';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { CodeField } from '../fields/code-field';
import { showFieldErrors } from '../form-failure';
import { checkSmsSignInCode, isChallenge, sendSmsSignInCode } from '../identity-api';
import styles from '../identity.module.css';
import { phoneValueSchema, phoneValueValidator } from '../phone-rules';
import { useSignedIn } from './use-signed-in';
import { PhoneField } from '../fields/phone-field';

function smsSignInSchema(countries: readonly PhoneCountryWithRule[], phoneLabel: string) {
  return z.object({
    phone: zodWithValidators(phoneValueSchema.nullable(), [phoneValueValidator(countries, true, phoneLabel)]),
    code: zodWithValidators(z.string(), [smsCode()]),
  });
}
type Values = z.infer<ReturnType<typeof smsSignInSchema>>;

export function SmsSignInForm({
  countries,
  getCaptchaToken,
  onChallenge,
}: {
  countries: readonly PhoneCountryWithRule[];
  getCaptchaToken: CaptchaTokenSource;
  /** Two-factor is on: the code was right, the app's code comes next. */
  onChallenge: (challenge: TwoFactorChallenge) => void;
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const signedIn = useSignedIn();
  const sending = useCodeSending();
  const [general, setGeneral] = useState<string | null>(null);
  const schema = useMemo(() => smsSignInSchema(countries, t('identity_field_phone')), [countries, t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: null, code: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));
  const fail = (failure: Parameters<typeof splitFailure>[1]) => {
    const split = splitFailure(t, failure, new Set(['phone', 'code']), { age: site.minAge });
    showFieldErrors(form, ['phone', 'code'], split.onFields);
    setGeneral(split.general);
  };

  const send = () =>
    sending.run(async () => {
      setGeneral(null);
      if (!(await form.trigger('phone', { shouldFocus: true }))) return null;
      const phone = form.getValues('phone');
      if (!phone) return null;
      const captcha = await passCaptcha(getCaptchaToken, 'sign_in', t);
      if (!captcha.ok) {
        setGeneral(captcha.message);
        return null;
      }
      const outcome = await sendSmsSignInCode(api, { phone: phone.fullPhone, lang: site.lang }, captcha.token);
      if (!outcome.ok) {
        fail(outcome.failure);
        return null;
      }
      form.setFocus('code');
      return { to: phone.fullPhone, resendAfterSeconds: outcome.data.resendAfterSeconds };
    });

  const onValid = async (values: Values) => {
    setGeneral(null);
    if (!values.phone) return;
    const outcome = await checkSmsSignInCode(api, { phone: values.phone.fullPhone, code: normalizeSmsCode(values.code) });
    if (!outcome.ok) fail(outcome.failure);
    else if (isChallenge(outcome.data)) onChallenge(outcome.data);
    else await signedIn(outcome.data, 'sms');
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <PhoneField control={form.control} name="phone" label={t('identity_field_phone')} countries={countries} error={messageOf(errors.phone?.message)} required />
      <div className={styles.actions}>
        <SendCodeButton sending={sending} onClick={() => void send()} />
      </div>
      <CodeSentNote sending={sending} lang={site.lang} text={t('identity_sms_sign_in_sent')} />
      <CodeField {...form.register('code')} error={messageOf(errors.code?.message)} />
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('identity_sign_in_submit')}
      </Button>
    </form>
  );
}
