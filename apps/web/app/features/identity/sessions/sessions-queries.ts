// The sessions' server state (decision 0020): read in the browser, keyed by the signed-in player
// so that another account on this browser never sees them. Reads fail with a SessionsCallError
// carrying the API failure, for the page to say what happened in the player's language.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ApiFailure, type ApiOutcome, useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { createSessionsApi, type SessionsApi } from './sessions-api';

export class SessionsCallError extends Error {
  override readonly name = 'SessionsCallError';
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

export function dataOf<T>(outcome: ApiOutcome<T>): T {
  if (!outcome.ok) throw new SessionsCallError(outcome.failure);
  return outcome.data;
}

export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof SessionsCallError ? error.failure : null;
}

export function useSessionsApi(): SessionsApi {
  const api = useApiClient();
  return useMemo(() => createSessionsApi(api), [api]);
}

export function usePlayerId(): number | null {
  return useRootData().viewer?.userId ?? null;
}

export const sessionsKeys = {
  all: (userId: number) => ['sessions', userId] as const,
  list: (userId: number) => ['sessions', userId, 'list'] as const,
  settings: (userId: number) => ['sessions', userId, 'settings'] as const,
};

/** The player's open sessions; read again when the page comes back into view (another device may have signed in). */
export function usePlayerSessions() {
  const userId = usePlayerId();
  const sessions = useSessionsApi();
  return useQuery({
    queryKey: sessionsKeys.list(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) => dataOf(await sessions.sessions(signal)),
  });
}

/** The password form's settings (how many other sessions the switch would end). */
export function useUserSettings() {
  const userId = usePlayerId();
  const sessions = useSessionsApi();
  return useQuery({
    queryKey: sessionsKeys.settings(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf(await sessions.settings(signal)),
  });
}
