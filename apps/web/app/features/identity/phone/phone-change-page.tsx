// office_phone_change (issue 13; spec §4: the secure answer, then the code, then the update): the
// player answers their secure question, which sends a code to the phone they have; that code opens
// the new phone's step, where the new number gets its own code. Without a confirmed phone or a
// secure question the page says so and leads to where that is done.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { normalizeSmsCode, smsCode } from '@stavka/domain/validation/sms-code';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen, QueryState } from '../../../shared/ui/office-screen';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { type CodeSending, useCodeSending } from '../code-sending';
import { translateFieldMessage } from '../field-message';
import { CodeField } from '../fields/code-field';
import { TextField } from '../fields/text-field';
import { showFieldErrors } from '../form-failure';
import styles from '../identity.module.css';
import { useSecureQuestionApi } from '../secure-question/secure-question-queries';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';
import { usePhoneApi } from './phone-api';
import { BindWithCountries, CodeStep, Confirmed, RouteLink, useFailure } from './phone-pages';

/** The phone's state and the player's secure question, read together. */
function usePhoneChangeScreen(lang: string) {
  const userId = usePlayerId();
  const phoneApi = usePhoneApi();
  const questionApi = useSecureQuestionApi();
  return useQuery({
    queryKey: ['phone', userId, 'change', lang],
    enabled: userId !== 0,
    queryFn: async ({ signal }) => {
      const [status, mine] = await Promise.all([phoneApi.status(signal), questionApi.mine(lang, signal)]);
      return { status: dataOf(status), question: dataOf(mine).question };
    },
  });
}

export function PhoneChangePage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const screen = usePhoneChangeScreen(site.lang);
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <OfficeScreen title={t('office_phone_change_title')} lead={done === null ? t('office_phone_change_lead') : undefined}>
      {done !== null ? (
        <Confirmed text={t('phone_binding_done', { phone: done })} />
      ) : (
        <QueryState query={screen} rows={3} failureText={() => t('phone_binding_load_failed')}>
          {({ status, question }) =>
            !status.confirmed || status.phone === null ? (
              <Alert
                messageKind="info"
                action={
                  <RouteLink route={status.phone === null ? 'office_phone_binding' : 'office_phone_activate'}>
                    {t(status.phone === null ? 'phone_binding_bind_link' : 'phone_binding_activate_link')}
                  </RouteLink>
                }
              >
                {t('phone_change_no_confirmed_phone')}
              </Alert>
            ) : question === null ? (
              <Alert messageKind="info" action={<RouteLink route="office_security_question">{t('phone_change_set_question_link')}</RouteLink>}>
                {t('phone_change_no_question')}
              </Alert>
            ) : token === null ? (
              <OldPhoneStep phone={status.phone} question={question.text} onPermit={setToken} />
            ) : (
              <>
                <p className={styles.intro}>{t('phone_change_new_step')}</p>
                <Suspense fallback={<SkeletonRows count={3} />}>
                  <BindWithCountries onDone={setDone} changeToken={token} />
                </Suspense>
              </>
            )
          }
        </QueryState>
      )}
    </OfficeScreen>
  );
}

const oldStepSchema = z.object({
  answer: z.string().trim().min(1, 'auth_required_field'),
  code: zodWithValidators(z.string(), [smsCode()]),
});
type OldStepValues = z.infer<typeof oldStepSchema>;

/** The secure answer sends a code to the phone the account has; that code gives the change's token. */
function OldPhoneStep({ phone, question, onPermit }: { phone: string; question: string; onPermit: (token: string) => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = usePhoneApi();
  const sending = useCodeSending();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<OldStepValues>({ resolver: zodResolver(oldStepSchema), defaultValues: { answer: '', code: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));
  const fail = useFailure(['answer', 'code'] as const, (field, message) => showFieldErrors(form, [field], { [field]: message }), setGeneral);

  const send = () =>
    sending.run(async () => {
      setGeneral(null);
      if (!(await form.trigger('answer', { shouldFocus: true }))) return null;
      const outcome = await api.checkAnswer(form.getValues('answer'), site.lang);
      if (!outcome.ok) {
        fail(outcome.failure);
        return null;
      }
      form.setFocus('code');
      return { to: outcome.data.phone, resendAfterSeconds: outcome.data.resendAfterSeconds };
    });

  const onValid = async (values: OldStepValues) => {
    setGeneral(null);
    const outcome = await api.checkCode(normalizeSmsCode(values.code));
    if (!outcome.ok) return fail(outcome.failure);
    onPermit(outcome.data.change_token);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.intro}>{t('phone_change_old_step', { phone })}</p>
      <TextField {...form.register('answer')} label={question} hint={t('secure_question_answer_hint')} required error={messageOf(errors.answer?.message)} autoComplete="off" />
      <div className={styles.actions}>
        <AnswerButton sending={sending} onClick={() => void send()} />
      </div>
      <CodeStep sending={sending} general={general} submitting={isSubmitting} submitLabel={t('phone_change_next')}>
        <CodeField {...form.register('code')} error={messageOf(errors.code?.message)} />
      </CodeStep>
    </form>
  );
}

function AnswerButton({ sending, onClick }: { sending: CodeSending; onClick: () => void }) {
  const { t } = useTranslation();
  const waiting = sending.secondsLeft > 0;
  return (
    <Button variant="secondary" loading={sending.busy} disabled={waiting} onClick={onClick}>
      {sending.sentTo === null ? t('phone_change_send_old_code') : t('identity_resend_code')}
      {waiting && ` (${sending.secondsLeft})`}
    </Button>
  );
}
