// The tracking session of api-contract-spec §4 and §9: {id, created, updated, isRecording}; it
// expires after 1800 s without events and is replaced by a new one with recording off. The
// device uuid (spec §9 "the uuid is stored locally") lives beside it.
import { z } from 'zod';
import { trackingLimits } from '@stavka/contract/tracking';
import type { AppStorage } from '../storage/app-storage';

export const trackingSessionSchema = z.object({
  id: z.uuid(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  isRecording: z.boolean(),
});
export type TrackingSession = z.infer<typeof trackingSessionSchema>;

const sessionKey = 'trackingSession';
const uuidKey = 'trackingUuid';

export interface SessionDeps {
  readonly storage: AppStorage;
  readonly newId: () => string;
  readonly idleTimeoutMs?: number;
}

/** The device uuid, created once and kept in storage. */
export function deviceUuid({ storage, newId }: SessionDeps): string {
  const stored = z.uuid().safeParse(storage.get(uuidKey));
  if (stored.success) return stored.data;
  const fresh = newId();
  storage.set(uuidKey, fresh);
  return fresh;
}

/** The session current at `now`, marked as active at `now`; a new one after the idle timeout. */
export function touchSession(deps: SessionDeps, now: number): TrackingSession {
  const current = readSession(deps.storage);
  const idleTimeoutMs = deps.idleTimeoutMs ?? trackingLimits.sessionIdleTimeoutMs;
  const alive = current !== null && now - current.updated < idleTimeoutMs && now >= current.created;
  const session: TrackingSession = alive
    ? { ...current, updated: Math.max(current.updated, now) }
    : { id: deps.newId(), created: now, updated: now, isRecording: false };
  deps.storage.set(sessionKey, session);
  return session;
}

/** Recording is switched on (or off) when the server says so (spec §4). */
export function setSessionRecording(
  deps: SessionDeps,
  now: number,
  isRecording: boolean,
): TrackingSession {
  const session = { ...touchSession(deps, now), isRecording };
  deps.storage.set(sessionKey, session);
  return session;
}

export function readSession(storage: AppStorage): TrackingSession | null {
  const parsed = trackingSessionSchema.safeParse(storage.get(sessionKey));
  return parsed.success ? parsed.data : null;
}
