import { securityCheckIds, type SecurityCheckId } from '@stavka/contract/account-security';
import type { Database } from '@stavka/db/client';
import type { UserRow } from './users-repo';
import { findSecureQuestion } from './secure-question-repo';
import { findTwoFactor } from './two-factor-repo';

/** The protection steps the player has taken (issue 13 "Security": `POST /web-api/user/secure`). */
export async function securityStepsOf(db: Database, user: UserRow): Promise<Set<SecurityCheckId>> {
  const [twoFactor, question] = await Promise.all([findTwoFactor(db, user.id), findSecureQuestion(db, user.id)]);
  const taken: Record<SecurityCheckId, boolean> = {
    email_confirmed: user.email !== null && user.emailVerifiedAt !== null,
    phone_confirmed: user.phone !== null && user.phoneVerifiedAt !== null,
    two_factor: twoFactor?.enabledAt != null,
    secure_question: question !== undefined,
  };
  return new Set(securityCheckIds.filter((id) => taken[id]));
}
