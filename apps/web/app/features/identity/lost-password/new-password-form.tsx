// The new password, twice (lost password by SMS code or by the e-mailed link). Saving it ends the
// account's other sessions on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { zodFormRefinement } from '@stavka/domain/validation/zod-bridge';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { NewPasswordFields, newPasswordRules } from '../fields/new-password-fields';
import { showFieldErrors } from '../form-failure';
import { saveNewPassword } from '../identity-api';
import styles from '../identity.module.css';

const valuesSchema = z.object({ password: z.string(), password_confirmation: z.string() });
type Values = z.infer<typeof valuesSchema>;
const fields = ['password', 'password_confirmation'] as const;

export interface NewPasswordFormProps {
  /** From the SMS code step or the e-mailed link. */
  readonly token: string;
  readonly getCaptchaToken: CaptchaTokenSource;
  readonly onSaved: () => void;
}

export function NewPasswordForm({ token, getCaptchaToken, onSaved }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const tracking = useTracking();
  const [general, setGeneral] = useState<string | null>(null);
  const labels = { password: t('identity_field_new_password'), password_confirmation: t('identity_field_new_password_confirmation') };
  const schema = useMemo(
    () => valuesSchema.superRefine(zodFormRefinement<Values>(newPasswordRules({ password: t('identity_field_new_password'), password_confirmation: t('identity_field_new_password_confirmation') }))),
    [t],
  );
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', password_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));

  const onValid = async (values: Values) => {
    setGeneral(null);
    tracking.track(trackingEventCodes.lostPasswordSave);
    const captcha = await passCaptcha(getCaptchaToken, 'password_reset', t);
    if (!captcha.ok) {
      setGeneral(captcha.message);
      return;
    }
    const outcome = await saveNewPassword(api, token, values.password, values.password_confirmation, captcha.token);
    if (outcome.ok) {
      tracking.track(trackingEventCodes.lostPasswordSuccess);
      onSaved();
      return;
    }
    const split = splitFailure(t, outcome.failure, new Set(fields), { age: site.minAge });
    const onPassword = Object.keys(split.onFields).length > 0;
    tracking.track(onPassword ? trackingEventCodes.lostPasswordFailPass : trackingEventCodes.lostPasswordError, { s1: outcome.failure.id ?? 'network' });
    showFieldErrors(form, fields, split.onFields);
    setGeneral(split.general);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <p className={styles.intro}>{t('identity_reset_new_password')}</p>
      <NewPasswordFields
        register={(name) => form.register(name)}
        labels={labels}
        errors={{ password: messageOf(errors.password?.message), password_confirmation: messageOf(errors.password_confirmation?.message) }}
      />
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('identity_save_password')}
      </Button>
    </form>
  );
}
