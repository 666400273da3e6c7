import { z } from 'zod';
import { registrationFieldSchemas } from './identity';
import { normaliseSecureAnswer } from './secure-question';

// Binding and confirming the player's phone in the office (issue 13 "Security"; spec §7.5 phone
// actions under /web-api/api/internal/v1, payload phone_number, confirm_code, country_code; spec §4
// "confirmation of a phone is two steps: send code, then confirm"). Field messages are i18n keys of
// the validation namespace.

export const phoneBindingPaths = {
  /** Binds a new phone: sends the SMS code to `phone_number`. */
  create: '/web-api/api/internal/v1/phone/create',
  /** Confirms the phone already on the account: sends the SMS code to it. */
  sendCode: '/web-api/api/internal/v1/phone/sendCode',
  /** Takes the code: the phone is the player's and confirmed. */
  confirm: '/web-api/api/internal/v1/phone/confirm',
  /** The player's phone and whether it is confirmed. */
  status: '/web-api/api/internal/v1/phone/status',
  /** Phone change, step 1 (spec §4): the secure answer; the code goes to the confirmed phone. */
  checkAnswer: '/web-api/api/internal/v1/phone/check-user-answer',
  /** Phone change, step 2: the old phone's code gives the change's token. */
  checkCode: '/web-api/api/internal/v1/phone/check-confirm-code',
  /** Phone change, step 3: with the token, a code to the new phone (then `confirm` with the token). */
  update: '/web-api/api/internal/v1/phone/update',
} as const;

/** The change's token: proof of the answer and the old phone's code, for a few minutes. */
const changeToken = z.string().min(20).max(200);

const countryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'validation_incorrect_country');

/** `create`: the phone in full (calling code and number, digits) and the country it was typed for. */
export const phoneBindRequestSchema = z.strictObject({
  phone_number: registrationFieldSchemas.phone,
  country_code: countryCode.optional(),
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

/** `sendCode`: a code to the phone the account already has. */
export const phoneSendCodeRequestSchema = z.strictObject({ lang: z.string().regex(/^[a-z]{2,3}$/).optional() });

/** `confirm`: the code, and the phone it went to when binding a new one (else the account's phone). */
export const phoneConfirmRequestSchema = z.strictObject({
  confirm_code: registrationFieldSchemas.code,
  phone_number: registrationFieldSchemas.phone.optional(),
  /** Replacing a confirmed phone: the token of `check-confirm-code`. */
  change_token: changeToken.optional(),
});

/** `check-user-answer`: the answer to the player's secure question (compared normalised). */
export const phoneCheckAnswerRequestSchema = z.strictObject({
  user_answer: z.string().max(256).transform(normaliseSecureAnswer).pipe(z.string().min(1, 'auth_required_field')),
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

/** `check-confirm-code`: the code sent to the confirmed phone. */
export const phoneCheckCodeRequestSchema = z.strictObject({ confirm_code: registrationFieldSchemas.code });

/** `update`: the new phone, with the token. */
export const phoneUpdateRequestSchema = phoneBindRequestSchema.extend({ change_token: changeToken });

export const phoneChangePermitSchema = z.object({ change_token: z.string(), expiresAt: z.string() });
export type PhoneChangePermit = z.infer<typeof phoneChangePermitSchema>;

export const phoneStatusSchema = z.object({ phone: z.string().nullable(), confirmed: z.boolean() });
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** What `create` and `sendCode` answer: the same for every phone, whoever holds it. */
export const phoneCodeSentSchema = z.object({ phone: z.string(), resendAfterSeconds: z.number().int(), expiresAt: z.string() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
