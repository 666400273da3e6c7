// office_change_password (issue 13 "Security", spec §7.5 PUT user/v1/password): the current
// password, the new one twice under the registration rules, and whether to sign out on the other
// devices (on by default, with how many are signed in). The server checks everything again; its
// field messages land on their fields, a wait after wrong current passwords in one line.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { UserSettings } from '@stavka/contract/sessions';
import { required } from '@stavka/domain/validation/required';
import { zodFormRefinement } from '@stavka/domain/validation/zod-bridge';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import { splitFailure } from '../failure-message';
import { translateFieldMessage } from '../field-message';
import { CheckboxField } from '../fields/checkbox-field';
import { NewPasswordFields, newPasswordRules } from '../fields/new-password-fields';
import { PasswordField } from '../fields/password-field';
import { focusFirstError, showFieldErrors } from '../form-failure';
import { sessionsFailureText } from './sessions-errors';
import { sessionsKeys, usePlayerId, useSessionsApi, useUserSettings } from './sessions-queries';
import { SessionsScreenState } from './sessions-screen-state';
import styles from './sessions.module.css';

const valuesSchema = z.object({ old_password: z.string(), password: z.string(), password_confirmation: z.string(), end_other_sessions: z.boolean() });
type Values = z.infer<typeof valuesSchema>;
const fields = ['old_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  return (
    <OfficeScreen title={t('change_password_title')} lead={t('change_password_lead')}>
      <SessionsScreenState query={settings} rows={4}>
        {(loaded) => <ChangePasswordForm settings={loaded} />}
      </SessionsScreenState>
    </OfficeScreen>
  );
}

function ChangePasswordForm({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useSessionsApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const labels = { password: t('change_password_new'), password_confirmation: t('change_password_confirm') };
  const schema = useMemo(
    () =>
      valuesSchema.superRefine(
        zodFormRefinement<Values>({
          old_password: [required(t('change_password_current'))],
          ...newPasswordRules({ password: t('change_password_new'), password_confirmation: t('change_password_confirm') }),
        }),
      ),
    [t],
  );
  const defaults: Values = { old_password: '', password: '', password_confirmation: '', end_other_sessions: settings.end_other_sessions };
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));

  const onValid = async (values: Values) => {
    setGeneral(null);
    setDone(null);
    const outcome = await api.changePassword({
      current: values.old_password,
      password: values.password,
      confirmation: values.password_confirmation,
      endOtherSessions: values.end_other_sessions,
    });
    if (outcome.ok) {
      form.reset(defaults);
      const closed = outcome.data.closedSessions;
      // The sessions page reads its list again when next shown; this form knows how many are left.
      if (userId !== null && closed > 0) {
        void client.invalidateQueries({ queryKey: sessionsKeys.list(userId) });
        client.setQueryData<UserSettings>(sessionsKeys.settings(userId), (old) => old && { ...old, otherSessions: 0 });
      }
      setDone(closed > 0 ? t('change_password_done_closed', { count: closed }) : t('change_password_done'));
      return;
    }
    const split = splitFailure(t, outcome.failure, new Set(fields), { age: site.minAge });
    showFieldErrors(form, fields, split.onFields);
    setGeneral(split.general === null ? null : sessionsFailureText(t, { ...outcome.failure, fieldErrors: {} }, site.minAge));
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(onValid, focusFirstError(form, fields))(event)}>
      <PasswordField
        {...form.register('old_password')}
        label={t('change_password_current')}
        required
        error={messageOf(errors.old_password?.message)}
        autoComplete="current-password"
        maxLength={128}
      />
      <NewPasswordFields
        register={(name) => form.register(name)}
        labels={labels}
        errors={{ password: messageOf(errors.password?.message), password_confirmation: messageOf(errors.password_confirmation?.message) }}
      />
      <CheckboxField
        {...form.register('end_other_sessions')}
        label={t('change_password_end_others')}
        after={<span className={styles.hint}>{t('change_password_end_others_hint', { count: settings.otherSessions })}</span>}
      />
      <div aria-live="polite">
        {general && <Alert messageKind="error">{general}</Alert>}
        {done && <Alert messageKind="success">{done}</Alert>}
      </div>
      <Button type="submit" variant="accent" size="l" loading={isSubmitting} data-testid="change-password-submit">
        {t('change_password_submit')}
      </Button>
    </form>
  );
}
