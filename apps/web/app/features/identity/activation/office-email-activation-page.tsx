// office_activation_email (issue 13 "Security"): a player whose e-mail is not confirmed asks for a
// letter with a link (24 h) or a code (10 min) and types the code in here; the next letter waits
// the time the server names, said in words and on the buttons. Confirmed: the page says so and
// leads back to the security page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { href } from '@stavka/contract/route-href';
import { normalizeSmsCode, smsCode } from '@stavka/domain/validation/sms-code';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { DevOutboxLink } from '../dev-outbox-link';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { CodeField } from '../fields/code-field';
import { showFieldErrors } from '../form-failure';
import { identityPaths } from '../identity-api';
import styles from '../identity.module.css';
import { useCountdown } from '../use-countdown';

const ACTIVATE_BY_CODE = '/web-api/api/internal/v1/user/activatefast';
const sentSchema = z.object({ emailConfirmed: z.boolean(), resendAfterSeconds: z.number().int().optional() });
const confirmedSchema = z.object({ emailConfirmed: z.boolean() });

function sendMail(api: ApiClient, mode: 'link' | 'code', lang: string) {
  return api.send({ url: identityPaths.sendActivationMail, method: 'POST', body: { mode, lang }, schema: sentSchema });
}

function confirmByCode(api: ApiClient, code: string) {
  return api.send({ url: ACTIVATE_BY_CODE, method: 'POST', body: { code }, schema: confirmedSchema });
}

function BackToSecurity({ text }: { text: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <Alert messageKind="success" action={<AppLink to={href('office_security', { lng: site.lang })}>{t('phone_binding_back_to_security')}</AppLink>}>
      {text}
    </Alert>
  );
}

export function OfficeEmailActivationPage() {
  const { t } = useTranslation();
  const { viewer } = useRootData();
  const [done, setDone] = useState<string | null>(null);
  const email = viewer?.email ?? null;
  const unconfirmed = done === null && email !== null && !viewer?.emailConfirmed;
  return (
    <OfficeScreen title={t('office_activation_email_title')} lead={unconfirmed ? t('office_activation_email_lead', { email }) : undefined}>
      {done !== null ? (
        <BackToSecurity text={t('email_activation_done', { email: done })} />
      ) : email === null ? (
        <Alert messageKind="info">{t('email_activation_no_email')}</Alert>
      ) : viewer?.emailConfirmed ? (
        <BackToSecurity text={t('email_activation_already', { email })} />
      ) : (
        <ActivationForm email={email} onDone={setDone} />
      )}
    </OfficeScreen>
  );
}

const codeSchema = z.object({ code: zodWithValidators(z.string(), [smsCode()]) });
type CodeValues = z.infer<typeof codeSchema>;

function ActivationForm({ email, onDone }: { email: string; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const revalidator = useRevalidator();
  const countdown = useCountdown();
  const [sent, setSent] = useState<'link' | 'code' | null>(null);
  const [sending, setSending] = useState<'link' | 'code' | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const waiting = countdown.secondsLeft > 0;

  const send = async (mode: 'link' | 'code') => {
    setGeneral(null);
    setSending(mode);
    const outcome = await sendMail(api, mode, site.lang);
    setSending(null);
    if (!outcome.ok) {
      setGeneral(splitFailure(t, outcome.failure, new Set(), { age: site.minAge }).general);
      if (outcome.failure.retryAfterSeconds !== null) countdown.start(outcome.failure.retryAfterSeconds);
      return;
    }
    if (outcome.data.emailConfirmed) {
      void revalidator.revalidate();
      return;
    }
    setSent(mode);
    countdown.start(outcome.data.resendAfterSeconds ?? 0);
    if (mode === 'code') form.setFocus('code');
  };

  const onValid = async (values: CodeValues) => {
    setGeneral(null);
    const outcome = await confirmByCode(api, normalizeSmsCode(values.code));
    if (!outcome.ok) {
      const split = splitFailure(t, outcome.failure, new Set(['code']), { age: site.minAge });
      showFieldErrors(form, ['code'], split.onFields);
      setGeneral(split.general);
      return;
    }
    void revalidator.revalidate();
    onDone(email);
  };

  const buttonText = (mode: 'link' | 'code') => `${t(mode === 'link' ? 'email_activation_send_link' : 'email_activation_send_code')}${waiting ? ` (${countdown.secondsLeft})` : ''}`;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <div className={styles.actions}>
        <Button variant="secondary" loading={sending === 'link'} disabled={waiting || sending !== null} onClick={() => void send('link')}>
          {buttonText('link')}
        </Button>
        <Button variant="secondary" loading={sending === 'code'} disabled={waiting || sending !== null} onClick={() => void send('code')}>
          {buttonText('code')}
        </Button>
      </div>
      {sent !== null && (
        <>
          <p className={styles.note} role="status">
            {t(sent === 'link' ? 'email_activation_link_sent' : 'email_activation_code_sent', { email })}
          </p>
          {/* Outside the live region: a wait ticking every second must not be read out each time. */}
          {waiting && <p className={styles.note}>{t('delivery_resend_after', { seconds: countdown.secondsLeft })}</p>}
          <DevOutboxLink to={email} lang={site.lang} />
        </>
      )}
      {sent === 'code' && (
        <>
          <CodeField {...form.register('code')} label={t('email_activation_code_label')} error={errors.code?.message === undefined ? undefined : translateFieldMessage(t, errors.code.message, { age: site.minAge })} />
          <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
            {t('email_activation_submit')}
          </Button>
        </>
      )}
      {general && <Alert messageKind="error">{general}</Alert>}
    </form>
  );
}
