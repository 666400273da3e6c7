// The slip's settings (issue 12: "the policy and coupon settings persist"; decision 0025): the
// odds-change policy (`CheckCf`), one-click betting and its saved stake, refusing a live bet whose
// score changes during its wait, keeping the slip after a bet. A signed-in player's live on the
// server (getcouponsettings / savecouponsettings) and follow them to any device; the browser keeps a
// copy (the `couponSettings` preference of spec §3), which is all a guest has. Read with
// `useSyncExternalStore`; another tab's change shows here too.
import type { SaveCouponSettings } from '@stavka/contract/coupon-calls';
import type { AppStorage } from '../../shared/storage/app-storage';
import { preferences, readPreference, writePreference, type PreferenceValue } from '../../shared/storage/preferences';

export type SlipSettings = PreferenceValue<'couponSettings'>;

const KEY = 'couponSettings';

export const defaultSlipSettings: SlipSettings = preferences.couponSettings.fallback;

export interface SlipSettingsStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SlipSettings;
  /** The settings as the server answered them. */
  replace(next: SlipSettings): void;
  /** A change the player made, shown at once (the server's answer replaces it); the stake in `currency`. */
  apply(change: SaveCouponSettings, currency: string | null): void;
  /** Loads the stored copy and saves every change from now on (the browser only). */
  attach(storage: AppStorage): () => void;
}

/** The settings after a change, as the server would save it. */
export function appliedSettings(current: SlipSettings, change: SaveCouponSettings, currency: string | null): SlipSettings {
  const stakeChanged = change.one_click_stake !== undefined;
  const stake = change.one_click_stake === undefined || change.one_click_stake === null ? null : String(change.one_click_stake);
  const oneClick = stakeChanged ? { ...current.oneClick, stake, currency: stake === null ? null : currency } : current.oneClick;
  const enabled = (change.one_click_enabled ?? oneClick.enabled) && oneClick.stake !== null;
  return {
    checkCf: change.check_cf ?? current.checkCf,
    oneClick: { ...oneClick, enabled },
    dropOnScoreChange: change.drop_on_score_change ?? current.dropOnScoreChange,
    keepSelections: change.keep_selections ?? current.keepSelections,
  };
}

export function createSlipSettings(): SlipSettingsStore {
  let state = defaultSlipSettings;
  let storage: AppStorage | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SlipSettings, persist: boolean) => {
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    if (persist && storage) writePreference(storage, KEY, next);
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    replace: (next) => set(next, true),
    apply: (change, currency) => set(appliedSettings(state, change, currency), true),
    attach(target) {
      storage = target;
      set(readPreference(target, KEY), false);
      const onStorage = (event: StorageEvent) => {
        if (event.key?.endsWith(`/${KEY}`)) set(readPreference(target, KEY), false);
      };
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener('storage', onStorage);
        storage = null;
      };
    },
  };
}
