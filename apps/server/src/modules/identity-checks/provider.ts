import type { IdentityCheckKind, SmartIdCountry } from '@stavka/contract/identity-checks';

// One interface for every identity-check provider (decision 0044): SK ID Solutions' Smart-ID and
// Mobile-ID services, the hosted liveness flow, and the built-in local services that walk the same
// states. The service module knows only this: start a session (it answers the session id, the
// verification code or the page to open), then ask its status until it is no longer running — a
// liveness flow stays running until its provider's signed report ends it.

export type EidRequest =
  | { kind: 'smart_id'; country: SmartIdCountry; personalCode: string }
  | { kind: 'mobile_id'; personalCode: string; phone: string }
  /** A liveness flow: where the provider sends the player back, and where it reports the result. */
  | { kind: 'liveness'; returnUrl: string; webhookUrl: string; reference: string };

/** A check of a person (Smart-ID, Mobile-ID): they say who they are; the provider proves it. */
export type PersonRequest = Exclude<EidRequest, { kind: 'liveness' }>;

export interface StartedSession {
  sessionId: string;
  /** The 4 digits the player compares with the ones on their phone; none for a liveness flow. */
  verificationCode: string | null;
  /** What `status` needs later (the signed challenge), kept with the check. */
  details: Record<string, unknown>;
  /** The page the player opens: the liveness flow, or the built-in e-ID "phone app"; null for a real phone. */
  pageUrl: string | null;
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
