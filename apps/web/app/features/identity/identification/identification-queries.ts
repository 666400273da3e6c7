// Identity checks by documents as the browser calls them (issue 13 "Identification"; spec §7.5)
// and their server state (decision 0020), keyed by the signed-in player. Reads fail with the API
// failure, as two-factor's do; the upload resolves with the outcome, never rejects.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  identificationConfigSchema,
  identificationPaths as paths,
  identificationStateSchema,
  type IdentificationDocumentType,
} from '@stavka/contract/identification';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

/** An upload may take a while on a slow line: ten megabytes a file, up to four files. */
const UPLOAD_TIMEOUT_MS = 180_000;

export function createIdentificationApi(api: ApiClient) {
  return {
    config: (signal?: AbortSignal) => api.send({ url: paths.config, method: 'GET', schema: identificationConfigSchema, signal, allowParallel: true }),
    state: (signal?: AbortSignal) => api.send({ url: paths.status, method: 'GET', schema: identificationStateSchema, signal, allowParallel: true }),
    upload: (documentType: IdentificationDocumentType, files: readonly File[]) => {
      const body = new FormData();
      body.append('document_type', documentType);
      for (const file of files) body.append('files', file);
      return api.send({ url: paths.data, method: 'POST', body, schema: identificationStateSchema, timeoutMs: UPLOAD_TIMEOUT_MS });
    },
  };
}

export function useIdentificationApi() {
  const api = useApiClient();
  return useMemo(() => createIdentificationApi(api), [api]);
}

export const identificationKeys = {
  screen: (userId: number) => ['identification', userId] as const,
};

/** What the screens show: the brand's rules for files and the player's own check. */
export function useIdentificationScreen() {
  const userId = usePlayerId();
  const api = useIdentificationApi();
  return useQuery({
    queryKey: identificationKeys.screen(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const [config, state] = await Promise.all([api.config(signal), api.state(signal)]);
      return { config: dataOf(config), state: dataOf(state) };
    },
  });
}
