// One client of the fault benchmark (ledger-faults.bench.ts): random ledger operations on its own
// player account through the wallet service over HTTP (the bench route, ledger-route.ts) — deposits
// (payment clearing → player), withdrawal holds (player → clearing), posts and voids of its open
// holds — and, one time in ten, a repeat of an earlier operation with the same key. A request that
// gets no answer (the server was killed) is sent again, unchanged, until one comes. The client keeps
// its own books: what each acknowledged operation did, and the balance and held amount that follow.
import type { HttpPlayer } from '../apps/server/src/testing/http-player';
import { untilAnswered, type Attempts } from '../apps/server/src/testing/payment-flow';
import { LEDGER_BENCH_ROUTE, type LedgerAnswer, type LedgerOp } from './ledger-route';

export interface Account {
  siteId: number;
  currency: string;
  player: number;
  clearing: number;
}

export interface Acknowledged {
  op: LedgerOp & { key: string };
  transferId: number;
  amount: bigint;
}

export interface ClientBooks {
  /** Every original operation acknowledged, in order. */
  acknowledged: Acknowledged[];
  /** Repeats answered with the first transfer and nothing moved. */
  repeatsKept: number;
  /** Repeats answered with another transfer or as new: money moved twice. */
  repeatsDoubled: number;
  /** New keys answered as repeats: the server claims an effect nobody asked for. */
  phantoms: number;
  balance: bigint;
  held: bigint;
  /** Operations whose requests were cut by a kill (sent, then the connection died). */
  cut: number;
  /** Of those, the ones that had taken effect before the kill: sent again, answered as repeats. */
  cutButDone: number;
  latencies: number[];
}

/** A small seeded generator: runs of the benchmark draw the same operations. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (next: () => number, low: number, high: number) => BigInt(low + Math.floor(next() * (high - low + 1)));

export async function runClient(
  http: HttpPlayer,
  account: Account,
  index: number,
  /** Takes one operation from the shared budget; false when none is left. */
  take: () => boolean,
  onAcknowledged: () => void,
): Promise<ClientBooks> {
  const next = random(index + 1);
  const books: ClientBooks = { acknowledged: [], repeatsKept: 0, repeatsDoubled: 0, phantoms: 0, balance: 0n, held: 0n, cut: 0, cutButDone: 0, latencies: [] };
  const open = new Map<number, bigint>();
  const send = async (op: LedgerOp): Promise<{ answer: LedgerAnswer; attempts: Attempts }> => {
    const attempts: Attempts = { retried: false, cut: false };
    const started = performance.now();
    const res = await untilAnswered(() => http.postJson(LEDGER_BENCH_ROUTE, op), attempts, `${op.op} ${op.key}`);
    if (res.status !== 200) throw new Error(`${op.op} ${op.key} answered ${res.status}: ${res.body}`);
    books.latencies.push(performance.now() - started);
    if (attempts.cut) books.cut++;
    onAcknowledged();
    return { answer: JSON.parse(res.body) as LedgerAnswer, attempts };
  };

  for (let n = 0; take(); n++) {
    const earlier = books.acknowledged[Math.floor(next() * books.acknowledged.length)];
    if (earlier && next() < 0.1) {
      const { answer } = await send(earlier.op);
      if (answer.duplicate && answer.transferId === earlier.transferId) books.repeatsKept++;
      else books.repeatsDoubled++;
      continue;
    }
    const key = `c${index}-${n}`;
    const available = books.balance - books.held;
    const roll = next();
    const holds = [...open];
    const hold = holds[Math.floor(next() * holds.length)];
    let op: LedgerOp;
    let amount: bigint;
    if (hold && roll < 0.35) {
      amount = hold[1];
      op = { op: roll < 0.2 ? 'post' : 'void', key, holdId: hold[0] };
    } else if (available > 0n && roll < 0.6) {
      amount = between(next, 1, Number(available < 50_000n ? available : 50_000n));
      op = { op: 'hold', key, siteId: account.siteId, currency: account.currency, from: account.player, to: account.clearing, amount: String(amount), reason: 'withdrawal' };
    } else {
      amount = between(next, 100, 100_000);
      op = { op: 'transfer', key, siteId: account.siteId, currency: account.currency, from: account.clearing, to: account.player, amount: String(amount), reason: 'deposit' };
    }
    const { answer, attempts } = await send(op);
    // A repeat is right only for a request sent again after a kill: its first attempt had taken effect.
    if (answer.duplicate && !attempts.retried) books.phantoms++;
    if (answer.duplicate && attempts.cut) books.cutButDone++;
    books.acknowledged.push({ op: { ...op, key }, transferId: answer.transferId, amount });
    if (op.op === 'transfer') books.balance += amount;
    else if (op.op === 'hold') {
      books.held += amount;
      open.set(answer.transferId, amount);
    } else if (op.op === 'post' || op.op === 'void') {
      books.held -= amount;
      if (op.op === 'post') books.balance -= amount;
      open.delete(op.holdId);
    }
  }
  return books;
}
