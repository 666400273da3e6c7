// Two-factor's server state (decision 0020): read in the browser, keyed by the signed-in player.
// Reads fail with an ApiCallError carrying the API failure, for the page to say what happened.
import { useQuery } from '@tanstack/react-query';
import { createTwoFactorApi, type TwoFactorApi } from './two-factor-api';
import { dataOf, failureOf, useFeatureApi, usePlayerId as useViewerId } from '../../../shared/query/api-calls';

// The shared pieces, under the names the office's screens import.
export { dataOf, failureOf };

/** The office's player (its screens are shown only when signed in); 0, never a player's id, while there is none. */
export function usePlayerId(): number {
  return useViewerId() ?? 0;
}

export function useTwoFactorApi(): TwoFactorApi {
  return useFeatureApi(createTwoFactorApi);
}

export const twoFactorKeys = {
  all: (userId: number) => ['two-factor', userId] as const,
  status: (userId: number) => ['two-factor', userId, 'status'] as const,
  setup: (userId: number) => ['two-factor', userId, 'setup'] as const,
};

export function useTwoFactorStatus() {
  const userId = usePlayerId();
  const api = useTwoFactorApi();
  return useQuery({
    queryKey: twoFactorKeys.status(userId),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => dataOf(await api.status(signal)),
  });
}

/** The secret to add to the app; asked once a visit (the server shows the same one until it is confirmed). */
export function useTwoFactorSetup() {
  const userId = usePlayerId();
  const api = useTwoFactorApi();
  return useQuery({
    queryKey: twoFactorKeys.setup(userId),
    enabled: userId !== 0,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => dataOf(await api.qrCode(signal)),
  });
}

