// The player's hidden sports as the browser reads and saves them (issue 13 "Settings"; spec §7.5
// POST .../disallow-sports, read by GET of the same path), server state keyed by the player (0020).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DisallowedSports, disallowedSportsSchema, disallowSportsPath } from '@stavka/contract/disallow-sports';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

export interface HiddenSports {
  readonly lineDisallowSport: readonly number[];
  readonly liveDisallowSport: readonly number[];
}

// The language goes in the address as it is (the request layer leaves out a parameter equal to its
// default), so the sports' names come in the page's language, not the account's.
const pathIn = (lang: string) => `${disallowSportsPath}?lang=${encodeURIComponent(lang)}`;

export function createDisallowedSportsApi(api: ApiClient) {
  return {
    read: (lang: string, signal?: AbortSignal) =>
      api.send({ url: pathIn(lang), method: 'GET', schema: disallowedSportsSchema, signal, allowParallel: true }),
    save: (lang: string, hidden: HiddenSports) =>
      api.send({ url: pathIn(lang), method: 'POST', body: { ...hidden }, schema: disallowedSportsSchema }),
  };
}

export function useDisallowedSportsApi() {
  const api = useApiClient();
  return useMemo(() => createDisallowedSportsApi(api), [api]);
}

export const disallowedSportsKeys = { mine: (userId: number, lang: string) => ['disallowed-sports', userId, lang] as const };

export function useDisallowedSports(lang: string) {
  const userId = usePlayerId();
  const api = useDisallowedSportsApi();
  return useQuery<DisallowedSports>({
    queryKey: disallowedSportsKeys.mine(userId, lang),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => dataOf(await api.read(lang, signal)),
  });
}
