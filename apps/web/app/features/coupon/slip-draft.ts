// What the player set on the slip besides its selections: the kind of bet they chose (with a
// system's k), the stake as typed, each selection's own stake for several singles, and whether an
// express asks for the brand's boost, and the bet's options (slip-options.ts). One store for the page, so the slip column and the phone's
// sheet show the same; read with `useSyncExternalStore`.
import type { KindChoice } from './bet-kinds';
import { noSlipOptions, type SlipOptions } from './slip-options';

export interface SlipDraftState {
  /** The player's choice; null lets the slip pick by the number of selections. */
  readonly choice: KindChoice | null;
  readonly stake: string;
  /** Several singles: a selection's own stake by its key (absent: the common stake). */
  readonly stakes: Readonly<Record<string, string>>;
  readonly boost: boolean;
  readonly options: SlipOptions;
}

export interface SlipDraft {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SlipDraftState;
  choose(choice: KindChoice): void;
  setStake(stake: string): void;
  setSelectionStake(key: string, stake: string): void;
  setBoost(boost: boolean): void;
  setOptions(change: Partial<SlipOptions>): void;
  /** A shared slip loaded: its kind and stakes, the options as they were left. */
  restore(next: Pick<SlipDraftState, 'choice' | 'stake' | 'stakes' | 'boost'>): void;
}

export const emptyDraft: SlipDraftState = { choice: null, stake: '', stakes: {}, boost: false, options: noSlipOptions };

export function createSlipDraft(): SlipDraft {
  let state = emptyDraft;
  const listeners = new Set<() => void>();
  const set = (next: SlipDraftState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    choose: (choice) => set({ ...state, choice }),
    setStake: (stake) => {
      if (stake !== state.stake) set({ ...state, stake });
    },
    setSelectionStake: (key, stake) => {
      if ((state.stakes[key] ?? '') === stake) return;
      const stakes = { ...state.stakes };
      if (stake === '') delete stakes[key];
      else stakes[key] = stake;
      set({ ...state, stakes });
    },
    setBoost: (boost) => {
      if (boost !== state.boost) set({ ...state, boost });
    },
    setOptions: (change) => set({ ...state, options: { ...state.options, ...change } }),
    restore: (next) => set({ ...state, ...next }),
  };
}
