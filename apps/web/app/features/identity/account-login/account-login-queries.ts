// The ways the player signs in with their password, as the browser reads and changes them (issue 13
// office_change_login and security_auth_by_email; contract/account-login.ts), keyed by the player.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AccountLogin, type AccountLoginRequest, accountLoginPath, accountLoginSchema } from '@stavka/contract/account-login';
import { type ApiOutcome, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

const keyOf = (userId: number) => ['account-login', userId] as const;

export function useAccountLogin() {
  const userId = usePlayerId();
  const api = useApiClient();
  return useQuery<AccountLogin>({
    queryKey: keyOf(userId),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => dataOf(await api.send({ url: accountLoginPath, method: 'GET', schema: accountLoginSchema, signal, allowParallel: true })),
  });
}

/** Sends a change; on success the answer becomes the kept state. */
export function useSaveAccountLogin(): (change: AccountLoginRequest) => Promise<ApiOutcome<AccountLogin>> {
  const userId = usePlayerId();
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMemo(
    () => async (change) => {
      const outcome = await api.send({ url: accountLoginPath, method: 'PUT', body: { ...change }, schema: accountLoginSchema });
      if (outcome.ok) queryClient.setQueryData(keyOf(userId), outcome.data);
      return outcome;
    },
    [api, queryClient, userId],
  );
}
