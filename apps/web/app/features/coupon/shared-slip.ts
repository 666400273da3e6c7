// A slip shared by code (issue 12: "share a slip by code and load it in a second browser"; decision
// 0025): "share" saves the slip's coupon (SaveCoupon) and shows its code and a link; a code typed in
// the slip, or a link opened, reads the slip back (GetCoupon) and makes it the slip — its kind, its
// stakes — saying when selections were left out because their games started, finished or left the
// line. One store for the page, read with `useSyncExternalStore`.
import type { SavedCoupon } from '@stavka/contract/coupon-calls';
import { betErrorCodes, betVids } from '@stavka/contract/betting';
import type { KindChoice } from './bet-kinds';
import type { BettingApi } from './betting-api';
import type { CouponBody, LooseCouponBody } from './coupon-request';
import type { SlipDraft } from './slip-draft';
import { selectionKey } from './slip-selection';
import type { SlipPick, SlipStore } from './slip-store';

/** A code as the server makes them: 10 characters without look-alikes, read in any case. */
export const SLIP_CODE = /^[2-9A-HJ-NP-Za-hj-np-z]{10}$/;
/** The query parameter of a shared slip's link. */
export const SLIP_CODE_PARAM = 'coupon';

export type ShareState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'saving' }
  | { readonly phase: 'saved'; readonly code: string }
  | { readonly phase: 'refused'; readonly code: number }
  | { readonly phase: 'unanswered' };

export type LoadState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading'; readonly code: string }
  | { readonly phase: 'loaded'; readonly code: string; readonly count: number; readonly dropped: boolean }
  | { readonly phase: 'refused'; readonly code: number }
  | { readonly phase: 'unanswered' };

export interface SharedSlipState {
  readonly share: ShareState;
  readonly load: LoadState;
}

export const idleSharedSlip: SharedSlipState = { share: { phase: 'idle' }, load: { phase: 'idle' } };

/** The slip a read-back makes: its selections as the slip keeps them, the kind and the stakes. */
export interface LoadedSlip {
  readonly picks: readonly SlipPick[];
  readonly choice: KindChoice | null;
  readonly stake: string;
  readonly stakes: Readonly<Record<string, string>>;
  readonly boost: boolean;
  /** Selections of the read-back without a price now (left out, like the ones the server dropped). */
  readonly unpriced: number;
}

/** A JSON amount as stake text: its shortest decimal form, nothing for 0. */
function stakeText(amount: number | undefined): string {
  return amount === undefined || !Number.isFinite(amount) || amount <= 0 ? '' : String(amount);
}

function choiceOf(value: SavedCoupon): KindChoice | null {
  switch (value.Vid) {
    case betVids.express:
      return { kind: 'express', systemSize: null };
    case betVids.system:
      return { kind: 'system', systemSize: value.expressNum > 0 ? value.expressNum : null };
    case betVids.chain:
      return { kind: 'chain', systemSize: null };
    case betVids.anti_express:
      return { kind: 'anti_express', systemSize: null };
    case betVids.single:
    case betVids.multi_single:
      return { kind: 'single', systemSize: null };
    default:
      return null;
  }
}

/** GetCoupon's slip in the slip's terms (names as the reader's language gives them). */
export function loadedSlipOf(value: SavedCoupon): LoadedSlip {
  const priced = value.Events.filter((event) => event.Coef > 1);
  const picks: SlipPick[] = priced.map((event) => ({
    gameId: event.GameId,
    constId: event.GameConstId,
    kind: event.Kind,
    sportId: event.SportId,
    champName: '',
    team1: event.Opp1,
    team2: event.Opp2,
    group: event.GroupId,
    type: event.Type,
    // A lineless market comes back as line 0 (wire-format §3.3); the slip keeps it without a line.
    param: event.Param === 0 ? null : event.Param,
    playerId: event.PlayerId > 0 ? event.PlayerId : null,
    marketName: event.GroupName,
    outcomeName: event.MarketName,
    price: Math.round(event.Coef * 1000),
    blocked: event.Block,
    updatedAt: 0,
  }));
  const stakes: Record<string, string> = {};
  if (value.Vid === betVids.multi_single) {
    priced.forEach((event, index) => {
      const pick = picks[index];
      const text = stakeText(event.Summ);
      if (pick && text !== '') stakes[selectionKey(pick)] = text;
    });
  }
  return { picks, choice: choiceOf(value), stake: stakeText(value.Summ), stakes, boost: value.IsExpressBoost, unpriced: value.Events.length - priced.length };
}

