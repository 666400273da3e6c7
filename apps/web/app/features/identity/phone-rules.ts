// The phone value of spec §3 as a form holds it, and the phone rules of spec §5 for the country
// picked in the phone input ("By country": first digit, length range, number type).
import { z } from 'zod';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { phoneRuleFromPhoneCountry } from '@stavka/domain/validation/phone';
import { phoneValidators } from '@stavka/domain/validation/phone-number-type';
import type { Validator } from '@stavka/domain/validation/types';
import { validateField } from '@stavka/domain/validation/validate';

export const phoneValueSchema = z.object({
  countryCode: z.string(),
  countryId: z.number().int(),
  phoneCode: z.string(),
  phoneNum: z.string(),
  fullPhone: z.string(),
});
export type FormPhoneValue = z.infer<typeof phoneValueSchema> | null;

export function phoneValueValidator(countries: readonly PhoneCountryWithRule[], required: boolean, label: string): Validator<FormPhoneValue> {
  return (value) => {
    const country = countries.find((candidate) => candidate.id === value?.countryId);
    const validators = phoneValidators({ required, label, country: country ? phoneRuleFromPhoneCountry(country) : null });
    return validateField(value?.phoneNum ?? '', validators);
  };
}
