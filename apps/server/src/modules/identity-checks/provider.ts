import type { IdentityCheckKind, SmartIdCountry } from '@stavka/contract/identity-checks';

// One interface for every identity-check provider (decision 0044): SK ID Solutions' Smart-ID and
// Mobile-ID services, and the built-in local service that walks the same states. The service
// module knows only this: start a session (it answers the session id and the verification code),
// then ask its status until it is no longer running.

export type EidRequest =
  | { kind: 'smart_id'; country: SmartIdCountry; personalCode: string }
  | { kind: 'mobile_id'; personalCode: string; phone: string };

export interface StartedSession {
  sessionId: string;
  /** The 4 digits the player compares with the ones on their phone. */
  verificationCode: string;
  /** What `status` needs later (the signed challenge), kept with the check. */
  details: Record<string, unknown>;
  /** The built-in provider's "phone app" page; null for a real service. */
  localAppUrl: string | null;
}

export interface SessionToAsk {
  sessionId: string;
  request: EidRequest;
  details: Record<string, unknown>;
}

/** Who the provider proved the player to be (from their certificate), kept with a passed check. */
export interface ProvenPerson {
  personalCode: string;
  givenName: string | null;
  surname: string | null;
}

export type SessionOutcome =
  | { state: 'running' }
  | { state: 'passed'; person: ProvenPerson }
  | { state: 'failed'; reason: string }
  | { state: 'expired'; reason: string };

export interface IdentityCheckProvider {
  readonly kind: IdentityCheckKind;
  /** `sk` or `local`: kept with each check. */
  readonly provider: string;
  start(request: EidRequest, context: { lang: string; now: Date }): Promise<StartedSession>;
  status(session: SessionToAsk, now: Date): Promise<SessionOutcome>;
}

/** The service failed us (unreachable, an answer we cannot read): the player may try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The service refused to start (no such account, for one): the check fails with this reason. */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
  constructor(readonly reason: string) {
    super(`The identity service refused: ${reason}`);
  }
}
