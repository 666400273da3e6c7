import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveCouponSettings } from '@stavka/contract/coupon-calls';
import { useOptionalAlerts } from '../../shared/alerts-context';
import { useApiClient } from '../../shared/api-client';
import { useOptionalLiveFeed } from '../../shared/live/live-hooks';
import { useOptionalRootData } from '../../shared/root-data';
import { getAppStorage } from '../../shared/storage/app-storage';
import { BetDecisions } from './bet-decisions';
import { BuilderProvider } from './builder-context';
import { createBettingApi, type BettingApi } from './betting-api';
import type { CouponBody } from './coupon-request';
import { oneClickStake, placeOneClick, pressSink, type SlipAccount } from './one-click';
import { oneClickAlert } from './one-click-alert';
import { idleSharedSlip, SharedSlips, type SharedSlipState } from './shared-slip';
import { createSlipDraft, emptyDraft, type SlipDraft, type SlipDraftState } from './slip-draft';
import { idlePlacement, SlipPlacement, type Placement } from './slip-placement';
import { selectionKey } from './slip-selection';
import type { OptionFields } from './slip-options';
import { createSlipSettings, defaultSlipSettings, type SlipSettings, type SlipSettingsStore } from './slip-settings';
import { createSlipStore, emptySlip, type SlipState, type SlipStore } from './slip-store';
import { useServerSettings } from './use-server-settings';
import { useSharedSlipLink } from './use-shared-slip-link';

/** What the slip's place button sends: the coupon with the bet's options. */
export type SlipBody = CouponBody & OptionFields;

interface CouponContextValue {
  readonly store: SlipStore;
  readonly draft: SlipDraft;
  readonly settings: SlipSettingsStore;
  readonly updateSettings: (change: SaveCouponSettings) => void;
  readonly placement: SlipPlacement<SlipBody>;
  readonly shared: SharedSlips;
  readonly api: BettingApi;
  readonly sink: ReturnType<typeof pressSink>;
  readonly account: SlipAccount | null;
  readonly below: ReactNode;
  readonly sheetOpen: boolean;
  readonly setSheetOpen: (open: boolean) => void;
}

const CouponContext = createContext<CouponContextValue | null>(null);

export interface CouponProviderProps {
  readonly children: ReactNode;
  /** The signed-in player's active account (the layout reads it from the wallet); null for a guest. */
  readonly account?: SlipAccount | null;
  /** What the slip shows under itself (the layout gives the player's open bets). */
  readonly below?: ReactNode;
}

/**
 * The page's bet slip: one store for every price button, panel, badge and sheet, the kind and stake
 * the player set, the settings they keep, and the one attempt to place it. The server renders an
 * empty slip with default settings; the stored ones appear right after hydration (AppStorage is the
 * browser's).
 */
