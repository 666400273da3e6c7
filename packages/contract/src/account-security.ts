import { z } from 'zod';

// The account's protection at a glance (issue 13 "Security"), and the PIN a player tells support.
//   POST /web-api/user/secure                → SecuritySummary: which protection steps are taken,
//                                              the level they add up to, and when the support PIN was issued
//   POST /web-api/officeapi/getnewpincode    → NewSupportPin: a new six-digit PIN, shown once; it replaces
//                                              the previous one. Support checks a caller's PIN with
//                                              `npm run ops -- support:pin <player> <pin>`.
// Both are the signed-in player's own; the server keeps only a keyed hash of the PIN.

export const accountSecurityPaths = {
  summary: '/web-api/user/secure',
  newSupportPin: '/web-api/officeapi/getnewpincode',
} as const;

/** The protection steps a player can take, in the order the office lists them. */
export const securityCheckIds = ['email_confirmed', 'phone_confirmed', 'two_factor', 'secure_question'] as const;
export type SecurityCheckId = (typeof securityCheckIds)[number];

export const securityLevels = ['low', 'medium', 'high'] as const;
export type SecurityLevel = (typeof securityLevels)[number];

/** All steps taken is high; two-factor on or at least half of the steps is medium; anything less is low. */
export function securityLevelOf(done: ReadonlySet<SecurityCheckId>): SecurityLevel {
  if (done.size === securityCheckIds.length) return 'high';
  if (done.has('two_factor') || done.size * 2 >= securityCheckIds.length) return 'medium';
  return 'low';
}

export const securitySummarySchema = z.object({
  level: z.enum(securityLevels),
  done: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  checks: z.array(z.object({ id: z.enum(securityCheckIds), done: z.boolean() })),
  /** ISO time the current support PIN was issued, or null if none has been. */
  supportPinIssuedAt: z.string().nullable(),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

export const SUPPORT_PIN_LENGTH = 6;

export const newSupportPinSchema = z.object({
  pin: z.string().regex(new RegExp(`^\\d{${SUPPORT_PIN_LENGTH}}$`)),
  issuedAt: z.string(),
});
export type NewSupportPin = z.infer<typeof newSupportPinSchema>;
