// Submitting a valid registration form: the captcha, the call, the server's field errors on their
// fields, and on success the analytics of spec §4 / §7.14 (registration 1000, phone code approved).
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { writePreference } from '../../../shared/storage/preferences';
import { useTracking } from '../../../shared/tracking/tracking-provider';
import { affiliateStorage, forgetAffiliate, readAffiliate } from '../affiliate';
import { type CaptchaTokenSource, passCaptcha } from '../captcha-token';
import { splitFailure } from '../failure-message';
import { showFieldErrors } from '../form-failure';
import { register, type Registered } from '../identity-api';
import type { RegistrationFormSpec } from './registration-form-spec';
import { registrationPayload } from './registration-payload';
import type { RegistrationValues } from './registration-rules';

export interface RegistrationSubmit {
  readonly onValid: (values: RegistrationValues) => Promise<void>;
  /** A problem that belongs to no field of the form. */
  readonly general: string | null;
}

export function useRegistrationSubmit(
  spec: RegistrationFormSpec,
  form: UseFormReturn<RegistrationValues>,
  getCaptchaToken: CaptchaTokenSource,
  onRegistered: (registered: Registered) => void,
): RegistrationSubmit {
  const { t } = useTranslation();
  const { site } = useRootData();
  const api = useApiClient();
  const tracking = useTracking();
  const [general, setGeneral] = useState<string | null>(null);

  const onValid = async (values: RegistrationValues) => {
    setGeneral(null);
    const captcha = await passCaptcha(getCaptchaToken, 'registration', t);
    if (!captcha.ok) {
      setGeneral(captcha.message);
      return;
    }
    const payload = registrationPayload(spec, values, { lang: site.lang, affiliate: readAffiliate(affiliateStorage()) });
    const outcome = await register(api, payload, captcha.token);
    if (!outcome.ok) {
      const { failure } = outcome;
      if (spec.type === 'phone_reg' && failure.fieldErrors['code'] !== undefined) {
        tracking.track(trackingEventCodes.registrationPhoneCodeError, { s1: 'code' });
      }
      const shown = new Set<string>([...spec.fields, 'age_confirmed', 'terms_accepted']);
      const split = splitFailure(t, failure, shown, { age: site.minAge });
      showFieldErrors(form, [...spec.fields, 'age_confirmed', 'terms_accepted'], split.onFields);
      setGeneral(split.general);
      return;
    }
    forgetAffiliate(affiliateStorage());
    tracking.setUserId(outcome.data.userId);
    if (spec.type === 'phone_reg') tracking.track(trackingEventCodes.registrationPhoneCodeApproved);
    tracking.track(trackingEventCodes.registration, { i1: outcome.data.userId, s1: spec.type });
    // The registration-deposit modal (spec §2) is offered to this player once they are in.
    writePreference(getAppStorage(), 'registrationDepositOffer', outcome.data.userId);
    onRegistered(outcome.data);
  };

  return { onValid, general };
}
