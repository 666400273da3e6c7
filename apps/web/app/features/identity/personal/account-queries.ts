// The account calls as the browser makes them (issue 13 "Account"; spec §7.4, §7.5) and their
// server state (decision 0020), keyed by the signed-in player. Reads fail with the API failure.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import {
  accountDataSchema,
  accountPaths as paths,
  citiesAnswerSchema,
  regionsAnswerSchema,
  type DocumentField,
  type DocumentType,
} from '@stavka/contract/account';
import { type ApiClient, useApiClient } from '../../../shared/api-client';
import { dataOf, usePlayerId } from '../two-factor/two-factor-queries';

/** What the personal form sends: only the fields the player may change; null clears one. */
export type AccountFieldsChange = Partial<{
  first_name: string;
  last_name: string;
  middle_name: string | null;
  birth_date: string;
  region_id: number | null;
  city_id: number | null;
  address: string | null;
  postcode: string | null;
}>;

export type DocumentChange = { document_type: DocumentType } & Partial<Record<DocumentField, string>>;

export function createAccountApi(api: ApiClient) {
  const post = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal) =>
    api.send({ url, method: 'POST', body, schema, signal, allowParallel: true });
  return {
    get: (lang: string, signal?: AbortSignal) => post(paths.get, { lang }, accountDataSchema, signal),
    saveFields: (change: AccountFieldsChange, lang: string) => post(paths.saveFields, { ...change, lang }, accountDataSchema),
    saveDocument: (change: DocumentChange, lang: string) => post(paths.saveDocument, { ...change, lang }, accountDataSchema),
    regions: (countryId: number, lang: string, signal?: AbortSignal) =>
      api.send({
        url: paths.regions,
        method: 'GET',
        query: { countryId: String(countryId), lang },
        schema: regionsAnswerSchema,
        signal,
        allowParallel: true,
      }),
    cities: (regionId: number, lang: string, signal?: AbortSignal) =>
      api.send({
        url: paths.cities,
        method: 'GET',
        query: { regionId: String(regionId), lang },
        schema: citiesAnswerSchema,
        signal,
        allowParallel: true,
      }),
  };
}

export function useAccountApi() {
  const api = useApiClient();
  return useMemo(() => createAccountApi(api), [api]);
}

export const accountKeys = {
  data: (userId: number, lang: string) => ['account', userId, lang] as const,
  regions: (countryId: number, lang: string) => ['regions', countryId, lang] as const,
  cities: (regionId: number, lang: string) => ['cities', regionId, lang] as const,
};

export function useAccountData(lang: string) {
  const userId = usePlayerId();
  const api = useAccountApi();
  return useQuery({
    queryKey: accountKeys.data(userId, lang),
    enabled: userId !== 0,
    queryFn: async ({ signal }) => dataOf(await api.get(lang, signal)),
  });
}

/** A country's regions; reference data, kept for the visit. */
export function useRegions(countryId: number, lang: string) {
  const api = useAccountApi();
  return useQuery({
    queryKey: accountKeys.regions(countryId, lang),
    staleTime: Infinity,
    queryFn: async ({ signal }) => dataOf(await api.regions(countryId, lang, signal)).regions,
  });
}

/** A region's cities, asked once a region is chosen. */
export function useCities(regionId: number | null, lang: string) {
  const api = useAccountApi();
  return useQuery({
    queryKey: accountKeys.cities(regionId ?? 0, lang),
    enabled: regionId !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => dataOf(await api.cities(regionId ?? 0, lang, signal)).cities,
  });
}
