import { z } from 'zod';

// The login a player chooses and whether their e-mail signs in (issue 13: office_change_login and
// security_auth_by_email). The spec names the screens, not their calls (its office/account/login
// is the office's sign-in, which sends `auth_by_email` when the login is an e-mail), so the call is
// ours, beside user/v1/password and user/v1/settings: GET reads, PUT changes. The account number
// always signs in; a chosen login signs in besides it. Field messages are i18n keys.

export const accountLoginPath = '/web-api/api/web/user/v1/login';

export const LOGIN_NAME_MIN = 4;
export const LOGIN_NAME_MAX = 30;

/** A chosen login: a Latin letter first, then letters, digits, dot, dash or underscore; kept in lower case. */
export const LOGIN_NAME = new RegExp(`^[a-z][a-z0-9._-]{${LOGIN_NAME_MIN - 1},${LOGIN_NAME_MAX - 1}}$`);

export const loginNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(LOGIN_NAME_MIN, 'account_login_too_short')
  .max(LOGIN_NAME_MAX, 'account_login_too_long')
  .regex(/^[a-z]/, 'account_login_letter_first')
  .regex(LOGIN_NAME, 'account_login_symbols');

/** Each field sent changes; `login: null` (or an empty text) gives the chosen login up. */
export const accountLoginRequestSchema = z
  .strictObject({
    login: z
      .union([z.string(), z.null()])
      .transform((value) => (value === null || value.trim() === '' ? null : value))
      .pipe(loginNameSchema.nullable())
      .optional(),
    auth_by_email: z.boolean().optional(),
  })
  .refine((input) => input.login !== undefined || input.auth_by_email !== undefined, { message: 'account_nothing_to_save', path: ['login'] });
export type AccountLoginRequest = z.infer<typeof accountLoginRequestSchema>;

/** The ways the player signs in with a password (GET of the same path, and the POST's answer). */
export const accountLoginSchema = z.object({
  account_number: z.string(),
  login: z.string().nullable(),
  auth_by_email: z.boolean(),
  /** The e-mail that signs in while `auth_by_email` is on (null: none on the account). */
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
});
export type AccountLogin = z.infer<typeof accountLoginSchema>;
