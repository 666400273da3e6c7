// The office's phone calls as the browser makes them (issue 13; spec §7.5 phone actions) and the
// player's phone state (decision 0020), keyed by the signed-in player. Every call resolves with the
// checked `data` or the failure; the read fails with the API failure, as two-factor's does.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { phoneBindingPaths as paths, phoneChangePermitSchema, phoneCodeSentSchema, phoneStatusSchema } from '@stavka/contract/phone-binding';
import { type ApiClient, type ApiFailure, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

export function createPhoneApi(api: ApiClient) {
  const post = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal) =>
    api.send({ url, method: 'POST', body, schema, signal, allowParallel: true });
  return {
    status: (signal?: AbortSignal) => post(paths.status, {}, phoneStatusSchema, signal),
    /** A code to a new phone, typed for a country (its lower-case ISO code). */
    bind: (input: { phone: string; countryCode: string; lang: string }) =>
      post(paths.create, { phone_number: input.phone, country_code: input.countryCode, lang: input.lang }, phoneCodeSentSchema),
    /** A code to the phone the account already has. */
    sendCode: (lang: string) => post(paths.sendCode, { lang }, phoneCodeSentSchema),
    /** The code; `phone` when it went to a new phone, `changeToken` when it replaces a confirmed one. */
    confirm: (input: { code: string; phone?: string | undefined; changeToken?: string | undefined }) =>
      post(
        paths.confirm,
        {
          confirm_code: input.code,
          ...(input.phone === undefined ? {} : { phone_number: input.phone }),
          ...(input.changeToken === undefined ? {} : { change_token: input.changeToken }),
        },
        phoneStatusSchema,
      ),
    /** Phone change: the secure answer sends a code to the phone the account has. */
    checkAnswer: (answer: string, lang: string) => post(paths.checkAnswer, { user_answer: answer, lang }, phoneCodeSentSchema),
    /** Phone change: that code gives the change's token. */
    checkCode: (code: string) => post(paths.checkCode, { confirm_code: code }, phoneChangePermitSchema),
    /** Phone change: with the token, a code to the new phone. */
    update: (input: { changeToken: string; phone: string; countryCode: string; lang: string }) =>
      post(paths.update, { change_token: input.changeToken, phone_number: input.phone, country_code: input.countryCode, lang: input.lang }, phoneCodeSentSchema),
  };
}

export function usePhoneApi() {
  const api = useApiClient();
  return useMemo(() => createPhoneApi(api), [api]);
}

export const phoneKeys = { status: (userId: number) => ['phone', userId, 'status'] as const };

export function usePhoneStatus() {
  const userId = usePlayerId();
  const api = usePhoneApi();
  return useQuery({
    queryKey: phoneKeys.status(userId),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => dataOf(await api.status(signal)),
  });
}

/** The server's field names on the form's own: the number and its country on `phone`, the code on `code`. */
export function onFormFields(failure: ApiFailure): ApiFailure {
  const names: Record<string, string> = { phone_number: 'phone', country_code: 'phone', confirm_code: 'code', user_answer: 'answer' };
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(failure.fieldErrors)) fieldErrors[names[field] ?? field] ??= message;
  return { ...failure, fieldErrors };
}
