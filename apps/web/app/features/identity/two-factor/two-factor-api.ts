// The two-factor calls as the browser makes them (issue 13; spec §7.4, §7.11 /user/twoauth/). Every
// call resolves with the checked `data` or the failure, never rejects.
import { z } from 'zod';
import {
  twoFactorEnabledSchema,
  twoFactorPaths as paths,
  twoFactorQrCodeSchema,
  type twoFactorSignInRequestSchema,
  twoFactorStatusSchema,
} from '@stavka/contract/two-factor';
import type { ApiClient } from '../../../shared/api-client';
import { signedInSchema } from '../identity-api';

const secondStepSchema = signedInSchema.extend({ twoFactorTurnedOff: z.boolean() });
export type SecondStepSignedIn = z.infer<typeof secondStepSchema>;

export type TwoFactorApi = ReturnType<typeof createTwoFactorApi>;

export function createTwoFactorApi(api: ApiClient) {
  const post = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal) =>
    api.send({ url, method: 'POST', body, schema, signal, allowParallel: true });
  return {
    status: (signal?: AbortSignal) => post(paths.status, {}, twoFactorStatusSchema, signal),
    qrCode: (signal?: AbortSignal) => post(paths.qrCode, {}, twoFactorQrCodeSchema, signal),
    enable: (appCode: string) => post(paths.enable, { app_code: appCode }, twoFactorEnabledSchema),
    disable: (hash: string) => post(paths.disable, { hash }, twoFactorStatusSchema),
    /**
     * The sign-in's second step, with the challenge's token and the app's code or the recovery hash;
     * after a social sign-in at its own path (`/socauth/twofactor/`, which also ends the pending step).
     */
    signIn: (body: z.input<typeof twoFactorSignInRequestSchema>, path: string = paths.signIn) => post(path, body, secondStepSchema),
  };
}
