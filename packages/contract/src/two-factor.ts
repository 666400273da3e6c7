import { z } from 'zod';

// Two-factor sign-in with a TOTP app (issue 13; spec §7.4 office API, §7.11 /user/twoauth/,
// §8 "Two-factor enable"). Field messages are i18n keys of the validation namespace.

export const twoFactorPaths = {
  status: '/web-api/officeapi/gettwofactorstatus',
  qrCode: '/web-api/officeapi/gettwofactorqrcodeurl',
  sendSms: '/web-api/officeapi/sendSmsForTwoFactorActivation',
  enable: '/web-api/officeapi/twofactorauthenable',
  disable: '/web-api/officeapi/twofactorauthdisable',
  signIn: '/web-api/user/twoauth/',
} as const;

/** A code of the app: six digits, spaces allowed while typing. */
const appCode = z
  .string()
  .max(16)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'two_factor_code_format'));

/** The recovery hash shown once at enabling: 32 hexadecimal characters, any case, spaces allowed. */
const recoveryHash = z
  .string()
  .max(64)
  .transform((v) => v.replace(/\s/g, '').toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f]{32}$/, 'two_factor_hash_format'));

/** `twofactorauthenable`: the app's code, and the SMS code where one was sent. */
export const twoFactorEnableRequestSchema = z.strictObject({
  app_code: appCode,
  sms_code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{4,8}$/, 'auth_incorrect_code'))
    .optional(),
});

/** `twofactorauthdisable`: the recovery hash given at enabling. */
export const twoFactorDisableRequestSchema = z.strictObject({ hash: recoveryHash });

/** `/user/twoauth/`: the sign-in's second step, with the app's code or the recovery hash. */
export const twoFactorSignInRequestSchema = z.union([
  z.strictObject({ token: z.string().min(20).max(2000), code: appCode }),
  z.strictObject({ token: z.string().min(20).max(2000), hash: recoveryHash }),
]);

/** Error codes of `twofactorauthenable` (spec §8): 2 is the SMS code, any other the app's code. */
export const twoFactorEnableErrorCodes = { appCode: 1, smsCode: 2 } as const;

export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `gettwofactorqrcodeurl`: the QR image (a data: URL), the otpauth:// link it encodes and the secret as text. */
export const twoFactorQrCodeSchema = z.object({ qr_code_url: z.string(), qr_link: z.string(), code: z.string() });
export type TwoFactorQrCode = z.infer<typeof twoFactorQrCodeSchema>;

/** `twofactorauthenable`: the recovery hash, shown this once. */
export const twoFactorEnabledSchema = z.object({ hash: z.string() });

/**
 * What a sign-in answers for an account with two-factor on: no session yet, a short-lived token
 * that the second step sends back with the code.
 */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), token: z.string(), expiresInSeconds: z.number().int().positive() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
