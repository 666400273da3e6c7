// One field and a button: the app's six-digit code or the recovery hash, checked here by the
// contract's own rules before it is sent, and the server's refusal shown on the field (a wrong or
// used code) or above the button (a lock-out, an expired sign-in).
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorDisableRequestSchema, twoFactorEnableRequestSchema } from '@stavka/contract/two-factor';
import type { ApiFailure } from '../../../shared/api-client';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { translateFieldMessage } from '../field-message';
import { TextField } from '../fields/text-field';
import styles from '../identity.module.css';
import { twoFactorFailureText } from './two-factor-errors';

export type SecretKind = 'code' | 'hash';

const rules = { code: twoFactorEnableRequestSchema.shape.app_code, hash: twoFactorDisableRequestSchema.shape.hash } as const;
/** The fields a refusal may name, per kind (enabling says app_code or sms_code, the sign-in code). */
const refusedFields = { code: ['app_code', 'sms_code', 'code'], hash: ['hash'] } as const;

export function CodeForm({
  kind,
  label,
  submitLabel,
  onSubmit,
  autoFocus = false,
}: {
  kind: SecretKind;
  label: string;
  submitLabel: string;
  /** Sends the checked value; resolves with the failure, or null when it was taken. */
  onSubmit: (value: string) => Promise<ApiFailure | null>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const checked = rules[kind].safeParse(value);
    if (!checked.success) {
      setFieldError(translateFieldMessage(t, checked.error.issues[0]?.message ?? '', { age: 18 }));
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const failure = await onSubmit(checked.data);
    setBusy(false);
    if (failure === null) return;
    const text = twoFactorFailureText(t, failure, refusedFields[kind]);
    setFieldError(text.field ?? undefined);
    setGeneral(text.general);
    if (text.field !== null) setValue('');
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={`${id}-${kind}`}
        name={kind}
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
        required
        autoFocus={autoFocus}
        autoComplete={kind === 'code' ? 'one-time-code' : 'off'}
        inputMode={kind === 'code' ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={kind === 'code' ? 7 : 40}
      />
      {general && <Alert messageKind="error">{general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
