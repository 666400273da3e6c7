// Identity checks at Smart-ID and Mobile-ID as the browser calls them (decision 0044): the brand's
// methods, the start of a check and its status. Each call resolves with the outcome, never rejects.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  identityCheckMethodsSchema,
  identityCheckPaths as paths,
  identityCheckSchema,
  identityCheckSessionPath,
  type MobileIdStart,
  type SmartIdStart,
} from '@stavka/contract/identity-checks';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { dataOf } from '../two-factor/two-factor-queries';

export function createIdentityCheckApi(api: ApiClient) {
  return {
    methods: (signal?: AbortSignal) => api.send({ url: paths.methods, method: 'GET', schema: identityCheckMethodsSchema, signal, allowParallel: true }),
    smartId: (body: SmartIdStart) => api.send({ url: paths.smartId, method: 'POST', body, schema: identityCheckSchema }),
    mobileId: (body: MobileIdStart) => api.send({ url: paths.mobileId, method: 'POST', body, schema: identityCheckSchema }),
    liveness: () => api.send({ url: paths.liveness, method: 'POST', body: {}, schema: identityCheckSchema }),
    status: (id: number) => api.send({ url: identityCheckSessionPath(id), method: 'GET', schema: identityCheckSchema, allowParallel: true }),
  };
}

export function useIdentityCheckApi() {
  const api = useApiClient();
  return useMemo(() => createIdentityCheckApi(api), [api]);
}

/** The methods the brand offers; none while they load or when the call fails. */
export function useIdentityCheckMethods() {
  const api = useIdentityCheckApi();
  return useQuery({ queryKey: ['identity-check-methods'], staleTime: 60_000, queryFn: async ({ signal }) => dataOf(await api.methods(signal)).methods });
}
