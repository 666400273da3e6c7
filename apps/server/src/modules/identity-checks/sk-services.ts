import { createHash, randomBytes, type X509Certificate } from 'node:crypto';
import type { EidMethodConfig } from '@stavka/contract/site-config';
import { ProviderRefused, ProviderUnavailable, type EidRequest, type IdentityCheckProvider, type SessionOutcome } from './provider';
import { checkProof } from './sk-proof';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-code';

// SK ID Solutions' public REST APIs (decision 0044): Smart-ID RP API v2 (`POST
// authentication/etsi/PNO{country}-{code}`, `GET session/{id}`) and Mobile-ID MID REST
// (`POST authentication`, `GET authentication/session/{id}`). We send the hash of a random
// challenge, show the verification code computed from it, and ask the session's status with a
// short long-poll; a completed OK session counts only once its signature and certificate hold.

type SkSettings = Extract<EidMethodConfig, { service: 'sk' }>;

export interface SkDeps {
  fetch: typeof fetch;
  /** SK's issuing CAs (SK_TRUSTED_CA_FILES); none configured skips that one check. */
  trusted: readonly X509Certificate[];
}

/** How long one status call waits at SK for the session to end (their long poll). */
const LONG_POLL_MS = 1000;
const CALL_TIMEOUT_MS = 10_000;

async function call(deps: SkDeps, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await deps.fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS + LONG_POLL_MS),
    });
  } catch (error) {
    throw new ProviderUnavailable(`SK service unreachable: ${(error as Error).message}`);
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (typeof json !== 'object' || json === null) throw new ProviderUnavailable(`SK service answered ${response.status} without JSON`);
  return { status: response.status, json: json as Record<string, unknown> };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

function challengeOf(details: Record<string, unknown>): Buffer {
  return Buffer.from(text(details.challenge) ?? '', 'base64');
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

export function createSmartIdService(settings: SkSettings, deps: SkDeps): IdentityCheckProvider {
  const base = withSlash(settings.baseUrl);
  return {
    kind: 'smart_id',
    provider: 'sk',
    async start(request) {
      if (request.kind !== 'smart_id') throw new Error('a Smart-ID service starts Smart-ID checks');
      const challenge = randomBytes(64);
      const hash = createHash('sha512').update(challenge).digest();
      const { status, json } = await call(
        deps,
        new URL(`authentication/etsi/PNO${request.country}-${encodeURIComponent(request.personalCode)}`, base).href,
        {
          relyingPartyUUID: settings.relyingPartyUuid,
          relyingPartyName: settings.relyingPartyName,
          certificateLevel: 'QUALIFIED',
          hash: hash.toString('base64'),
          hashType: 'SHA512',
          allowedInteractionsOrder: [
            { type: 'displayTextAndPIN', displayText60: `${settings.relyingPartyName}: identity check`.slice(0, 60) },
          ],
        },
      );
      // 404: no Smart-ID account for this person.
      if (status === 404) throw new ProviderRefused('USER_ACCOUNT_NOT_FOUND');
      const sessionId = text(json.sessionID);
      if (status !== 200 || sessionId === undefined) throw new ProviderUnavailable(`Smart-ID answered ${status}`);
      return {
        sessionId,
        verificationCode: smartIdVerificationCode(hash),
        details: { challenge: challenge.toString('base64') },
        pageUrl: null,
      };
    },
    async status(session, now) {
      const { status, json } = await call(
        deps,
        new URL(`session/${encodeURIComponent(session.sessionId)}?timeoutMs=${LONG_POLL_MS}`, base).href,
      );
      if (status === 404) return { state: 'expired', reason: 'SESSION_NOT_FOUND' };
      if (status !== 200) throw new ProviderUnavailable(`Smart-ID session status answered ${status}`);
      if (json.state === 'RUNNING') return { state: 'running' };
      const endResult = text(field(json.result, 'endResult')) ?? 'PROVIDER_ERROR';
      if (endResult !== 'OK') return endOf(endResult.startsWith('USER_REFUSED') ? 'USER_REFUSED' : endResult);
      return proven(
        { cert: text(field(json.cert, 'value')), signature: text(field(json.signature, 'value')) },
        session.request,
        challengeOf(session.details),
        'sha512',
        now,
        deps.trusted,
      );
    },
  };
}

const MID_LANGUAGES: Record<string, string> = { et: 'EST', ru: 'RUS', lt: 'LIT' };

export function createMobileIdService(settings: SkSettings, deps: SkDeps): IdentityCheckProvider {
  const base = withSlash(settings.baseUrl);
  return {
    kind: 'mobile_id',
    provider: 'sk',
    async start(request, context) {
      if (request.kind !== 'mobile_id') throw new Error('a Mobile-ID service starts Mobile-ID checks');
      const challenge = randomBytes(32);
      const hash = createHash('sha256').update(challenge).digest();
      const { status, json } = await call(deps, new URL('authentication', base).href, {
        relyingPartyUUID: settings.relyingPartyUuid,
        relyingPartyName: settings.relyingPartyName,
        phoneNumber: request.phone,
        nationalIdentityNumber: request.personalCode,
        hash: hash.toString('base64'),
        hashType: 'SHA256',
        language: MID_LANGUAGES[context.lang] ?? 'ENG',
        displayText: 'Identity check',
        displayTextFormat: 'GSM-7',
      });
      const sessionId = text(json.sessionID);
      if (status !== 200 || sessionId === undefined) throw new ProviderUnavailable(`Mobile-ID answered ${status}`);
      return {
        sessionId,
        verificationCode: mobileIdVerificationCode(hash),
        details: { challenge: challenge.toString('base64') },
        pageUrl: null,
      };
    },
    async status(session, now) {
      const { status, json } = await call(
        deps,
        new URL(`authentication/session/${encodeURIComponent(session.sessionId)}?timeoutMs=${LONG_POLL_MS}`, base).href,
      );
      if (status === 404) return { state: 'expired', reason: 'SESSION_NOT_FOUND' };
      if (status !== 200) throw new ProviderUnavailable(`Mobile-ID session status answered ${status}`);
      if (json.state === 'RUNNING') return { state: 'running' };
      const result = text(json.result) ?? 'PROVIDER_ERROR';
      if (result !== 'OK') return endOf(result === 'USER_CANCELLED' ? 'USER_REFUSED' : result);
      return proven(
        { cert: text(json.cert), signature: text(field(json.signature, 'value')) },
        session.request,
        challengeOf(session.details),
        'sha256',
        now,
        deps.trusted,
      );
    },
  };
}

/** A session that ended without OK: TIMEOUT expires the check, anything else fails it. */
function endOf(reason: string): SessionOutcome {
  return reason === 'TIMEOUT' ? { state: 'expired', reason } : { state: 'failed', reason };
}

function proven(
  answer: { cert: string | undefined; signature: string | undefined },
  request: EidRequest,
  challenge: Buffer,
  digest: 'sha256' | 'sha512',
  now: Date,
  trusted: readonly X509Certificate[],
): SessionOutcome {
  if (answer.cert === undefined || answer.signature === undefined || challenge.length === 0 || request.kind === 'liveness')
    return { state: 'failed', reason: 'PROOF_INVALID' };
  const checked = checkProof({ cert: answer.cert, signature: answer.signature, challenge, digest }, request, now, trusted);
  return checked.ok ? { state: 'passed', person: checked.person } : { state: 'failed', reason: checked.reason };
}
