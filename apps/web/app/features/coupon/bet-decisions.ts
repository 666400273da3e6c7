// Waiting for a live bet's decision (issue 12: "a live bet waits the brand's acceptance delay, then
// accepted or refused"): the `bet` push notice says it first; when the socket is down the bet is
// read again (GET /web-api/bets/:id) from the end of its wait, every few seconds, for a minute more.
// A refused bet's reason is read from the bet (the notice names only its status).
import type { PushBetNotice } from '@stavka/contract/push';
import type { BetRecord } from '@stavka/contract/betting';
import type { CallOutcome } from './betting-api';

export type Decision = { readonly status: 'accepted' } | { readonly status: 'refused'; readonly reason: string | null } | { readonly status: 'unknown' };

export interface DecisionSource {
  bet(id: number): Promise<CallOutcome<BetRecord>>;
}

export interface DecisionTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Between two reads of a waiting bet when no notice came. */
export const DECISION_POLL_MS = 2_000;
/** How long after its wait a bet is read again before the slip says to look at the open bets. */
export const DECISION_GRACE_MS = 60_000;

const browserTimers: DecisionTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Watch {
  readonly resolve: (decision: Decision) => void;
  timer: unknown;
  readonly deadline: number;
  settled: boolean;
}

/** The decision a bet's current state gives, or null while it still waits. */
export function decisionOf(bet: Pick<BetRecord, 'status' | 'refusal'>): Decision | null {
  if (bet.status === 'waiting') return null;
  if (bet.status === 'refused') return { status: 'refused', reason: bet.refusal };
  return { status: 'accepted' };
}

export class BetDecisions {
  private readonly watches = new Map<number, Watch>();

  constructor(
    private readonly source: DecisionSource,
    private readonly timers: DecisionTimers = browserTimers,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves once the bet is decided (or, with no word for a minute after its wait, as unknown). */
  wait(betId: number, waitSeconds: number): Promise<Decision> {
    const known = this.watches.get(betId);
    if (known) this.finish(betId, { status: 'unknown' });
    return new Promise((resolve) => {
      const waitMs = waitSeconds * 1000;
      const watch: Watch = { resolve, timer: undefined, deadline: this.now() + waitMs + DECISION_GRACE_MS, settled: false };
      this.watches.set(betId, watch);
      watch.timer = this.timers.setTimeout(() => void this.read(betId), waitMs + DECISION_POLL_MS / 4);
    });
  }

  /** A `bet` notice of the player's: decides a watched bet at once. */
  notice(notice: PushBetNotice): void {
    if (!this.watches.has(notice.betId) || notice.status === 'waiting') return;
    if (notice.status !== 'refused') {
      this.finish(notice.betId, { status: 'accepted' });
      return;
    }
    // The reason is kept on the bet; without it the refusal still stands.
    void this.source.bet(notice.betId).then((outcome) => {
      this.finish(notice.betId, { status: 'refused', reason: outcome.kind === 'ok' ? outcome.value.refusal : null });
    });
  }

  /** Stops every watch (the page goes away); their promises stay pending. */
  stop(): void {
    for (const watch of this.watches.values()) {
      watch.settled = true;
      this.timers.clearTimeout(watch.timer);
    }
    this.watches.clear();
  }

  private async read(betId: number): Promise<void> {
    const watch = this.watches.get(betId);
    if (!watch || watch.settled) return;
    const outcome = await this.source.bet(betId);
    if (watch.settled) return;
    const decision = outcome.kind === 'ok' ? decisionOf(outcome.value) : null;
    if (decision) {
      this.finish(betId, decision);
      return;
    }
    if (this.now() >= watch.deadline) {
      this.finish(betId, { status: 'unknown' });
      return;
    }
    watch.timer = this.timers.setTimeout(() => void this.read(betId), DECISION_POLL_MS);
  }

  private finish(betId: number, decision: Decision): void {
    const watch = this.watches.get(betId);
    if (!watch || watch.settled) return;
    watch.settled = true;
    this.timers.clearTimeout(watch.timer);
    this.watches.delete(betId);
    watch.resolve(decision);
  }
}
