// What every feature's server state shares (decision 0020): the feature's API bound to the page's
// client, the signed-in player its keys start with, and reads that fail with the API's failure
// for the page to say what happened in the player's language.
import { useMemo } from 'react';
import { type ApiClient, type ApiFailure, type ApiOutcome, useApiClient } from '../api-client';
import { useRootData } from '../root-data';

/** A call the server refused or could not answer, held by the query that made it. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/** The answer's data, or an ApiCallError for the query to hold. */
export function dataOf<T>(outcome: ApiOutcome<T>): T {
  if (!outcome.ok) throw new ApiCallError(outcome.failure);
  return outcome.data;
}

/** The failure behind a query's error (null for other errors: a bug shows the generic text). */
export function failureOf(error: unknown): ApiFailure | null {
  return error instanceof ApiCallError ? error.failure : null;
}

/** A feature's API over the page's client, made once per client. */
export function useFeatureApi<T>(create: (api: ApiClient) => T): T {
  const api = useApiClient();
  return useMemo(() => create(api), [api, create]);
}

/** The signed-in player's id, or null for a guest: every player's key starts with it, so another account on this browser never sees a cached answer. */
export function usePlayerId(): number | null {
  return useRootData().viewer?.userId ?? null;
}
