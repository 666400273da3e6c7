// The registration call's body from a valid form (contract registrationRequestSchema): only the
// fields the form shows, empty optional ones left out, plus the confirmations, the affiliate of
// the entry link and the page language.
import type { PublicSite } from '@stavka/contract/public-site';
import { offeredCurrencyFor } from '@stavka/domain/country-currency';
import { normalizeSmsCode } from '@stavka/domain/validation/sms-code';
import type { Affiliate } from '../affiliate';
import type { RegistrationPayload } from '../identity-api';
import type { RegistrationFormSpec } from './registration-form-spec';
import type { RegistrationValues } from './registration-rules';

export function registrationPayload(
  spec: RegistrationFormSpec,
  values: RegistrationValues,
  extras: { readonly lang: string; readonly affiliate: Affiliate | null },
): RegistrationPayload {
  const shown = new Set(spec.fields);
  const text = (field: 'email' | 'first_name' | 'last_name' | 'promo_code' | 'currency' | 'birth_date') => {
    const value = values[field].trim();
    return shown.has(field) && value !== '' ? value : undefined;
  };
  const phone = shown.has('phone') && values.phone && values.phone.phoneNum !== '' ? values.phone : null;
  const countryId = shown.has('country_id') && values.country_id !== '' ? Number(values.country_id) : phone?.countryId;
  // Fields left undefined are not in the JSON at all (the server's schema is strict).
  return {
    type: spec.type,
    email: text('email')?.toLowerCase(),
    phone: phone?.fullPhone,
    password: shown.has('password') && values.password !== '' ? values.password : undefined,
    password_confirmation: shown.has('password_confirmation') && values.password_confirmation !== '' ? values.password_confirmation : undefined,
    first_name: text('first_name'),
    last_name: text('last_name'),
    birth_date: text('birth_date'),
    country_id: countryId,
    currency: text('currency'),
    promo_code: text('promo_code'),
    code: shown.has('code') && values.code !== '' ? normalizeSmsCode(values.code) : undefined,
    age_confirmed: true,
    terms_accepted: true,
    partner: extras.affiliate?.partner,
    tag: extras.affiliate?.tag,
    lang: extras.lang,
  };
}

/** The first values of a form: the geo country and the brand's default currency preselected. */
export function initialRegistrationValues(site: Pick<PublicSite, 'geoCountryId' | 'defaultCurrency' | 'currencies'>): RegistrationValues {
  return {
    email: '',
    phone: null,
    password: '',
    password_confirmation: '',
    first_name: '',
    last_name: '',
    birth_date: '',
    country_id: site.geoCountryId > 0 ? String(site.geoCountryId) : '',
    currency: offeredCurrencyFor(undefined, site),
    promo_code: '',
    code: '',
    age_confirmed: false,
    terms_accepted: false,
  };
}
