// The identity calls of the web client (spec §7.3, §7.5, §7.11; issue 3), typed by the contract's
// request schemas. Passwords always travel in the wrapper of spec §5. Every function resolves
// with the answer's data or an ApiFailure; none throws.
import { z } from 'zod';
import type {
  activateRequestSchema,
  passwordResetRequestSchema,
  phoneCodeRequestSchema,
  registrationRequestSchema,
  sendActivationRequestSchema,
  signInRequestSchema,
  smsCheckCodeRequestSchema,
  smsSendCodeRequestSchema,
  storeCredentialsRequestSchema,
} from '@stavka/contract/identity';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { type TwoFactorChallenge, twoFactorChallengeSchema } from '@stavka/contract/two-factor';
import { type PhoneCountryWithRule, withPhoneRules } from '@stavka/domain/phone-mask';
import type { ApiClient, ApiOutcome } from '../../shared/api-client';
import { captchaHeaders } from './captcha-token';

export const identityPaths = {
  registration: '/web-api/user/registration',
  registrationPhoneCode: '/web-api/user/registration/phone/send-code',
  signIn: '/web-api/user/auth',
  smsSendCode: '/web-api/sms-auth/send-code',
  smsCheckCode: '/web-api/sms-auth/check-code',
  signOut: '/web-api/user/disconnect',
  activate: '/web-api/api/internal/v1/user/activate',
  sendActivationMail: '/web-api/user/sendActivationMail',
  storeCredentials: '/web-api/api/internal/user/store-credentials',
  passwordReset: '/web-api/api/internal/v1/user/passwordreset',
  phoneCountries: '/web-api/user/getphonecountries',
  phoneMasks: '/web-api/api/user/phonemasks',
} as const;

