import { z } from 'zod';
import { passwordInput } from './password-wrapper';
import { type registrationFieldNames, registrationTypes } from './site-config';

// Payloads and answers of registration, sign-in and sessions (issue 3; spec §7.3, §7.5, §7.11,
// §7.12). Field messages are i18n keys of the validation namespace, so forms show them translated.

const digits = (value: string) => value.replace(/\D/g, '');

export const registrationFieldSchemas = {
  email: z.string().trim().toLowerCase().max(254).regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,7}$/i, 'validation_enter_correct_email'),
  phone: z
    .string()
    .max(32)
    .transform(digits)
    .refine((v) => v.length >= 6, 'phone_min_length')
    .refine((v) => v.length <= 20, 'phone_max_length'),
  password: passwordInput,
  password_confirmation: passwordInput,
  first_name: z.string().trim().min(1, 'auth_required_field').max(64).regex(/^[\p{L}'` -]+$/u, 'password_available_symbols'),
  last_name: z.string().trim().min(1, 'auth_required_field').max(64).regex(/^[\p{L}'` -]+$/u, 'password_available_symbols'),
  birth_date: z.iso.date('validation_incorrect_date'),
  country_id: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'validation_incorrect_currency'),
  promo_code: z.string().trim().max(32).regex(/^[A-Za-z0-9_-]*$/, 'validation_incorrect_promo_code'),
  code: z.string().transform((v) => v.replace(/\s/g, '')).pipe(z.string().regex(/^\d{4,8}$/, 'auth_incorrect_code')),
} as const satisfies Record<(typeof registrationFieldNames)[number], z.ZodType>;

export type RegistrationField = keyof typeof registrationFieldSchemas;
export const registrationFields = Object.keys(registrationFieldSchemas) as RegistrationField[];

/** Fields a type always needs, whatever the brand's form says. */
export const mandatoryFieldsByType: Record<(typeof registrationTypes)[number], readonly RegistrationField[]> = {
  fast_reg: ['country_id', 'currency'],
  phone_reg: ['phone', 'code', 'currency'],
  full_reg: ['email', 'password', 'password_confirmation', 'currency'],
  short_reg: ['email', 'password', 'currency'],
  full_reg_v1: ['email', 'phone', 'password', 'currency'],
  soc_reg: ['country_id', 'currency'],
  custom_reg: ['currency'],
};

/**
 * A registration form on a brand (spec §3 `*_reg_sort`; issue 3 "each with the brand's field order
 * and required flags"): the brand's order, then the fields the type always needs; a field is
 * required unless the brand marks it optional, and a type's own fields are always required. The
 * server checks a form and the browser draws it by this one rule.
 */
export function registrationFormFields(
  type: (typeof registrationTypes)[number],
  brandOrder: readonly string[],
  optionalFields: readonly string[],
): { fields: RegistrationField[]; required: Set<RegistrationField> } {
  const sorted = brandOrder.filter((name): name is RegistrationField => (registrationFields as readonly string[]).includes(name));
  const mandatory = mandatoryFieldsByType[type];
  const fields = [...sorted, ...mandatory.filter((field) => !sorted.includes(field))];
  const optional = new Set(optionalFields);
  const required = new Set(fields.filter((field) => mandatory.includes(field) || !optional.has(field)));
  return { fields, required };
}

/** `POST /web-api/user/registration`: one call for every type; the brand's form decides the rest. */
export const registrationRequestSchema = z.strictObject({
  type: z.enum(registrationTypes),
  email: registrationFieldSchemas.email.optional(),
  phone: registrationFieldSchemas.phone.optional(),
  password: registrationFieldSchemas.password.optional(),
  password_confirmation: registrationFieldSchemas.password_confirmation.optional(),
  first_name: registrationFieldSchemas.first_name.optional(),
  last_name: registrationFieldSchemas.last_name.optional(),
  birth_date: registrationFieldSchemas.birth_date.optional(),
  country_id: registrationFieldSchemas.country_id.optional(),
  currency: registrationFieldSchemas.currency.optional(),
  promo_code: registrationFieldSchemas.promo_code.optional(),
  code: registrationFieldSchemas.code.optional(),
  /** The player confirms the minimum age and accepts the terms (issue 3). */
  age_confirmed: z.literal(true, 'registration_confirm_age'),
  terms_accepted: z.literal(true, 'registration_accept_terms'),
  /** Affiliate partner (ref) and tag of the entry link. */
  partner: z.number().int().positive().optional(),
  tag: z.string().trim().max(64).regex(/^[A-Za-z0-9_.-]*$/).optional(),
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

export interface RegistrationAnswer {
  success: true;
  data: {
    userId: number;
    /** The account number, the login of every account. */
    login: string;
    /** When the server made the password (one click, or phone registration without one): shown once, never again. */
    password?: string;
    currency: string;
    email: string | null;
    phone: string | null;
    /** Echoed in `x-csrf-token` on cookie-authenticated writes. */
    csrfToken: string;
  };
}

/** `POST /web-api/user/registration/phone/send-code`: the SMS code of phone registration. */
export const phoneCodeRequestSchema = z.strictObject({
  phone: registrationFieldSchemas.phone,
  country_id: registrationFieldSchemas.country_id.optional(),
  lang: z.string().regex(/^[a-z]{2,3}$/).optional(),
});

/** `POST /web-api/user/auth`: sign in with an account number, e-mail or phone and a password. */
export const signInRequestSchema = z.strictObject({
  login: z.string().trim().min(1, 'auth_required_field').max(254),
  password: passwordInput,
});

/** `POST /web-api/api/internal/office/account/login` (spec §7.5). */
export const officeLoginRequestSchema = z.strictObject({
  login: z.string().trim().min(1, 'auth_required_field').max(254),
  auth_by_email: z.boolean().default(false),
  password: passwordInput,
});

export const smsSendCodeRequestSchema = z.strictObject({ phone: registrationFieldSchemas.phone, lang: z.string().regex(/^[a-z]{2,3}$/).optional() });
export const smsCheckCodeRequestSchema = z.strictObject({ phone: registrationFieldSchemas.phone, code: registrationFieldSchemas.code });

export interface SessionAnswer {
  success: true;
  data: {
    sessionId: string;
    userId: number;
    login: string;
    createdAt: string;
    lastSeenAt: string;
    expiresAt: string;
    device: string;
    browser: string;
    ip: string;
  };
}

/** `POST /web-api/api/internal/v1/user/passwordreset`: three steps, one call. */
export const passwordResetRequestSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('request'), login: z.string().trim().min(1, 'auth_required_field').max(254), channel: z.enum(['email', 'sms']), lang: z.string().regex(/^[a-z]{2,3}$/).optional() }),
  z.strictObject({ step: z.literal('confirm'), login: z.string().trim().min(1, 'auth_required_field').max(254), code: registrationFieldSchemas.code }),
  z.strictObject({ step: z.literal('save'), token: z.string().min(20).max(1000), password: passwordInput, password_confirmation: passwordInput }),
]);
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

export const activateRequestSchema = z.strictObject({ token: z.string().min(20).max(200) });
/** Confirms the e-mail with the code that `sendActivationMail` sent in `code` mode. */
export const activateFastRequestSchema = z.strictObject({ code: registrationFieldSchemas.code });

/** `POST /web-api/user/sendActivationMail`: a link (default) or a code to confirm the e-mail. */
export const sendActivationRequestSchema = z.strictObject({ mode: z.enum(['link', 'code']).default('link'), lang: z.string().regex(/^[a-z]{2,3}$/).optional() });
export const storeCredentialsRequestSchema = z.strictObject({
  /** How the player kept the one-click credentials: shown and copied, saved to a file, or mailed. */
  method: z.enum(['copied', 'file', 'email']),
  /** With `email`: where to send them, and the password (checked against the account, never stored). */
  email: registrationFieldSchemas.email.optional(),
  password: passwordInput.optional(),
});
