// The rules of a registration form: the validators of spec §5 (packages/domain) for the fields the
// brand shows, the same checks the server runs, so most mistakes show before anything is sent.
import { z } from 'zod';
import type { RegistrationField } from '@stavka/contract/identity';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { minimumAge } from '@stavka/domain/validation/age';
import { validDate } from '@stavka/domain/validation/date';
import { email } from '@stavka/domain/validation/email';
import { personName } from '@stavka/domain/validation/name';
import { password, sameAs } from '@stavka/domain/validation/password';
import { required } from '@stavka/domain/validation/required';
import { smsCode } from '@stavka/domain/validation/sms-code';
import { fail, type Validator } from '@stavka/domain/validation/types';
import type { FormRules } from '@stavka/domain/validation/validate';
import { zodFormRefinement } from '@stavka/domain/validation/zod-bridge';
import { phoneValueSchema, phoneValueValidator } from '../phone-rules';
import type { RegistrationFormSpec } from './registration-form-spec';

/** Every field any registration form may show; a form validates only its own. */
export const registrationValuesSchema = z.object({
  email: z.string(),
  phone: phoneValueSchema.nullable(),
  password: z.string(),
  password_confirmation: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  birth_date: z.string(),
  country_id: z.string(),
  currency: z.string(),
  promo_code: z.string(),
  code: z.string(),
  age_confirmed: z.boolean(),
  terms_accepted: z.boolean(),
});
export type RegistrationValues = z.infer<typeof registrationValuesSchema>;

export interface RegistrationRuleContext {
  readonly minAge: number;
  /** 'YYYY-MM-DD' in the brand's time zone: the day the minimum age counts to. */
  readonly today: string;
  /** The translated label of a field, for the required message of spec §5. */
  readonly label: (field: RegistrationField) => string;
  readonly countries: readonly PhoneCountryWithRule[];
}

const PROMO_CODE = /^[A-Za-z0-9_-]{0,32}$/;

const promoCode: Validator<string> = (value) => (PROMO_CODE.test(value.trim()) ? null : fail('validation_incorrect_promo_code'));
const confirmed =
  (key: 'registration_confirm_age' | 'registration_accept_terms'): Validator<boolean> =>
  (value) =>
    value ? null : fail(key);

export function registrationRules(spec: RegistrationFormSpec, ctx: RegistrationRuleContext): FormRules<RegistrationValues> {
  const need = (field: RegistrationField): Validator<unknown>[] => (spec.required.has(field) ? [required(ctx.label(field))] : []);
  const rules: { -readonly [K in keyof RegistrationValues]?: Validator<RegistrationValues[K]>[] } = {
    age_confirmed: [confirmed('registration_confirm_age')],
    terms_accepted: [confirmed('registration_accept_terms')],
  };
  for (const field of spec.fields) {
    switch (field) {
      case 'email':
        rules.email = [...need(field), email()];
        break;
      case 'phone':
        rules.phone = [phoneValueValidator(ctx.countries, spec.required.has(field), ctx.label(field))];
        break;
      case 'password':
        rules.password = [...need(field), password()];
        break;
      case 'password_confirmation':
        rules.password_confirmation = [...need(field), sameAs('password')];
        break;
      case 'first_name':
      case 'last_name':
        rules[field] = [...need(field), personName()];
        break;
      case 'birth_date':
        rules.birth_date = [...need(field), validDate(), minimumAge(ctx.minAge, { today: ctx.today })];
        break;
      case 'country_id':
      case 'currency':
        rules[field] = need(field);
        break;
      case 'promo_code':
        rules.promo_code = [...need(field), promoCode];
        break;
      case 'code':
        // spec §5 "SMS code": required, minimum length, digits.
        rules.code = [smsCode()];
        break;
    }
  }
  return rules;
}

/** The form's schema for react-hook-form: each shown field's first error at its path. */
export function registrationSchema(spec: RegistrationFormSpec, ctx: RegistrationRuleContext) {
  return registrationValuesSchema.superRefine(zodFormRefinement(registrationRules(spec, ctx)));
}
