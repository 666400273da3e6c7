// The slip's place button as a small state machine (UX.md: "a clear, single place-bet button that
// shows progress, the live acceptance wait, then success with the bet number or a specific
// reason"). One attempt at a time; each new attempt has a fresh key (`betGUID`), and sending the same
// attempt again after no answer reuses it, so the server places it at most once (DESIGN §1.3). A
// change to the slip after an unanswered attempt makes the next press a new attempt. An attempt
// places one bet, or — several singles at once (MakeBetWebMulti) — one bet per selection, each
// with its number and, live, its own wait and decision. An auto bet may be left waiting for its
// price instead (no bet yet: its number as an auto bet). The builder's slip places its bet the same
// way (MakeBetWebBuilder).
import type { PlacedBet, PlacedSingles } from '@stavka/contract/betting-answers';
import type { AutoBetWaiting } from '@stavka/contract/special-bets';
import type { CallOutcome } from './betting-api';
import type { BetDecisions, Decision } from './bet-decisions';
import { newBetGuid, vidOf, type CouponBody } from './coupon-request';

/** A body the place button sends (a coupon's `Vid` 5 is several singles at once). */
export type PlacementBody = object;

export interface Attempt<B extends PlacementBody = CouponBody> {
  readonly guid: string;
  /** MakeBetWeb's (or MakeBetWebMulti's) body, the key in it. */
  readonly body: B & { readonly betGUID: string };
  /** What the slip was when the attempt was made: a retry is only the same attempt while it holds. */
  readonly signature: string;
}

/** One bet the attempt placed, and what became of it. */
export interface PlacedBetState {
  readonly betId: number;
  readonly gameId: number | null;
  readonly state: 'waiting' | 'accepted' | 'refused' | 'unknown';
  /** Seconds a live bet waits for its decision (0: decided at once). */
  readonly waitSeconds: number;
  /** A refusal's reason, as the bet keeps it. */
  readonly reason: string | null;
}

export type Placement<B extends PlacementBody = CouponBody> =
  | { readonly phase: 'idle' }
  | { readonly phase: 'sending'; readonly attempt: Attempt<B> }
  | { readonly phase: 'unanswered'; readonly attempt: Attempt<B>; readonly message: string }
  | { readonly phase: 'placed'; readonly bets: readonly PlacedBetState[]; readonly since: number }
  /** An auto bet waits for its price, its stake held (decision 0028). */
  | { readonly phase: 'auto'; readonly autoBetId: number }
  /** Refused at once, with the `ErrorCode`: nothing was placed. */
  | { readonly phase: 'refused'; readonly code: number }
  | { readonly phase: 'signed_out' };

export const idlePlacement: { readonly phase: 'idle' } = { phase: 'idle' };

/** How the press stands, in one word (also the page's `data-placement`). */
export type PlacementLabel = 'idle' | 'sending' | 'unanswered' | 'waiting' | 'accepted' | 'refused' | 'unknown' | 'mixed' | 'signed_out' | 'auto';

export function placementLabel<B extends PlacementBody>(state: Placement<B>): PlacementLabel {
  if (state.phase !== 'placed') return state.phase;
  const states = new Set(state.bets.map((bet) => bet.state));
  if (states.has('waiting')) return 'waiting';
  if (states.size === 1) return [...states][0] ?? 'unknown';
  return 'mixed';
}

export interface PlacementApi<B extends PlacementBody> {
  /** One bet (or an auto bet, which may be left waiting). */
  place(body: B): Promise<CallOutcome<PlacedBet | AutoBetWaiting>>;
  /** Several singles at once (`Vid` 5); a placement that never sends them has none. */
  placeSingles?(body: B): Promise<CallOutcome<PlacedSingles>>;
}

export interface PlacementDeps<B extends PlacementBody = CouponBody> {
  readonly api: PlacementApi<B>;
  readonly decisions: Pick<BetDecisions, 'wait'>;
  readonly now?: () => number;
  /** Bets were accepted: the slip lets their selections go (by game, for several singles). */
  readonly onAccepted?: (bets: readonly PlacedBetState[]) => void;
  /** An auto bet was left waiting for its price: its stake is held as a bet's would be. */
  readonly onAutoBet?: (autoBetId: number) => void;
}