export interface SharedSlipDeps {
  readonly api: Pick<BettingApi, 'saveSlip' | 'loadSlip'>;
  readonly store: Pick<SlipStore, 'replace'>;
  readonly draft: Pick<SlipDraft, 'restore'>;
}

export class SharedSlips {
  private state: SharedSlipState = idleSharedSlip;
  private readonly listeners = new Set<() => void>();
  /** The latest share's and load's numbers: an answer the player has moved on from changes nothing. */
  private shareRun = 0;
  private loadRun = 0;

  constructor(private readonly deps: SharedSlipDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SharedSlipState => this.state;

  /** Saves the slip as it stands; its code and link are shown until the slip changes. */
  async share(body: CouponBody): Promise<void> {
    if (this.state.share.phase === 'saving') return;
    const run = ++this.shareRun;
    this.set({ share: { phase: 'saving' } });
    const outcome = await this.deps.api.saveSlip(body);
    if (run !== this.shareRun) return;
    if (outcome.kind === 'ok') this.set({ share: { phase: 'saved', code: outcome.value.toUpperCase() } });
    else if (outcome.kind === 'refused') this.set({ share: { phase: 'refused', code: outcome.code } });
    else this.set({ share: { phase: 'unanswered' } });
  }

  /** The slip changed: a code shown for the earlier one no longer fits it. */
  forgetShare(): void {
    if (this.state.share.phase === 'idle') return;
    this.shareRun++;
    this.set({ share: { phase: 'idle' } });
  }

  /** Reads a slip back by its code and makes it the slip. */
  async load(code: string, lng: string): Promise<LoadState> {
    const wanted = code.trim().toUpperCase();
    if (!SLIP_CODE.test(wanted)) {
      // Not a code at all: said as the server would, without asking it.
      const refused: LoadState = { phase: 'refused', code: betErrorCodes.couponNotFound };
      this.set({ load: refused });
      return refused;
    }
    const run = ++this.loadRun;
    this.set({ load: { phase: 'loading', code: wanted } });
    const outcome = await this.deps.api.loadSlip(wanted, lng);
    if (run !== this.loadRun) return this.state.load;
    let next: LoadState;
    if (outcome.kind === 'ok') {
      const loaded = loadedSlipOf(outcome.value);
      this.deps.store.replace(loaded.picks);
      this.deps.draft.restore({ choice: loaded.choice, stake: loaded.stake, stakes: loaded.stakes, boost: loaded.boost });
      next = { phase: 'loaded', code: wanted, count: loaded.picks.length, dropped: outcome.value.HasRemoveEvents || loaded.unpriced > 0 };
    } else if (outcome.kind === 'refused') next = { phase: 'refused', code: outcome.code };
    else next = { phase: 'unanswered' };
    this.set({ load: next, share: { phase: 'idle' } });
    return next;
  }

  /**
   * Copies a coupon into the slip (a lobby bet): saved and read back as a shared slip, so its
   * selections come with their names, lines and kinds as the server knows them now.
   */
  async copy(body: LooseCouponBody, lng: string): Promise<LoadState> {
    const run = ++this.loadRun;
    this.set({ load: { phase: 'loading', code: '' } });
    const saved = await this.deps.api.saveSlip(body);
    if (run !== this.loadRun) return this.state.load;
    if (saved.kind === 'ok') return this.load(saved.value, lng);
    const next: LoadState = saved.kind === 'refused' ? { phase: 'refused', code: saved.code } : { phase: 'unanswered' };
    this.set({ load: next });
    return next;
  }

  dismissLoad(): void {
    if (this.state.load.phase !== 'loading') this.set({ load: { phase: 'idle' } });
  }

  private set(change: Partial<SharedSlipState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
