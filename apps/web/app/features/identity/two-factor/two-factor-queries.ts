// Two-factor's server state (decision 0020): read in the browser, keyed by the signed-in player.
// Reads fail with a TwoFactorCallError carrying the API failure, for the page to say what happened.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ApiFailure, type ApiOutcome, useApiClient } from '../../../shared/api-client';
import { useRootData } from '../../../shared/root-data';
import { createTwoFactorApi, type TwoFactorApi } from './two-factor-api';

export class TwoFactorCallError extends Error {
  override readonly name = 'TwoFactorCallError';
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

export function dataOf<T>(outcome: ApiOutcome<T>): T {
  if (!outcome.ok) throw new TwoFactorCallError(outcome.failure);
  return outcome.data;
}

export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof TwoFactorCallError ? error.failure : null;
}

export function useTwoFactorApi(): TwoFactorApi {
  const api = useApiClient();
  return useMemo(() => createTwoFactorApi(api), [api]);
}

export const twoFactorKeys = {
  all: (userId: number) => ['two-factor', userId] as const,
  status: (userId: number) => ['two-factor', userId, 'status'] as const,
  setup: (userId: number) => ['two-factor', userId, 'setup'] as const,
};

function usePlayerId(): number {
  return useRootData().viewer?.userId ?? 0;
}

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

export { usePlayerId };
