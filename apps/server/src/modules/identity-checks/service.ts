import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import type { IdentityCheck, IdentityCheckKind } from '@stavka/contract/identity-checks';
import type { Database } from '@stavka/db/client';
import type { IdentityCheckRow } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { localIdentityChecksEnabled, type Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import { assertMaySubmit, recordProviderVerification } from '../identification/service';
import type { Outbox } from '../outbox/service';
import type { Site } from '../site/service';
import { createLocalEidService } from './local-eid';
import { ProviderRefused, ProviderUnavailable, type EidRequest, type IdentityCheckProvider } from './provider';
import { expireOpenChecks, finishCheck, insertStartedCheck, markPending, ownCheck } from './repo';
import { createMobileIdService, createSmartIdService, type SkDeps } from './sk-services';

// Identity checks at Smart-ID and Mobile-ID (issue 13, decision 0044). A check is written
// `started`, becomes `pending` when the brand's provider opened a session, and ends `passed`,
// `failed` or `expired` when a status call finds the session over. Passing verifies the player
// through the identification module, as an operator's approval of documents does, in the same
// transaction as the check's own end, so that it happens once.

export interface IdentityChecksDeps {
  db: Database;
  outbox: Outbox;
  env: Env;
  now: () => Date;
  fetch?: typeof fetch;
}

/** How long a check may run: SK's sessions end within about two minutes; a little more for the polls. */
export const CHECK_LIFETIME_MS = 180_000;

const configKey = { smart_id: 'smartId', mobile_id: 'mobileId' } as const satisfies Record<IdentityCheckKind, string>;

export interface IdentityChecks {
  methods(site: Site): IdentityCheckKind[];
  start(site: Site, userId: number, request: EidRequest, lang: string): Promise<IdentityCheck>;
  status(site: Site, userId: number, checkId: number): Promise<IdentityCheck>;
}

export function createIdentityChecks(deps: IdentityChecksDeps): IdentityChecks {
  const sk: SkDeps = { fetch: deps.fetch ?? fetch, trusted: (deps.env.SK_TRUSTED_CA_FILES ?? []).map((file) => new X509Certificate(readFileSync(file))) };

  const providerFor = (site: Site, kind: IdentityCheckKind): IdentityCheckProvider | undefined => {
    const config = site.config.identityChecks[configKey[kind]];
    if (config === undefined) return undefined;
    if (config.service === 'sk') return kind === 'smart_id' ? createSmartIdService(config, sk) : createMobileIdService(config, sk);
    const origin = site.config.global.canonicalOrigin;
    if (!localIdentityChecksEnabled(deps.env) || origin === undefined) return undefined;
    return createLocalEidService(kind, { db: deps.db, origin, relyingPartyName: site.name });
  };

  const finish = async (row: IdentityCheckRow, end: { state: 'failed' | 'expired'; reason: string }) =>
    (await finishCheck(deps.db, row.id, { ...end, finishedAt: deps.now() })) ?? (await ownCheck(deps.db, row.userId, row.id)) ?? row;

  return {
    methods: (site) => (['smart_id', 'mobile_id'] as const).filter((kind) => providerFor(site, kind) !== undefined),

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
        expiresAt: new Date(now.getTime() + CHECK_LIFETIME_MS),
      });
      let started;
      try {
        started = await provider.start(request, { lang, now });
      } catch (error) {
        if (error instanceof ProviderRefused) return viewOf(await finish(row, { state: 'failed', reason: error.reason }));
        if (error instanceof ProviderUnavailable) return viewOf(await finish(row, { state: 'failed', reason: 'PROVIDER_ERROR' }));
        throw error;
      }
      const pending = await markPending(deps.db, row.id, {
        providerSessionId: started.sessionId,
        verificationCode: started.verificationCode,
        details: { request: asked, ...started.details, localAppUrl: started.localAppUrl },
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
      const passed = await runInTransaction(deps.db, async (uow) => {
        const ended = await finishCheck(uow.tx, row.id, { state: 'passed', reason: null, details: { person: outcome.person }, finishedAt: now });
        if (ended) await recordProviderVerification({ tx: uow.tx, outbox: deps.outbox }, userId, ended.kind as IdentityCheckKind, `${ended.kind}:${ended.provider}`, now);
        return ended;
      });
      return viewOf(passed ?? (await ownCheck(deps.db, userId, row.id)) ?? row);
    },
  };
}

function viewOf(row: IdentityCheckRow): IdentityCheck {
  const localAppUrl = row.state === 'pending' && typeof row.details.localAppUrl === 'string' ? row.details.localAppUrl : null;
  return {
    id: row.id,
    kind: row.kind as IdentityCheckKind,
    state: row.state as IdentityCheck['state'],
    verificationCode: row.verificationCode,
    reason: row.reason,
    localAppUrl,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