export const registeredSchema = z.object({
  userId: z.number().int(),
  login: z.string(),
  /** One click (and phone registration without a password): shown once, never again. */
  password: z.string().optional(),
  currency: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Registered = z.infer<typeof registeredSchema>;

export const signedInSchema = z.object({ userId: z.number().int(), login: z.string() });
export type SignedIn = z.infer<typeof signedInSchema>;

/** A sign-in's answer: signed in, or (two-factor on) the challenge of the second step, with no session yet. */
export const signInAnswerSchema = z.union([twoFactorChallengeSchema, signedInSchema]);
export type SignInAnswer = SignedIn | TwoFactorChallenge;

export const isChallenge = (answer: SignInAnswer): answer is TwoFactorChallenge => 'twoFactorRequired' in answer;

const codeSentSchema = z.object({ resendAfterSeconds: z.number().int().nonnegative() });
export type CodeSent = z.infer<typeof codeSentSchema>;

type RegistrationInput = z.input<typeof registrationRequestSchema>;
/** What the forms hand over: plain passwords, wrapped here. */
export type RegistrationPayload = Omit<RegistrationInput, 'password' | 'password_confirmation'> & {
  password?: string;
  password_confirmation?: string;
};

export function register(api: ApiClient, payload: RegistrationPayload, captcha: string | undefined): Promise<ApiOutcome<Registered>> {
  const { password, password_confirmation, ...rest } = payload;
  const body: RegistrationInput = {
    ...rest,
    ...(password === undefined ? {} : { password: wrapPassword(password) }),
    ...(password_confirmation === undefined ? {} : { password_confirmation: wrapPassword(password_confirmation) }),
  };
  return api.send({ url: identityPaths.registration, method: 'POST', body, headers: captchaHeaders(captcha), schema: registeredSchema });
}

export function sendRegistrationCode(api: ApiClient, body: z.input<typeof phoneCodeRequestSchema>, captcha: string | undefined): Promise<ApiOutcome<CodeSent>> {
  return api.send({ url: identityPaths.registrationPhoneCode, method: 'POST', body, headers: captchaHeaders(captcha), schema: codeSentSchema });
}

export function signIn(api: ApiClient, login: string, password: string, captcha: string | undefined): Promise<ApiOutcome<SignInAnswer>> {
  const body: z.input<typeof signInRequestSchema> = { login, password: wrapPassword(password) };
  return api.send({ url: identityPaths.signIn, method: 'POST', body, headers: captchaHeaders(captcha), schema: signInAnswerSchema });
}

export function sendSmsSignInCode(api: ApiClient, body: z.input<typeof smsSendCodeRequestSchema>, captcha: string | undefined): Promise<ApiOutcome<CodeSent>> {
  return api.send({ url: identityPaths.smsSendCode, method: 'POST', body, headers: captchaHeaders(captcha), schema: codeSentSchema });
}

export function checkSmsSignInCode(api: ApiClient, body: z.input<typeof smsCheckCodeRequestSchema>): Promise<ApiOutcome<SignInAnswer>> {
  return api.send({ url: identityPaths.smsCheckCode, method: 'POST', body, schema: signInAnswerSchema });
}

export function signOut(api: ApiClient): Promise<ApiOutcome<unknown>> {
  return api.send({ url: identityPaths.signOut, method: 'POST', body: {}, schema: z.unknown() });
}

export function activateEmail(api: ApiClient, token: string): Promise<ApiOutcome<{ emailConfirmed: boolean }>> {
  const body: z.input<typeof activateRequestSchema> = { token };
  return api.send({ url: identityPaths.activate, method: 'POST', body, schema: z.object({ emailConfirmed: z.boolean() }) });
}

export function sendActivationMail(api: ApiClient, lang: string): Promise<ApiOutcome<{ emailConfirmed: boolean }>> {
  const body: z.input<typeof sendActivationRequestSchema> = { mode: 'link', lang };
  return api.send({ url: identityPaths.sendActivationMail, method: 'POST', body, schema: z.object({ emailConfirmed: z.boolean() }) });
}

export type CredentialsMethod = z.input<typeof storeCredentialsRequestSchema>['method'];

/** The player kept the one-click credentials (copied, file) or has them mailed (`email`, with the password). */
export function storeCredentials(
  api: ApiClient,
  input: { method: CredentialsMethod; email?: string; password?: string },
): Promise<ApiOutcome<unknown>> {
  const body: z.input<typeof storeCredentialsRequestSchema> = {
    method: input.method,
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.password === undefined ? {} : { password: wrapPassword(input.password) }),
  };
  return api.send({ url: identityPaths.storeCredentials, method: 'POST', body, schema: z.unknown() });
}

type ResetInput = z.input<typeof passwordResetRequestSchema>;

export function requestPasswordReset(
  api: ApiClient,
  input: Omit<Extract<ResetInput, { step: 'request' }>, 'step'>,
  captcha: string | undefined,
): Promise<ApiOutcome<unknown>> {
  const body: ResetInput = { step: 'request', ...input };
  return api.send({ url: identityPaths.passwordReset, method: 'POST', body, headers: captchaHeaders(captcha), schema: z.unknown() });
}

export function confirmPasswordReset(api: ApiClient, login: string, code: string, captcha: string | undefined): Promise<ApiOutcome<{ token: string }>> {
  const body: ResetInput = { step: 'confirm', login, code };
  return api.send({ url: identityPaths.passwordReset, method: 'POST', body, headers: captchaHeaders(captcha), schema: z.object({ token: z.string() }) });
}

export function saveNewPassword(api: ApiClient, token: string, password: string, confirmation: string, captcha: string | undefined): Promise<ApiOutcome<unknown>> {
  const body: ResetInput = { step: 'save', token, password: wrapPassword(password), password_confirmation: wrapPassword(confirmation) };
  return api.send({ url: identityPaths.passwordReset, method: 'POST', body, headers: captchaHeaders(captcha), schema: z.unknown() });
}

const phoneCountriesSchema = z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), phoneCode: z.string() }));
const phoneMasksSchema = z.array(
  z.object({ CountryId: z.number().int(), Mask: z.string().nullish(), Min: z.number().int().nullish(), Max: z.number().int().nullish() }),
);

/** Reference data for a day (the server caches it as long). */
const DAY_MS = 86_400_000;

/** The countries of the phone input and the country select, with their mask rules (spec §7.3). */
export async function loadPhoneCountries(api: ApiClient, lang: string): Promise<ApiOutcome<PhoneCountryWithRule[]>> {
  const [countries, masks] = await Promise.all([
    // In the URL itself: the parameter rules of spec §5 would drop lng when it equals its default.
    api.send({ url: `${identityPaths.phoneCountries}?lng=${encodeURIComponent(lang)}`, schema: phoneCountriesSchema, cacheTtlMs: DAY_MS }),
    api.send({ url: identityPaths.phoneMasks, schema: phoneMasksSchema, cacheTtlMs: DAY_MS }),
  ]);
  if (!countries.ok) return countries;
  if (!masks.ok) return masks;
  return { ok: true, data: withPhoneRules(countries.data, masks.data) };
}
