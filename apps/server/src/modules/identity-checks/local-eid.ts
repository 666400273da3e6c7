import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { localEidSessions, type LocalEidSessionRow } from '@stavka/db/schema';
import type { IdentityCheckProvider } from './provider';
import { mobileIdVerificationCode, smartIdVerificationCode } from './verification-code';

// The built-in local e-ID service (decision 0044), for development and demos: it plays SK's
// service and the player's phone. A session is opened with the hash we send; the service computes
// its own verification code from that hash (as the phone does) and shows it on its "phone app"
// page at `/local-eid/{session}`, where the player confirms or refuses. Its status answers
// RUNNING until then, and TIMEOUT once the session has waited two minutes, as SK's do.

export const LOCAL_EID_BASE = '/local-eid';
export const LOCAL_EID_SESSION_MS = 120_000;

const codeOf = (kind: 'smart_id' | 'mobile_id', hash: Uint8Array) =>
  kind === 'smart_id' ? smartIdVerificationCode(hash) : mobileIdVerificationCode(hash);

/** The service's side: opens a session for a hash and keeps it where every server process reads it. */
async function openSession(
  db: Database,
  session: {
    kind: 'smart_id' | 'mobile_id';
    personalCode: string;
    phone: string | null;
    relyingPartyName: string;
    hash: Uint8Array;
    now: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(localEidSessions).values({
    id,
    kind: session.kind,
    personalCode: session.personalCode,
    phone: session.phone,
    relyingPartyName: session.relyingPartyName,
    verificationCode: codeOf(session.kind, session.hash),
    createdAt: session.now,
    expiresAt: new Date(session.now.getTime() + LOCAL_EID_SESSION_MS),
  });
  return id;
}

export async function findLocalSession(db: Database, id: string): Promise<LocalEidSessionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db.select().from(localEidSessions).where(eq(localEidSessions.id, id));
  return row;
}

/** The phone's answer; false when the session had already ended (answered or timed out). */
export async function answerLocalSession(db: Database, id: string, answer: 'OK' | 'USER_REFUSED', now: Date): Promise<boolean> {
  const rows = await db
    .update(localEidSessions)
    .set({ result: answer })
    .where(and(eq(localEidSessions.id, id), isNull(localEidSessions.result), gt(localEidSessions.expiresAt, now)))
    .returning({ id: localEidSessions.id });
  return rows.length === 1;
}

async function resultOf(db: Database, id: string, now: Date): Promise<string | null | undefined> {
  const row = await findLocalSession(db, id);
  if (!row) return undefined;
  if (row.result === null && now >= row.expiresAt) {
    await db
      .update(localEidSessions)
      .set({ result: 'TIMEOUT' })
      .where(and(eq(localEidSessions.id, id), isNull(localEidSessions.result)));
    return (await findLocalSession(db, id))?.result;
  }
  return row.result;
}

/** The adapter our checks use for the local service: the same steps as SK's, without the certificate. */
export function createLocalEidService(
  kind: 'smart_id' | 'mobile_id',
  deps: { db: Database; origin: string; relyingPartyName: string },
): IdentityCheckProvider {
  return {
    kind,
    provider: 'local',
    async start(request, context) {
      if (request.kind === 'liveness') throw new Error('the local e-ID service checks persons');
      const hash = createHash(kind === 'smart_id' ? 'sha512' : 'sha256')
        .update(randomBytes(32))
        .digest();
      const phone = request.kind === 'mobile_id' ? request.phone : null;
      const sessionId = await openSession(deps.db, {
        kind,
        personalCode: request.personalCode,
        phone,
        relyingPartyName: deps.relyingPartyName,
        hash,
        now: context.now,
      });
      return {
        sessionId,
        verificationCode: codeOf(kind, hash),
        details: {},
        pageUrl: new URL(`${LOCAL_EID_BASE}/${sessionId}`, deps.origin).href,
      };
    },
    async status(session, now) {
      const result = await resultOf(deps.db, session.sessionId, now);
      if (result === undefined) return { state: 'expired', reason: 'SESSION_NOT_FOUND' };
      if (result === null) return { state: 'running' };
      const personalCode = session.request.kind === 'liveness' ? '' : session.request.personalCode;
      if (result === 'OK') return { state: 'passed', person: { personalCode, givenName: null, surname: null } };
      return result === 'TIMEOUT' ? { state: 'expired', reason: result } : { state: 'failed', reason: result };
    },
  };
}
