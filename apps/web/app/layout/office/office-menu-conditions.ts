// The office menu as the server answers it for the signed-in player (`getLeftMenuData`, decision
// 0023: office reads in the browser): which conditional rows hold and what waits on each row.
// Until the answer comes the conditional rows stay out, so a row that would lead to "not offered
// here" never appears and then vanishes; rows without a condition are drawn from the first paint.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { leftMenuDataSchema, officeMenuPaths, type OfficeMenuCondition, type OfficeMenuRoute } from '@stavka/contract/office-menu';
import { useApiClient } from '../../shared/api-client';
import { useRootData } from '../../shared/root-data';

/** The menu's counts change with operators' decisions that have no notice of their own: read again this often. */
const MENU_POLL_MS = 60_000;

export const officeMenuKey = (userId: number) => ['office-menu', userId] as const;

export function useLeftMenuData() {
  const userId = useRootData().viewer?.userId ?? null;
  const api = useApiClient();
  return useQuery({
    queryKey: officeMenuKey(userId ?? 0),
    enabled: userId !== null,
    staleTime: MENU_POLL_MS / 2,
    refetchInterval: MENU_POLL_MS,
    queryFn: async ({ signal }) => {
      const outcome = await api.send({ url: officeMenuPaths.leftMenu, method: 'POST', body: {}, schema: leftMenuDataSchema, signal, allowParallel: true });
      if (!outcome.ok) throw new Error(outcome.failure.message);
      return outcome.data;
    },
  });
}

export interface OfficeMenuState {
  readonly conditions: ReadonlySet<OfficeMenuCondition>;
  /** How many things wait for the player on a row (only rows the server counts). */
  readonly counts: ReadonlyMap<OfficeMenuRoute, number>;
}

export function useOfficeMenuState(): OfficeMenuState {
  const { data } = useLeftMenuData();
  return useMemo(() => {
    const counts = new Map<OfficeMenuRoute, number>();
    for (const group of data?.groups ?? []) for (const row of group.rows) if (row.count !== undefined) counts.set(row.route as OfficeMenuRoute, row.count);
    return { conditions: new Set(data?.conditions ?? []), counts };
  }, [data]);
}
