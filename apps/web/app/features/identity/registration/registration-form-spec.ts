// The fields of a registration form on a brand (spec §3 *_reg_sort; issue 3 "each with the
// brand's field order and required flags"): the brand's order, then the fields the type always
// needs (the rule the server checks the form by, in @stavka/contract/identity), with the SMS code
// placed for display.
import { type RegistrationField, registrationFormFields } from '@stavka/contract/identity';
import type { PublicSite } from '@stavka/contract/public-site';
import type { RegistrationType } from '@stavka/contract/site-config';

export interface RegistrationFormSpec {
  readonly type: RegistrationType;
  /** In display order. */
  readonly fields: readonly RegistrationField[];
  readonly required: ReadonlySet<RegistrationField>;
}

export function registrationFormSpec(
  site: Pick<PublicSite, 'registrationSort' | 'registrationOptionalFields'>,
  type: RegistrationType,
): RegistrationFormSpec {
  const { fields: all, required: requiredOfAll } = registrationFormFields(type, site.registrationSort[type] ?? [], site.registrationOptionalFields);
  // The SMS code confirms the phone of phone registration only, and comes right after it.
  const withoutCode = all.filter((field) => field !== 'code');
  const fields =
    type === 'phone_reg' ? withoutCode.flatMap((field): RegistrationField[] => (field === 'phone' ? ['phone', 'code'] : [field])) : withoutCode;
  const required = new Set([...requiredOfAll].filter((field) => fields.includes(field)));
  return { type, fields, required };
}
