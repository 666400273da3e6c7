import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApiClient } from '../../shared/api-client';
import { getAppStorage } from '../../shared/storage/app-storage';
import type { BetDecisions } from './bet-decisions';
import { createBuilderApi, type BuilderApi, type BuilderBody } from './builder-request';
import { createBuilderStore, emptyBuilder, type BuilderState, type BuilderStore } from './builder-store';
import { idlePlacement, SlipPlacement, type Placement } from './slip-placement';
import type { SlipSettingsStore } from './slip-settings';

interface BuilderContextValue {
  readonly store: BuilderStore;
  readonly placement: SlipPlacement<BuilderBody>;
  readonly api: BuilderApi;
}

const BuilderContext = createContext<BuilderContextValue | null>(null);

/**
 * The page's bet builder (decision 0026): the legs picked on a game page, shown and placed from the
 * slip as one bet (MakeBetWebBuilder), a live one followed to its decision as any bet; placed, its
 * legs leave the slip unless the player keeps them.
 */
export function BuilderProvider({ decisions, settings, children }: { decisions: BetDecisions; settings: SlipSettingsStore; children: ReactNode }) {
  const client = useApiClient();
  const api = useMemo(() => createBuilderApi(client), [client]);
  const [store] = useState(createBuilderStore);
  const [placement] = useState(
    () =>
      new SlipPlacement<BuilderBody>({
        api: { place: (body) => api.place(body) },
        decisions,
        onAccepted: () => {
          if (!settings.getSnapshot().keepSelections) store.clear();
        },
      }),
  );
  useEffect(() => store.attach(getAppStorage()), [store]);
  // A result stays until the player goes on with the builder (its legs let go by the bet do not count).
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.getSnapshot().legs.length > 0) placement.dismiss();
      }),
    [store, placement],
  );
  const value = useMemo(() => ({ store, placement, api }), [store, placement, api]);
  return <BuilderContext value={value}>{children}</BuilderContext>;
}

function useBuilderContext(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('BuilderProvider is missing');
  return value;
}

export function useBuilder(): { readonly state: BuilderState; readonly store: BuilderStore } {
  const { store } = useBuilderContext();
  return { state: useSyncExternalStore(store.subscribe, store.getSnapshot, () => emptyBuilder), store };
}

export function useBuilderPlacement(): { readonly state: Placement<BuilderBody>; readonly placement: SlipPlacement<BuilderBody> } {
  const { placement } = useBuilderContext();
  return { state: useSyncExternalStore(placement.subscribe, placement.getSnapshot, () => idlePlacement), placement };
}

/** The builder's legs, for the slip's count badge. */
export function useBuilderLegCount(): number {
  const { store } = useBuilderContext();
  return useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().legs.length,
    () => 0,
  );
}

export function useBuilderApi(): BuilderApi {
  return useBuilderContext().api;
}