function newAttempt<B extends PlacementBody>(body: B, signature: string): Attempt<B> {
  const guid = newBetGuid();
  return { guid, body: { ...body, betGUID: guid }, signature };
}

function stateOf(status: string): PlacedBetState['state'] {
  if (status === 'waiting') return 'waiting';
  return status === 'refused' ? 'refused' : 'accepted';
}

export class SlipPlacement<B extends PlacementBody = CouponBody> {
  private state: Placement<B> = idlePlacement;
  private readonly listeners = new Set<() => void>();
  /** Each run's number: an answer that arrives after the player moved on changes nothing. */
  private run = 0;

  constructor(private readonly deps: PlacementDeps<B>) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Placement<B> => this.state;

  /** Whether a press now would be a retry of the unanswered attempt (the same key). */
  isRetry(signature: string): boolean {
    return this.state.phase === 'unanswered' && this.state.attempt.signature === signature;
  }

  /** Places the slip: the unanswered attempt again when the slip is unchanged, else a new one. */
  async place(body: B, signature: string): Promise<void> {
    if (this.state.phase === 'sending' || placementLabel(this.state) === 'waiting') return;
    const attempt = this.isRetry(signature) && this.state.phase === 'unanswered' ? this.state.attempt : newAttempt(body, signature);
    const run = ++this.run;
    this.set({ phase: 'sending', attempt });
    const placed = await this.send(attempt.body);
    if (run !== this.run) return;
    if (placed.kind === 'refused') return this.set({ phase: 'refused', code: placed.code });
    if (placed.kind === 'signed_out') return this.set({ phase: 'signed_out' });
    if (placed.kind === 'unanswered') return this.set({ phase: 'unanswered', attempt, message: placed.message });
    if (placed.kind === 'auto') {
      this.set({ phase: 'auto', autoBetId: placed.autoBetId });
      this.deps.onAutoBet?.(placed.autoBetId);
      return;
    }
    this.set({ phase: 'placed', bets: placed.bets, since: (this.deps.now ?? Date.now)() });
    this.reportAccepted(placed.bets.filter((bet) => bet.state === 'accepted'));
    await Promise.all(placed.bets.filter((bet) => bet.state === 'waiting').map((bet) => this.follow(run, bet)));
  }

  /** The player took note of the result, or changed the slip: back to a place button. */
  dismiss(): void {
    if (this.state.phase === 'sending' || this.state.phase === 'idle' || placementLabel(this.state) === 'waiting') return;
    this.run++;
    this.set(idlePlacement);
  }

  private async send(body: B) {
    const { placeSingles } = this.deps.api;
    const singles = 'Vid' in body && body.Vid === vidOf.singles;
    if (!singles || !placeSingles) {
      const outcome = await this.deps.api.place(body);
      if (outcome.kind !== 'ok') return outcome;
      const bet = outcome.value;
      if (bet.Status === 'auto') return { kind: 'auto' as const, autoBetId: bet.AutoBetId };
      return { kind: 'ok' as const, bets: [{ betId: bet.Id, gameId: null, state: stateOf(bet.Status), waitSeconds: bet.waitTime, reason: null }] };
    }
    const outcome = await placeSingles(body);
    if (outcome.kind !== 'ok') return outcome;
    return { kind: 'ok' as const, bets: outcome.value.Bets.map((bet) => ({ betId: bet.Id, gameId: bet.GameId, state: stateOf(bet.Status), waitSeconds: bet.waitTime, reason: null })) };
  }

  /** A live bet's wait, then its decision in the list. */
  private async follow(run: number, bet: PlacedBetState): Promise<void> {
    const decision: Decision = await this.deps.decisions.wait(bet.betId, bet.waitSeconds);
    if (run !== this.run || this.state.phase !== 'placed') return;
    const decided: PlacedBetState = { ...bet, state: decision.status, reason: decision.status === 'refused' ? decision.reason : null };
    this.set({ ...this.state, bets: this.state.bets.map((each) => (each.betId === bet.betId ? decided : each)) });
    if (decided.state === 'accepted') this.reportAccepted([decided]);
  }

  private reportAccepted(bets: readonly PlacedBetState[]): void {
    if (bets.length > 0) this.deps.onAccepted?.(bets);
  }

  private set(next: Placement<B>): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
