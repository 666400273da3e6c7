import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { getAppStorage } from '../../shared/storage/app-storage';
import { createSlipStore, emptySlip, type SlipState, type SlipStore } from './slip-store';

interface CouponContextValue {
  readonly store: SlipStore;
  readonly sheetOpen: boolean;
  readonly setSheetOpen: (open: boolean) => void;
}

const CouponContext = createContext<CouponContextValue | null>(null);

/**
 * The page's bet slip: one store for every price button, panel, badge and sheet. The server
 * renders an empty slip; the stored one appears right after hydration (AppStorage is the browser's).
 */
export function CouponProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSlipStore());
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => store.attach(getAppStorage()), [store]);
  const value = useMemo(() => ({ store, sheetOpen, setSheetOpen }), [store, sheetOpen]);
  return <CouponContext value={value}>{children}</CouponContext>;
}

function useCoupon(): CouponContextValue {
  const value = useContext(CouponContext);
  if (!value) throw new Error('CouponProvider is missing');
  return value;
}

export function useSlipStore(): SlipStore {
  return useCoupon().store;
}

export function useSlip(): SlipState {
  const { store } = useCoupon();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => emptySlip);
}

export function useSlipCount(): number {
  const { store } = useCoupon();
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().selections.length,
    () => 0,
  );
}

/** The slip as a sheet (phones, tablets): opened from the bottom navigation or the floating button. */
export function useSlipSheet(): { readonly open: boolean; readonly show: () => void; readonly hide: () => void } {
  const { sheetOpen, setSheetOpen } = useCoupon();
  return useMemo(() => ({ open: sheetOpen, show: () => setSheetOpen(true), hide: () => setSheetOpen(false) }), [sheetOpen, setSheetOpen]);
}
