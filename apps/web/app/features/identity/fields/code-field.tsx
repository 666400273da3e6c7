// The field of a code sent by SMS or e-mail (sign-in, lost password, registration, the office's
// phone and e-mail screens): numeric keyboard, the one-time-code autofill, and a bounded length.
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

export type CodeFieldProps = Omit<TextFieldProps, 'label' | 'inputMode' | 'autoComplete' | 'maxLength'> & { readonly label?: string };

export function CodeField({ label, ...field }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('identity_field_code')}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      {...field}
    />
  );
}
