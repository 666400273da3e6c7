// One field of a registration form, by name: the control that suits it, its label, required
// mark and error (translated from the validation message key).
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationField } from '@stavka/contract/identity';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { useRootData } from '../../../shared/root-data';
import type { CaptchaTokenSource } from '../captcha-token';
import { translateFieldMessage } from '../field-message';
import { PasswordField } from '../fields/password-field';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { PhoneCodeField } from './phone-code-field';
import type { RegistrationValues } from './registration-rules';
import { PhoneField } from '../fields/phone-field';

export interface RegistrationFieldProps {
  readonly field: RegistrationField;
  readonly required: boolean;
  readonly form: UseFormReturn<RegistrationValues>;
  readonly countries: readonly PhoneCountryWithRule[];
  readonly today: string;
  readonly getCaptchaToken: CaptchaTokenSource;
}

export function RegistrationFieldControl({ field, required, form, countries, today, getCaptchaToken }: RegistrationFieldProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const message = form.formState.errors[field]?.message;
  const error = message === undefined ? undefined : translateFieldMessage(t, message, { age: site.minAge });
  const label = t(`identity_field_${field}`);
  const common = { label, error, required, mark: required ? ('required' as const) : ('optional' as const) };

  switch (field) {
    case 'email':
      return <TextField {...form.register(field)} {...common} type="email" inputMode="email" autoComplete="email" autoCapitalize="off" spellCheck={false} maxLength={254} />;
    case 'phone':
      return <PhoneField control={form.control} name="phone" label={label} countries={countries} error={error} required={required} />;
    case 'code':
      return <PhoneCodeField form={form} error={error} getCaptchaToken={getCaptchaToken} />;
    case 'password':
      return <PasswordField {...form.register(field)} {...common} autoComplete="new-password" hint={t('identity_password_rules')} maxLength={128} />;
    case 'password_confirmation':
      return <PasswordField {...form.register(field)} {...common} autoComplete="new-password" maxLength={128} />;
    case 'first_name':
      return <TextField {...form.register(field)} {...common} autoComplete="given-name" maxLength={64} />;
    case 'last_name':
      return <TextField {...form.register(field)} {...common} autoComplete="family-name" maxLength={64} />;
    case 'birth_date':
      return <TextField {...form.register(field)} {...common} type="date" autoComplete="bday" max={today} />;
    case 'country_id':
    case 'currency': {
      const options =
        field === 'currency'
          ? site.currencies.map((code) => ({ value: code, label: currencyLabel(code, site.lang) }))
          : [{ value: '', label: '—' }, ...countries.map((country) => ({ value: String(country.id), label: country.name }))];
      // Controlled: the preselected geo country and currency show whatever the options' timing.
      return (
        <Controller
          control={form.control}
          name={field}
          render={({ field: select }) => (
            <SelectField
              {...common}
              ref={select.ref}
              name={select.name}
              value={select.value}
              onChange={select.onChange}
              onBlur={select.onBlur}
              autoComplete={field === 'country_id' ? 'country' : 'off'}
              options={options}
            />
          )}
        />
      );
    }
    case 'promo_code':
      return <TextField {...form.register(field)} {...common} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} />;
  }
}

/** "Russian Ruble (RUB)" in the page language; the bare code where the runtime has no name. */
function currencyLabel(code: string, lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'currency' }).of(code);
    return name === undefined || name === code ? code : `${name} (${code})`;
  } catch {
    return code;
  }
}
