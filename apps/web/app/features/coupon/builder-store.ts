// The bet builder's slip (issue 12; decision 0026): legs of one game — outcomes of the match and of
// its first half — that make one bet at a price of their own. Picking an outcome of a market already
// there takes its place (a builder takes one outcome a market); an outcome of another game starts a
// new builder. Kept in AppStorage like the slip, so a reload keeps it; read with
// `useSyncExternalStore`.
import { z } from 'zod';
import type { AppStorage } from '../../shared/storage/app-storage';

/** The storage key: the coupon payload's `builderCoupon` (spec §3). */
export const BUILDER_STORAGE_KEY = 'builderCoupon';
/** The most legs a builder takes (decision 0026), unless the game's answer says fewer. */
export const BUILDER_MAX_LEGS = 12;

const id = z.number().int().nonnegative();
const name = z.string().max(300);

const builderGameSchema = z.object({
  gameId: id,
  constId: id,
  sportId: id,
  kind: z.union([z.literal(1), z.literal(3)]),
  team1: name,
  team2: name,
  maxLegs: z.number().int().min(1).max(20),
});
export type BuilderGame = z.infer<typeof builderGameSchema>;

const builderLegSchema = z.object({
  /** The match's id, or its first half's (a sub-game of its own). */
  gameId: id,
  group: id,
  type: id,
  param: z.number().nullable(),
  /** The leg's own price when picked, in thousandths (shown until the check prices it again). */
  price: z.number().int().min(1001),
  /** "" for the match, else the period's name. */
  period: name,
  marketName: name,
  outcomeName: name,
});
export type BuilderLeg = z.infer<typeof builderLegSchema>;

const storedBuilderSchema = z.object({ game: builderGameSchema.nullable(), legs: z.array(builderLegSchema).max(20) });

export interface BuilderState {
  readonly game: BuilderGame | null;
  readonly legs: readonly BuilderLeg[];
  /** The stake as typed (not kept across reloads, as the slip's is not). */
  readonly stake: string;
}

export const emptyBuilder: BuilderState = { game: null, legs: [], stake: '' };

export type BuilderLegRef = Pick<BuilderLeg, 'gameId' | 'group' | 'type' | 'param'>;

export type BuilderToggle = 'added' | 'removed' | 'replaced' | 'restarted' | 'limit';

/** A leg's identity: its game (or half), market, outcome and line; no line and line 0 are one. */
export function builderLegKey(ref: BuilderLegRef): string {
  return `${ref.gameId}:${ref.group}:${ref.type}:${ref.param ?? 0}`;
}

export interface BuilderStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BuilderState;
  isPicked(ref: BuilderLegRef): boolean;
  toggle(game: BuilderGame, leg: BuilderLeg): BuilderToggle;
  remove(ref: BuilderLegRef): void;
  setStake(stake: string): void;
  clear(): void;
  attach(storage: AppStorage): () => void;
}

export function createBuilderStore(): BuilderStore {
  let state: BuilderState = emptyBuilder;
  let storage: AppStorage | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Omit<BuilderState, 'stake'> & { stake?: string }, persist = true) => {
    state = next.legs.length === 0 ? { ...emptyBuilder, stake: state.stake } : { game: next.game, legs: next.legs, stake: next.stake ?? state.stake };
    if (persist) storage?.set(BUILDER_STORAGE_KEY, { game: state.game ? { ...state.game } : null, legs: state.legs.map((leg) => ({ ...leg })) });
    for (const listener of [...listeners]) listener();
  };
  const load = (from: AppStorage) => {
    const parsed = storedBuilderSchema.safeParse(from.get(BUILDER_STORAGE_KEY));
    set(parsed.success ? parsed.data : emptyBuilder, false);
  };
  const keyed = (ref: BuilderLegRef) => builderLegKey(ref);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    isPicked: (ref) => state.legs.some((leg) => keyed(leg) === keyed(ref)),
    toggle(game, leg) {
      if (state.game === null || state.game.gameId !== game.gameId) {
        const restarted = state.legs.length > 0;
        set({ game, legs: [leg] });
        return restarted ? 'restarted' : 'added';
      }
      if (state.legs.some((each) => keyed(each) === keyed(leg))) {
        set({ game: state.game, legs: state.legs.filter((each) => keyed(each) !== keyed(leg)) });
        return 'removed';
      }
      const sameMarket = state.legs.findIndex((each) => each.gameId === leg.gameId && each.group === leg.group);
      if (sameMarket >= 0) {
        set({ game, legs: state.legs.map((each, index) => (index === sameMarket ? leg : each)) });
        return 'replaced';
      }
      if (state.legs.length >= Math.min(game.maxLegs, BUILDER_MAX_LEGS)) return 'limit';
      set({ game, legs: [...state.legs, leg] });
      return 'added';
    },
    remove(ref) {
      if (!state.legs.some((each) => keyed(each) === keyed(ref))) return;
      set({ game: state.game, legs: state.legs.filter((each) => keyed(each) !== keyed(ref)) });
    },
    setStake(stake) {
      if (stake !== state.stake) set({ ...state, stake }, false);
    },
    clear() {
      if (state.legs.length > 0) set(emptyBuilder);
    },
    attach(target) {
      storage = target;
      load(target);
      const onStorage = (event: StorageEvent) => {
        if (event.key?.endsWith(`/${BUILDER_STORAGE_KEY}`)) load(target);
      };
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener('storage', onStorage);
        storage = null;
      };
    },
  };
}
