// The new password and its confirmation under the registration rules: the lost-password form and
// the office's change-password form ask for it the same way.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { password, sameAs } from '@stavka/domain/validation/password';
import { required } from '@stavka/domain/validation/required';
import { PasswordField } from './password-field';

export type NewPasswordField = 'password' | 'password_confirmation';

/** The two fields' rules for `zodFormRefinement`, named in the messages by their labels. */
export function newPasswordRules(labels: Readonly<Record<NewPasswordField, string>>) {
  return {
    password: [required(labels.password), password()],
    password_confirmation: [required(labels.password_confirmation), sameAs('password')],
  };
}

export interface NewPasswordFieldsProps {
  readonly register: (name: NewPasswordField) => UseFormRegisterReturn<NewPasswordField>;
  readonly labels: Readonly<Record<NewPasswordField, string>>;
  /** Each field's message, already in words. */
  readonly errors: Readonly<Partial<Record<NewPasswordField, string>>>;
}

export function NewPasswordFields({ register, labels, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...register('password')}
        label={labels.password}
        required
        error={errors.password}
        hint={t('identity_password_rules')}
        autoComplete="new-password"
        maxLength={128}
      />
      <PasswordField
        {...register('password_confirmation')}
        label={labels.password_confirmation}
        required
        error={errors.password_confirmation}
        autoComplete="new-password"
        maxLength={128}
      />
    </>
  );
}
