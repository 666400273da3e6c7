// The account's protection level and the support PIN as the browser calls them (issue 13 "Security").
// Every call resolves with the checked `data` or the failure, never rejects.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSecurityPaths as paths, newSupportPinSchema, securitySummarySchema } from '@stavka/contract/account-security';
import type { ApiClient } from '../../../shared/api-client';
import { dataOf, useFeatureApi, usePlayerId } from '../../../shared/query/api-calls';

export function createAccountSecurityApi(api: ApiClient) {
  return {
    summary: (signal?: AbortSignal) => api.send({ url: paths.summary, method: 'POST', body: {}, schema: securitySummarySchema, signal, allowParallel: true }),
    newSupportPin: () => api.send({ url: paths.newSupportPin, method: 'POST', body: {}, schema: newSupportPinSchema }),
  };
}

const summaryKey = (userId: number) => ['account-security', userId, 'summary'] as const;

/** The steps taken and their level; read again when the page comes back into view (a step may be taken elsewhere). */
export function useSecuritySummary() {
  const userId = usePlayerId();
  const api = useFeatureApi(createAccountSecurityApi);
  return useQuery({
    queryKey: summaryKey(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: async ({ signal }) => dataOf(await api.summary(signal)),
  });
}

/** Issues a new support PIN; the summary is read again for the time it was issued. */
export function useNewSupportPin() {
  const userId = usePlayerId();
  const api = useFeatureApi(createAccountSecurityApi);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOf(await api.newSupportPin()),
    onSettled: () => {
      if (userId !== null) void client.invalidateQueries({ queryKey: summaryKey(userId) });
    },
  });
}