export function CouponProvider({ children, account = null, below = null }: CouponProviderProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const alerts = useOptionalAlerts();
  const feed = useOptionalLiveFeed();
  const root = useOptionalRootData();
  const lang = root?.site.lang ?? 'ru';
  const userId = root?.viewer?.userId ?? null;
  const [store] = useState(() => createSlipStore());
  const [draft] = useState(createSlipDraft);
  const [settings] = useState(createSlipSettings);
  const api = useMemo(() => createBettingApi(client), [client]);
  const [decisions] = useState(() => new BetDecisions({ bet: (id) => api.bet(id) }));
  const [placement] = useState(
    () =>
      new SlipPlacement<SlipBody>({
        api: { place: (body) => (body.isAutoBet ? api.placeAuto(body) : api.place(body)), placeSingles: (body) => api.placeSingles(body) },
        decisions,
        // The player may keep the slip after a bet (a setting); else the bet takes its selections —
        // of several singles, those of the bets accepted.
        onAccepted: (bets) => {
          if (settings.getSnapshot().keepSelections) return;
          const games = bets.flatMap((bet) => (bet.gameId === null ? [] : [bet.gameId]));
          if (games.length === bets.length) store.removeGames(games);
          else store.clear();
        },
        onAutoBet: () => {
          if (!settings.getSnapshot().keepSelections) store.clear();
        },
      }),
  );
  const [shared] = useState(() => new SharedSlips({ api, store, draft }));
  const [sheetOpen, setSheetOpen] = useState(false);

  // What a press or an answer that comes later reads: the account and texts of the latest render.
  const latest = useRef({ account, alerts, t, lang });
  useEffect(() => {
    latest.current = { account, alerts, t, lang };
  });

  useEffect(() => store.attach(getAppStorage()), [store]);
  useEffect(() => settings.attach(getAppStorage()), [settings]);

  const currency = useCallback(() => latest.current.account?.currency ?? null, []);
  const notSaved = useCallback(() => {
    const { alerts: shown, t: translate } = latest.current;
    shown?.show({ id: 'coupon-settings', messageKind: 'error', text: translate('bet_settings_not_saved'), timeoutMs: 8_000 });
  }, []);
  const updateSettings = useServerSettings({ settings, api, userId, currency, onNotSaved: notSaved });
  useEffect(() => () => decisions.stop(), [decisions]);
  useEffect(
    () =>
      feed?.onNotice((notice) => {
        if (notice.kind === 'bet') decisions.notice(notice);
      }),
    [feed, decisions],
  );
  // A result stays until the player goes on: a new selection, another kind or stake.
  useEffect(() => {
    const goOn = () => {
      if (store.getSnapshot().selections.length > 0) placement.dismiss();
    };
    const stops = [store.subscribe(goOn), draft.subscribe(goOn)];
    return () => stops.forEach((stop) => stop());
  }, [store, draft, placement]);
  // A shared code fits the slip it was made of: another selection set forgets it (a price move does not).
  useEffect(() => {
    const keys = () => store.getSnapshot().selections.map(selectionKey).join('|');
    let shown = keys();
    return store.subscribe(() => {
      const now = keys();
      if (now !== shown) shared.forgetShare();
      shown = now;
    });
  }, [store, shared]);
  useSharedSlipLink(shared, lang, (text) => latest.current.alerts?.show({ id: 'shared-slip', messageKind: 'info', text, timeoutMs: 10_000 }));

  const sink = useMemo(
    () =>
      pressSink(store, {
        oneClickStake: () => oneClickStake(settings.getSnapshot(), latest.current.account),
        placeOneClick: (pick, stake) =>
          void placeOneClick(pick, stake, settings.getSnapshot().checkCf, {
            api,
            decisions,
            lang: latest.current.lang,
            report: (report) => {
              const { alerts: shown, t: translate } = latest.current;
              shown?.show(oneClickAlert(translate, report));
            },
          }),
      }),
    [store, settings, api, decisions],
  );

  const value = useMemo(
    () => ({ store, draft, settings, updateSettings, placement, shared, api, sink, account, below, sheetOpen, setSheetOpen }),
    [store, draft, settings, updateSettings, placement, shared, api, sink, account, below, sheetOpen],
  );
  return (
    <CouponContext value={value}>
      <BuilderProvider decisions={decisions} settings={settings}>
        {children}
      </BuilderProvider>
    </CouponContext>
  );
}

function useCoupon(): CouponContextValue {
  const value = useContext(CouponContext);
  if (!value) throw new Error('CouponProvider is missing');
  return value;
}

export function useSlipStore(): SlipStore {
  return useCoupon().store;
}

/** The slip as the price buttons use it: a press goes to one-click betting while it is on. */
export function useSlipSink(): ReturnType<typeof pressSink> {
  return useCoupon().sink;
}

export function useSlip(): SlipState {
  const { store } = useCoupon();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => emptySlip);
}

export function useSlipDraft(): { readonly state: SlipDraftState; readonly draft: SlipDraft } {
  const { draft } = useCoupon();
  return { state: useSyncExternalStore(draft.subscribe, draft.getSnapshot, () => emptyDraft), draft };
}

export function useSlipSettings(): { readonly settings: SlipSettings; readonly update: (change: SaveCouponSettings) => void } {
  const { settings, updateSettings } = useCoupon();
  return { settings: useSyncExternalStore(settings.subscribe, settings.getSnapshot, () => defaultSlipSettings), update: updateSettings };
}

export function usePlacement(): { readonly state: Placement<SlipBody>; readonly placement: SlipPlacement<SlipBody> } {
  const { placement } = useCoupon();
  return { state: useSyncExternalStore(placement.subscribe, placement.getSnapshot, () => idlePlacement), placement };
}

export function useSharedSlips(): { readonly state: SharedSlipState; readonly shared: SharedSlips } {
  const { shared } = useCoupon();
  return { state: useSyncExternalStore(shared.subscribe, shared.getSnapshot, () => idleSharedSlip), shared };
}

export function useBettingApi(): BettingApi {
  return useCoupon().api;
}

export function useSlipAccount(): SlipAccount | null {
  return useCoupon().account;
}

export function useSlipBelow(): ReactNode {
  return useCoupon().below;
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
