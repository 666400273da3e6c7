// The brand's social providers (spec §7.11 /oauth/rights), read in the browser once a visit and
// shared by the sign-in and registration dialogs. A failed read throws the failure, for the panel
// that needs them to say so.
import { useQuery } from '@tanstack/react-query';
import { type ApiFailure, useApiClient } from '../../../shared/api-client';
import { loadSocialProviders } from './social-api';

export class SocialCallError extends Error {
  override readonly name = 'SocialCallError';
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

export const socialKeys = { providers: ['social', 'providers'] as const };

/** The providers rarely change: a read lasts the visit unless it failed. */
const TEN_MINUTES_MS = 600_000;

export function useSocialProviders() {
  const api = useApiClient();
  return useQuery({
    queryKey: socialKeys.providers,
    staleTime: TEN_MINUTES_MS,
    retry: false,
    // Not cancelled when a dialog closes: the next dialog of the visit uses the answer.
    queryFn: async () => {
      const outcome = await loadSocialProviders(api);
      if (!outcome.ok) throw new SocialCallError(outcome.failure);
      return outcome.data;
    },
  });
}
