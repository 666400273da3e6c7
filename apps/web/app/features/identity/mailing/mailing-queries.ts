// The mailing preferences as the browser reads and saves them (issue 13 "Settings"; spec §7.3
// POST /web-api/user/mailing), kept as server state (decision 0020) keyed by the signed-in player.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MailingChannel, type MailingChoice, mailingChoiceSchema, type MailingKind, mailingPath } from '@stavka/contract/mailing';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

export function createMailingApi(api: ApiClient) {
  const post = (body: Record<string, unknown>, signal?: AbortSignal) =>
    api.send({ url: mailingPath, method: 'POST', body, schema: mailingChoiceSchema, signal, allowParallel: true });
  return {
    read: (signal?: AbortSignal) => post({}, signal),
    /** Each kind named becomes exactly its channels; the kinds left out stay. */
    save: (subscriptions: Partial<Record<MailingKind, readonly MailingChannel[]>>) => post({ subscriptions }),
  };
}

export function useMailingApi() {
  const api = useApiClient();
  return useMemo(() => createMailingApi(api), [api]);
}

export const mailingKeys = { mine: (userId: number) => ['mailing', userId] as const };

export function useMailingChoice() {
  const userId = usePlayerId();
  const api = useMailingApi();
  return useQuery<MailingChoice>({
    queryKey: mailingKeys.mine(userId),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => dataOf(await api.read(signal)),
  });
}
