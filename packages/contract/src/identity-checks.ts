import { z } from 'zod';

// Identity checks at outside providers (issue 13 "Account and verification"; spec §7.5 "Smart ID
// and mobile ID: session status and authentication"; decision 0044). The spec gives no paths;
// these sit beside the identification calls and answer `{ success, data }`. The player starts a
// check, compares the 4-digit verification code with the one on their phone, and the page asks
// for the session's status until the check has passed, failed or expired.

export const identityCheckPaths = {
  /** GET: the methods the brand offers beside document upload. */
  methods: '/web-api/identification/methods',
  /** POST { country, personal_code }: a Smart-ID authentication (signed in). */
  smartId: '/web-api/identification/smart-id/authentication',
  /** POST { personal_code, phone }: a Mobile-ID authentication (signed in). */
  mobileId: '/web-api/identification/mobile-id/authentication',
  /** POST {}: a liveness (selfie) flow; the check's `pageUrl` is the provider's page (signed in). */
  liveness: '/web-api/identification/liveness/flow',
  /** POST: the liveness provider's result (`livenessWebhookSchema`), signed in the LIVENESS_SIGNATURE_HEADER. */
  livenessWebhook: '/web-api/identification/liveness/webhook',
  /** GET: one of the player's own checks, asking the provider while it runs (signed in). */
  session: '/web-api/identification/session/:id',
} as const;

export function identityCheckSessionPath(id: number): string {
  return identityCheckPaths.session.replace(':id', String(id));
}

export const identityCheckKinds = ['smart_id', 'mobile_id', 'liveness'] as const;
export type IdentityCheckKind = (typeof identityCheckKinds)[number];

export const identityCheckStates = ['started', 'pending', 'passed', 'failed', 'expired'] as const;
export type IdentityCheckState = (typeof identityCheckStates)[number];

/** Smart-ID's countries (its ETSI semantics identifiers PNOEE-, PNOLV-, PNOLT-). */
export const smartIdCountries = ['EE', 'LV', 'LT'] as const;
export type SmartIdCountry = (typeof smartIdCountries)[number];

/** Estonian and Lithuanian codes are 11 digits; Latvian ones 6 and 5 digits, written with a hyphen. */
export function personalCodeProblem(country: SmartIdCountry, code: string): boolean {
  return country === 'LV' ? !/^\d{6}-\d{5}$/.test(code) : !/^[1-6]\d{10}$/.test(code);
}

export const smartIdStartSchema = z
  .strictObject({
    country: z.enum(smartIdCountries, 'identity_check_country_unknown'),
    personal_code: z.string('identity_check_personal_code').trim().max(20, 'identity_check_personal_code'),
  })
  .superRefine((value, ctx) => {
    if (personalCodeProblem(value.country, value.personal_code)) ctx.addIssue({ code: 'custom', path: ['personal_code'], message: 'identity_check_personal_code' });
  });
export type SmartIdStart = z.output<typeof smartIdStartSchema>;

/** Mobile-ID serves Estonian (+372) and Lithuanian (+370) numbers. */
export const mobileIdStartSchema = z.strictObject({
  personal_code: z.string('identity_check_personal_code').trim().regex(/^[1-6]\d{10}$/, 'identity_check_personal_code'),
  phone: z
    .string('identity_check_phone')
    .transform((phone) => phone.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+37[02]\d{7,8}$/, 'identity_check_phone')),
});
export type MobileIdStart = z.output<typeof mobileIdStartSchema>;

export const identityCheckMethodsSchema = z.object({ methods: z.array(z.enum(identityCheckKinds)) });
export type IdentityCheckMethods = z.infer<typeof identityCheckMethodsSchema>;

/** Why a check failed: the provider's answer, or ours (the proof did not hold). */
export const identityCheckReasons = [
  'USER_REFUSED',
  'TIMEOUT',
  'USER_ACCOUNT_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'REPLACED',
  'FACE_NOT_MATCHED',
  'NOT_MID_CLIENT',
  'PHONE_ABSENT',
  'DELIVERY_ERROR',
  'SIM_ERROR',
  'DOCUMENT_UNUSABLE',
  'WRONG_VC',
  'PERSON_MISMATCH',
  'PROOF_INVALID',
  'PROVIDER_ERROR',
] as const;

export const identityCheckSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(identityCheckKinds),
  state: z.enum(identityCheckStates),
  /** The 4 digits the player compares with their phone's; null before the provider answered. */
  verificationCode: z.string().nullable(),
  /** Why it failed or expired (one of identityCheckReasons, or another of the provider's words). */
  reason: z.string().nullable(),
  /**
   * The provider's page the player opens while the check runs: the liveness flow, or the built-in
   * e-ID service's "phone app" (a real Smart-ID or Mobile-ID check has none: the phone is real).
   */
  pageUrl: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

/**
 * The liveness provider's report (decision 0044), as JSON. Its signature is the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the brand's shared secret; a
 * report older than five minutes, or for a flow already ended, changes nothing.
 */
export const LIVENESS_SIGNATURE_HEADER = 'x-liveness-signature';
export const livenessWebhookSchema = z.strictObject({
  flowId: z.string().min(1).max(200),
  status: z.enum(['passed', 'failed']),
  reason: z
    .string()
    .regex(/^[A-Z_]{1,60}$/)
    .optional(),
});
export type LivenessWebhook = z.infer<typeof livenessWebhookSchema>;

/** How long the page waits between two status calls while a check runs. */
export const IDENTITY_CHECK_POLL_MS = 2000;
