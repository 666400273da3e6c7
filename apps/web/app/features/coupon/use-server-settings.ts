// A signed-in player's slip settings live on the server (decision 0025): read once a page, copied
// into the slip's settings store (which shows the browser's copy until they come), and each change
// shown at once, sent, and replaced by the server's answer — or, when it is not saved, put back as
// the server keeps it, and the player told.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CouponSettings, SaveCouponSettings } from '@stavka/contract/coupon-calls';
import type { BettingApi } from './betting-api';
import type { SlipSettingsStore } from './slip-settings';

export interface ServerSettingsDeps {
  readonly settings: SlipSettingsStore;
  readonly api: BettingApi;
  /** The signed-in player, or null for a guest (whose settings stay in the browser). */
  readonly userId: number | null;
  /** The currency of the account a one-click stake is saved in. */
  readonly currency: () => string | null;
  readonly onNotSaved: () => void;
}

export function useServerSettings({ settings, api, userId, currency, onNotSaved }: ServerSettingsDeps): (change: SaveCouponSettings) => void {
  const client = useQueryClient();
  const key = useMemo(() => ['coupon', userId ?? 0, 'settings'] as const, [userId]);
  const saved = useQuery({
    queryKey: key,
    enabled: userId !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<CouponSettings> => {
      const outcome = await api.settings(signal);
      if (outcome.kind !== 'ok') throw new Error(`coupon settings: ${outcome.kind}`);
      return outcome.value;
    },
  });
  // Saves go one after another, and only the last one's answer is shown: an earlier answer would take
  // back a change the player has made since.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  /** The newest settings the server answered, shown once no save is left. */
  const known = useRef<CouponSettings | null>(null);
  // The store is the slip's external state: it takes the server's settings when they come.
  useEffect(() => {
    if (saved.data) settings.replace(saved.data);
  }, [saved.data, settings]);
  return useCallback(
    (change: SaveCouponSettings) => {
      settings.apply(change, currency());
      if (userId === null) return;
      pending.current += 1;
      queue.current = queue.current.then(async () => {
        const outcome = await api.saveSettings(change);
        pending.current -= 1;
        if (outcome.kind === 'ok') known.current = outcome.value;
        else onNotSaved();
        if (pending.current > 0) return;
        const kept = known.current ?? client.getQueryData<CouponSettings>(key);
        if (!kept) return;
        client.setQueryData(key, kept);
        // An unsaved change is taken back even when the cached answer is the same object.
        settings.replace(kept);
      });
    },
    [settings, currency, userId, api, client, key, onNotSaved],
  );
}
