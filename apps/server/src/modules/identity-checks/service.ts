import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import {
  identityCheckKinds,
  identityCheckPaths,
  livenessWebhookSchema,
  type IdentityCheck,
  type IdentityCheckKind,
} from '@stavka/contract/identity-checks';
import { href } from '@stavka/contract/route-href';
import type { Database } from '@stavka/db/client';
import type { IdentityCheckRow } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { localIdentityChecksEnabled, type Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import { assertMaySubmit, recordProviderVerification } from '../identification/service';
import type { Outbox } from '../outbox/service';
import type { Site } from '../site/service';
import { createHostedLiveness } from './hosted-liveness';
import { livenessSignatureHolds } from './liveness-signature';
import { createLocalEidService } from './local-eid';
import { createLocalLiveness, localLivenessSecret } from './local-liveness';
import { ProviderRefused, ProviderUnavailable, type EidRequest, type IdentityCheckProvider } from './provider';
import { checkOfFlow, expireOpenChecks, finishCheck, insertStartedCheck, markPending, ownCheck } from './repo';
import { createMobileIdService, createSmartIdService, type SkDeps } from './sk-services';

// Identity checks at Smart-ID, Mobile-ID and a liveness flow (issue 13, decision 0044). A check is
// written `started`, becomes `pending` when the brand's provider opened a session, and ends
// `passed`, `failed` or `expired` when a status call finds the session over (Smart-ID, Mobile-ID)
// or the provider's signed report says so (liveness). Passing verifies the player
// through the identification module, as an operator's approval of documents does, in the same
// transaction as the check's own end, so that it happens once.

export interface IdentityChecksDeps {
  db: Database;
  outbox: Outbox;
  env: Env;
  now: () => Date;
  fetch?: typeof fetch;
}

/** How long a check may run: SK's sessions end within about two minutes (a little more for the polls); a selfie takes longer. */
const lifetimeMs = (kind: IdentityCheckKind) => (kind === 'liveness' ? 15 * 60_000 : 180_000);

const configKey = { smart_id: 'smartId', mobile_id: 'mobileId', liveness: 'liveness' } as const satisfies Record<IdentityCheckKind, string>;

/** What starting a check asks: a liveness flow's addresses are ours to fill in. */
export type CheckRequest = Exclude<EidRequest, { kind: 'liveness' }> | { kind: 'liveness' };

export interface IdentityChecks {
  methods(site: Site): IdentityCheckKind[];
  start(site: Site, userId: number, request: CheckRequest, lang: string): Promise<IdentityCheck>;
  status(site: Site, userId: number, checkId: number): Promise<IdentityCheck>;
  /** The liveness provider's report: refused (unauthorized) unless signed with the brand's secret, recently. */
  livenessReport(site: Site, rawBody: string, signature: string | undefined): Promise<{ applied: boolean }>;
}

export function createIdentityChecks(deps: IdentityChecksDeps): IdentityChecks {
  const sk: SkDeps = {
    fetch: deps.fetch ?? fetch,
    trusted: (deps.env.SK_TRUSTED_CA_FILES ?? []).map((file) => new X509Certificate(readFileSync(file))),
  };

  const providerFor = (site: Site, kind: IdentityCheckKind): IdentityCheckProvider | undefined => {
    const config = site.config.identityChecks[configKey[kind]];
    const origin = site.config.global.canonicalOrigin;
    // Every provider sends the player or its report back to the brand's origin: none without one.
    if (config === undefined || origin === undefined) return undefined;
    if (config.service === 'sk') return kind === 'smart_id' ? createSmartIdService(config, sk) : createMobileIdService(config, sk);
    if (config.service === 'veriface') {
      const secrets = deps.env.LIVENESS_SECRETS[site.slug];
      return secrets === undefined
        ? undefined
        : createHostedLiveness({ baseUrl: config.baseUrl, apiKey: secrets.apiKey }, deps.fetch ?? fetch);
    }
    if (!localIdentityChecksEnabled(deps.env)) return undefined;
    if (kind === 'liveness') return createLocalLiveness({ db: deps.db, origin, slug: site.slug });
    return createLocalEidService(kind, { db: deps.db, origin, relyingPartyName: site.name });
  };

  const livenessSecret = async (site: Site): Promise<string | undefined> => {
    const config = site.config.identityChecks.liveness;
    if (config?.service === 'veriface') return deps.env.LIVENESS_SECRETS[site.slug]?.webhookSecret;
    return config?.service === 'local' && localIdentityChecksEnabled(deps.env) ? localLivenessSecret(deps.db, site.slug) : undefined;
  };

  /** Ends a check as passed and verifies its player, in one transaction; undefined when it had already ended. */
  const pass = (row: IdentityCheckRow, details: Record<string, unknown>, now: Date) =>
    runInTransaction(deps.db, async (uow) => {
      const ended = await finishCheck(uow.tx, row.id, { state: 'passed', reason: null, details, finishedAt: now });
      if (ended)
        await recordProviderVerification(
          { tx: uow.tx, outbox: deps.outbox },
          ended.userId,
          ended.kind as IdentityCheckKind,
          `${ended.kind}:${ended.provider}`,
          now,
        );
      return ended;
    });

  const finish = async (row: IdentityCheckRow, end: { state: 'failed' | 'expired'; reason: string }) =>
    (await finishCheck(deps.db, row.id, { ...end, finishedAt: deps.now() })) ?? (await ownCheck(deps.db, row.userId, row.id)) ?? row;

  return {
    methods: (site) => identityCheckKinds.filter((kind) => providerFor(site, kind) !== undefined),

    async start(site, userId, request, lang) {
      const provider = providerFor(site, request.kind);
      if (!provider) throw new AppError('not_found', 'This site does not offer this identity check');
      // The rules of documents hold here too: not while documents wait, not once verified.
      await assertMaySubmit(deps.db, userId);
      const now = deps.now();
      await expireOpenChecks(deps.db, userId, now);
      const { kind, ...asked } = request;
      const row = await insertStartedCheck(deps.db, {
        userId,
        siteId: site.id,
        kind,
        provider: provider.provider,
        details: { request: asked },
        startedAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs(kind)),
      });
      const origin = site.config.global.canonicalOrigin ?? '';
      const full: EidRequest =
        request.kind === 'liveness'
          ? {
              kind: 'liveness',
              reference: String(row.id),
              returnUrl: new URL(href('office_account_verification', { lng: lang }, { check: String(row.id) }), origin).href,
              webhookUrl: new URL(identityCheckPaths.livenessWebhook, origin).href,
            }
          : request;
      let started;
      try {
        started = await provider.start(full, { lang, now });
      } catch (error) {
        if (error instanceof ProviderRefused) return viewOf(await finish(row, { state: 'failed', reason: error.reason }));
        if (error instanceof ProviderUnavailable) return viewOf(await finish(row, { state: 'failed', reason: 'PROVIDER_ERROR' }));
        throw error;
      }
      const pending = await markPending(deps.db, row.id, {
        providerSessionId: started.sessionId,
        verificationCode: started.verificationCode,
        details: { request: asked, ...started.details, pageUrl: started.pageUrl },
      });
      return viewOf(pending ?? (await ownCheck(deps.db, userId, row.id)) ?? row);
    },

    async status(site, userId, checkId) {
      const row = await ownCheck(deps.db, userId, checkId);
      if (!row || row.siteId !== site.id) throw new AppError('not_found', 'You have no identity check with this id');
      if (row.state !== 'pending' || row.providerSessionId === null) return viewOf(row);
      const now = deps.now();
      if (now >= row.expiresAt) return viewOf(await finish(row, { state: 'expired', reason: 'TIMEOUT' }));
      const provider = providerFor(site, row.kind as IdentityCheckKind);
      // The brand changed its provider meanwhile: this session cannot be asked any more.
      if (provider?.provider !== row.provider) return viewOf(await finish(row, { state: 'expired', reason: 'PROVIDER_ERROR' }));
      const request = { kind: row.kind, ...(row.details.request as object) } as EidRequest;
      let outcome;
      try {
        outcome = await provider.status({ sessionId: row.providerSessionId, request, details: row.details }, now);
      } catch (error) {
        // SK could not be asked this time: the check still runs, the page asks again.
        if (error instanceof ProviderUnavailable) return viewOf(row);
        throw error;
      }
      if (outcome.state === 'running') return viewOf(row);
      if (outcome.state !== 'passed') return viewOf(await finish(row, outcome));
      const passed = await pass(row, { person: outcome.person }, now);
      return viewOf(passed ?? (await ownCheck(deps.db, userId, row.id)) ?? row);
    },

    async livenessReport(site, rawBody, signature) {
      const secret = await livenessSecret(site);
      const now = deps.now();
      if (secret === undefined || !livenessSignatureHolds(signature, rawBody, secret, now))
        throw new AppError('unauthorized', 'The report is not signed with this site’s secret, or is too old');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new AppError('malformed_body', 'The report is not JSON');
      }
      const report = livenessWebhookSchema.safeParse(parsed);
      if (!report.success) throw new AppError('validation', 'The report is not a liveness result');
      const row = await checkOfFlow(deps.db, site.id, report.data.flowId);
      if (!row) throw new AppError('not_found', 'No liveness flow with this id');
      // A report delivered again (a retry, a replay) finds the check ended and changes nothing.
      if (row.state !== 'pending') return { applied: false };
      if (now >= row.expiresAt) {
        await finish(row, { state: 'expired', reason: 'TIMEOUT' });
        return { applied: false };
      }
      if (report.data.status === 'passed') return { applied: (await pass(row, { flowReport: report.data }, now)) !== undefined };
      const ended = await finishCheck(deps.db, row.id, {
        state: 'failed',
        reason: report.data.reason ?? 'FACE_NOT_MATCHED',
        details: { flowReport: report.data },
        finishedAt: now,
      });
      return { applied: ended !== undefined };
    },
  };
}

function viewOf(row: IdentityCheckRow): IdentityCheck {
  const pageUrl = row.state === 'pending' && typeof row.details.pageUrl === 'string' ? row.details.pageUrl : null;
  return {
    id: row.id,
    kind: row.kind as IdentityCheckKind,
    state: row.state as IdentityCheck['state'],
    verificationCode: row.verificationCode,
    reason: row.reason,
    pageUrl,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
