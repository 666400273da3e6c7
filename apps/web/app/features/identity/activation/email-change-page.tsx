// office_email_change (issue 13 "Security"): the player types the new address and their password,
// gets a code at the new address (sent again after the server's wait), and types it in; the address
// is then the account's, confirmed. Refusals are said on their fields in words.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { emailChangePaths as paths, emailChangedSchema, emailCodeSentSchema } from '@stavka/contract/email-change';
import { href } from '@stavka/contract/route-href';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { email as emailRule } from '@stavka/domain/validation/email';
import { required } from '@stavka/domain/validation/required';
import { normalizeSmsCode, smsCode } from '@stavka/domain/validation/sms-code';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { type ApiFailure, useApiClient } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { CodeSentNote, useCodeSending } from '../code-sending';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { PasswordField } from '../fields/password-field';
import { CodeField } from '../fields/code-field';
import { TextField } from '../fields/text-field';
import { showFieldErrors } from '../form-failure';
import styles from '../identity.module.css';

type Field = 'email' | 'password' | 'code';

export function EmailChangePage() {
  const { t } = useTranslation();
  const { viewer, site } = useRootData();
  const [done, setDone] = useState<string | null>(null);
  const current = viewer?.email ?? null;
  return (
    <OfficeScreen title={t('office_email_change_title')} lead={done === null ? t('office_email_change_lead') : undefined}>
      {done !== null ? (
        <Alert messageKind="success" action={<AppLink to={href('office_security', { lng: site.lang })}>{t('phone_binding_back_to_security')}</AppLink>}>
          {t('email_activation_done', { email: done })}
        </Alert>
      ) : (
        <>
          <p className={styles.intro} data-testid="email-change-current">
            {current === null ? t('office_security_email_none') : t(viewer?.emailConfirmed ? 'office_security_email_confirmed' : 'office_security_email_unconfirmed', { email: current })}
          </p>
          <ChangeForm onDone={setDone} />
        </>
      )}
    </OfficeScreen>
  );
}

function changeSchema(labels: Record<'email' | 'password', string>) {
  return z.object({
    email: zodWithValidators(z.string(), [required(labels.email), emailRule()]),
    password: zodWithValidators(z.string(), [required(labels.password)]),
    code: zodWithValidators(z.string(), [smsCode()]),
  });
}
type Values = z.infer<ReturnType<typeof changeSchema>>;

function ChangeForm({ onDone }: { onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const sending = useCodeSending();
  const [general, setGeneral] = useState<string | null>(null);
  const schema = useMemo(() => changeSchema({ email: t('email_change_new_label'), password: t('secure_question_password_label') }), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));
  const fields: readonly Field[] = ['email', 'password', 'code'];
  const fail = (failure: ApiFailure) => {
    const fieldErrors: Record<string, string> = {};
    for (const [field, message] of Object.entries(failure.fieldErrors)) fieldErrors[field === 'confirm_code' ? 'code' : field] = message;
    const split = splitFailure(t, { ...failure, fieldErrors }, new Set(fields), { age: site.minAge });
    showFieldErrors(form, fields, split.onFields);
    setGeneral(split.general);
  };

  const send = () =>
    sending.run(async () => {
      setGeneral(null);
      if (!(await form.trigger(['email', 'password'], { shouldFocus: true }))) return null;
      const { email, password } = form.getValues();
      const outcome = await api.send({
        url: paths.change,
        method: 'POST',
        body: { email, password: wrapPassword(password), lang: site.lang },
        schema: emailCodeSentSchema,
      });
      if (!outcome.ok) {
        fail(outcome.failure);
        return null;
      }
      form.setFocus('code');
      return { to: outcome.data.email, resendAfterSeconds: outcome.data.resendAfterSeconds };
    });

  const onValid = async (values: Values) => {
    setGeneral(null);
    // The code belongs to the address it went to, whatever the field holds now.
    const email = sending.sentTo ?? values.email.trim().toLowerCase();
    const outcome = await api.send({ url: paths.confirm, method: 'POST', body: { email, confirm_code: normalizeSmsCode(values.code) }, schema: emailChangedSchema });
    if (!outcome.ok) return fail(outcome.failure);
    void revalidator.revalidate();
    onDone(outcome.data.email);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField {...form.register('email')} type="email" label={t('email_change_new_label')} required autoComplete="email" maxLength={254} error={messageOf(errors.email?.message)} />
      <PasswordField
        {...form.register('password')}
        label={t('secure_question_password_label')}
        required
        autoComplete="current-password"
        maxLength={128}
        error={messageOf(errors.password?.message)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" loading={sending.busy} disabled={sending.secondsLeft > 0} onClick={() => void send()}>
          {sending.sentTo === null ? t('identity_send_code') : t('identity_resend_code')}
          {sending.secondsLeft > 0 && ` (${sending.secondsLeft})`}
        </Button>
      </div>
      <CodeSentNote sending={sending} lang={site.lang} text={sending.sentTo === null ? undefined : t('email_change_code_sent', { email: sending.sentTo })} />
      <CodeField {...form.register('code')} label={t('email_activation_code_label')} error={messageOf(errors.code?.message)} />
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('email_activation_submit')}
      </Button>
    </form>
  );
}
