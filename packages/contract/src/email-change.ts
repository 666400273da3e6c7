import { z } from 'zod';
import { registrationFieldSchemas } from './identity';
import { passwordInput } from './password-wrapper';

// Changing the player's e-mail in the office (issue 13 "Security", office_email_change; spec §4:
// send a code, then confirm it). The new address gets a code; typing it in makes the address the
// account's, confirmed. Field messages are i18n keys of the validation namespace.

export const emailChangePaths = {
  /** The new address and the account's password: a code goes to the new address. */
  change: '/web-api/api/internal/v1/email/change',
  /** The code from that letter: the address becomes the account's. */
  confirm: '/web-api/api/internal/v1/email/confirm',
} as const;

export const emailChangeRequestSchema = z.strictObject({
  email: registrationFieldSchemas.email,
  password: passwordInput,
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

export const emailConfirmRequestSchema = z.strictObject({
  email: registrationFieldSchemas.email,
  confirm_code: registrationFieldSchemas.code,
});

/** What `change` answers: the same for every address, whoever holds it. */
export const emailCodeSentSchema = z.object({ email: z.string(), resendAfterSeconds: z.number().int(), expiresAt: z.string() });
export const emailChangedSchema = z.object({ email: z.string(), emailConfirmed: z.boolean() });
