import type { WebViewer } from '@stavka/contract/web-context';
import type { SessionRow } from './sessions-repo';
import type { UserRow } from './users-repo';

// The only outbound shapes of players and sessions: no hash or internal column leaks.

/** What identity knows of a page's viewer; the page adds the player's settings (hidden sports, site settings). */
export type IdentityViewer = Omit<WebViewer, 'hiddenSports' | 'settings'>;

export function presentUserConfig(user: UserRow) {
  return {
    userId: user.id,
    login: String(user.id),
    email: user.email,
    emailConfirmed: user.emailVerifiedAt !== null,
    phone: user.phone,
    phoneConfirmed: user.phoneVerifiedAt !== null,
    currency: user.currencyCode,
    countryId: user.countryId,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    language: user.language,
    registrationType: user.registrationType,
    credentialsSaved: user.credentialsSavedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function presentSession(session: SessionRow, current: boolean) {
  return {
    sessionId: session.id,
    current,
    device: session.device,
    browser: session.browser,
    ip: session.ip,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The signed-in player as every page of the web app sees it. */
export function presentViewer(user: UserRow, csrfToken: string): IdentityViewer {
  return {
    userId: user.id,
    login: String(user.id),
    currency: user.currencyCode,
    email: user.email,
    emailConfirmed: user.emailVerifiedAt !== null,
    phone: user.phone,
    credentialsSaved: user.credentialsSavedAt !== null,
    csrfToken,
  };
}
