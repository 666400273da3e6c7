// The form of one registration type on this brand: its fields in the brand's order with their
// required marks, the minimum age and terms confirmations, and the submit button.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { offeredCurrencyFor } from '@stavka/domain/country-currency';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { todayIn } from '@stavka/domain/validation/calendar-date';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import type { CaptchaTokenSource } from '../captcha-token';
import { translateFieldMessage } from '../field-message';
import { CheckboxField } from '../fields/checkbox-field';
import { focusFirstError } from '../form-failure';
import type { Registered } from '../identity-api';
import styles from '../identity.module.css';
import { RegistrationFieldControl } from './registration-field';
import type { RegistrationFormSpec } from './registration-form-spec';
import { initialRegistrationValues } from './registration-payload';
import { registrationSchema, type RegistrationValues } from './registration-rules';
import { useRegistrationSubmit } from './use-registration-submit';

export interface RegistrationFormProps {
  readonly spec: RegistrationFormSpec;
  readonly countries: readonly PhoneCountryWithRule[];
  readonly getCaptchaToken: CaptchaTokenSource;
  readonly onRegistered: (registered: Registered) => void;
}

export function RegistrationForm({ spec, countries, getCaptchaToken, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const today = useMemo(() => todayIn(site.timeZone), [site.timeZone]);
  const schema = useMemo(
    () => registrationSchema(spec, { minAge: site.minAge, today, label: (field) => t(`identity_field_${field}`), countries }),
    [spec, site.minAge, today, t, countries],
  );
  const form = useForm<RegistrationValues>({ resolver: zodResolver(schema), defaultValues: initialRegistrationValues(site), shouldFocusError: false });
  useCurrencyOfCountry(form, countries);
  const order = useMemo(() => [...spec.fields, 'age_confirmed' as const, 'terms_accepted' as const], [spec.fields]);
  const submit = useRegistrationSubmit(spec, form, getCaptchaToken, onRegistered);
  const { errors, isSubmitting } = form.formState;
  const messageOf = (text: string | undefined) => (text === undefined ? undefined : translateFieldMessage(t, text, { age: site.minAge }));

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(submit.onValid, focusFirstError(form, order))(event)}>
      {spec.type === 'fast_reg' && <p className={styles.intro}>{t('identity_fast_reg_intro')}</p>}
      <p className={styles.note}>{t('identity_required_note')}</p>
      {spec.fields.map((field) => (
        <RegistrationFieldControl
          key={field}
          field={field}
          required={spec.required.has(field)}
          form={form}
          countries={countries}
          today={today}
          getCaptchaToken={getCaptchaToken}
        />
      ))}
      <CheckboxField
        {...form.register('age_confirmed')}
        required
        label={site.minAge > 0 ? t('identity_age_confirm', { age: site.minAge }) : t('identity_age_confirm_adult')}
        error={messageOf(errors.age_confirmed?.message)}
      />
      <CheckboxField
        {...form.register('terms_accepted')}
        required
        label={t('identity_terms_accept')}
        error={messageOf(errors.terms_accepted?.message)}
        after={
          <AppLink to={href('information', { lng: site.lang, page: 'rules' })} target="_blank" rel="noopener">
            {t('identity_terms_read')}
          </AppLink>
        }
      />
      {submit.general && <Alert messageKind="error">{submit.general}</Alert>}
      <Button type="submit" variant="accent" size="l" block loading={isSubmitting}>
        {t('identity_register_submit')}
      </Button>
    </form>
  );
}

/**
 * The currency follows the chosen country (the visitor's geo at first): the country's own where
 * the brand takes it, else the brand's default, until the player has chosen a currency themselves.
 */
function useCurrencyOfCountry(form: UseFormReturn<RegistrationValues>, countries: readonly PhoneCountryWithRule[]): void {
  const { site } = useRootData();
  const countryId = form.watch('country_id');
  useEffect(() => {
    const chosen = form.getFieldState('currency');
    if (chosen.isDirty || chosen.isTouched) return;
    const country = countries.find((candidate) => String(candidate.id) === countryId);
    const currency = offeredCurrencyFor(country?.code, site);
    if (currency !== '' && form.getValues('currency') !== currency) form.setValue('currency', currency);
  }, [form, countries, countryId, site]);
}
