// The sessions' server state (decision 0020): read in the browser, keyed by the signed-in player
// so that another account on this browser never sees them. Reads fail with an ApiCallError
// carrying the API failure, for the page to say what happened in the player's language.
import { useQuery } from '@tanstack/react-query';
import { createSessionsApi, type SessionsApi } from './sessions-api';
import { dataOf, failureOf, useFeatureApi, usePlayerId } from '../../../shared/query/api-calls';

// The shared pieces, under the names this feature's screens import.
export { dataOf, failureOf, usePlayerId };

export function useSessionsApi(): SessionsApi {
  return useFeatureApi(createSessionsApi);
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
