// The country list of the phone input and the country select (spec §7.3 getphonecountries and
// phonemasks), one load per page language for the whole visit. A failed load is forgotten so
// the next attempt asks again.
import { use } from 'react';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { type ApiOutcome, createApiClient } from '../../shared/api-client';
import { loadPhoneCountries } from './identity-api';

const loads = new Map<string, Promise<ApiOutcome<PhoneCountryWithRule[]>>>();

/** The countries of `lang`: the same promise for every caller until one fails. */
export function phoneCountries(lang: string): Promise<ApiOutcome<PhoneCountryWithRule[]>> {
  let load = loads.get(lang);
  if (!load) {
    load = loadPhoneCountries(createApiClient(), lang).then((outcome) => {
      if (!outcome.ok) loads.delete(lang);
      return outcome;
    });
    loads.set(lang, load);
  }
  return load;
}

/** Suspends until the countries of `lang` are there (browser only: call it below a Suspense boundary). */
export function usePhoneCountries(lang: string): ApiOutcome<PhoneCountryWithRule[]> {
  return use(phoneCountries(lang));
}
