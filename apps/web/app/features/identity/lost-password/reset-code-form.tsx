// Lost password by SMS: the code (spec §4 analytics: code, approve, fail code, repeat), which the
// server exchanges for a short-lived token of the new-password step.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { normalizeSmsCode, smsCode } from '@stavka/domain/validation/sms-code';
import { zodWithValidators } from '@stavka/domain/validation/zod-bridge';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { DevOutboxLink } from '../dev-outbox-link';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { CodeField } from '../fields/code-field';
import { showFieldErrors } from '../form-failure';
import { confirmPasswordReset } from '../identity-api';
import styles from '../identity.module.css';
import { useCountdown } from '../use-countdown';
import { useResetRequest } from './reset-request-form';

/** The server names no resend wait for this step; a minute keeps within its send limits. */
const RESEND_AFTER_SECONDS = 60;

export interface ResetCodeFormProps {
  readonly login: string;
  readonly getCaptchaToken: CaptchaTokenSource;
  readonly onConfirmed: (token: string) => void;
}

export function ResetCodeForm({ login, getCaptchaToken, onConfirmed }: ResetCodeFormProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const tracking = useTracking();
  const request = useResetRequest(getCaptchaToken);
  const countdown = useCountdown(RESEND_AFTER_SECONDS);
  const [general, setGeneral] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const schema = useMemo(() => z.object({ code: zodWithValidators(z.string(), [smsCode()]) }), []);
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const codeError = errors.code?.message;

  const onValid = async ({ code }: { code: string }) => {
    setGeneral(null);
    tracking.track(trackingEventCodes.lostPasswordCode);
    const captcha = await passCaptcha(getCaptchaToken, 'password_reset', t);
    if (!captcha.ok) {
      setGeneral(captcha.message);
      return;
    }
    const outcome = await confirmPasswordReset(api, login, normalizeSmsCode(code), captcha.token);
    if (outcome.ok) {
      tracking.track(trackingEventCodes.lostPasswordApprove);
      onConfirmed(outcome.data.token);
      return;
    }
    const split = splitFailure(t, outcome.failure, new Set(['code']), { age: site.minAge });
    tracking.track(split.onFields['code'] === undefined ? trackingEventCodes.lostPasswordError : trackingEventCodes.lostPasswordFailCode);
    showFieldErrors(form, ['code'], split.onFields);
    setGeneral(split.general);
  };
  const resend = async () => {
    setResending(true);
    tracking.track(trackingEventCodes.lostPasswordRepeat);
    const problem = await request(login, 'sms');
    setResending(false);
    setGeneral(problem?.general ?? null);
    if (!problem) countdown.start(RESEND_AFTER_SECONDS);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.intro} role="status">
        {t('identity_reset_sent_sms')}
      </p>
      <DevOutboxLink lang={site.lang} />
      <div className={styles.codeRow}>
        <CodeField {...form.register('code')} error={codeError === undefined ? undefined : translateFieldMessage(t, codeError, { age: site.minAge })} autoFocus />
        <Button loading={resending} disabled={countdown.secondsLeft > 0} onClick={() => void resend()}>
          {t('identity_resend_code')}
          {countdown.secondsLeft > 0 && ` (${countdown.secondsLeft})`}
        </Button>
      </div>
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('identity_reset_confirm_submit')}
      </Button>
    </form>
  );
}
