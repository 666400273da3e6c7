import type { ResultRecord } from './live-state-entry';
import type { GameResult } from './model';

// Finished games and their results, kept in memory for the results pages (wire-format §1.8) and
// settlement for a week after they finished; older ones are in the database only.

const RETENTION_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 60_000;

export class ResultBook {
  private readonly records = new Map<number, ResultRecord>();
  private lastPrune = 0;

  /** Adds a result; a corrected result replaces the earlier one. */
  add(record: ResultRecord): void {
    this.records.set(record.result.gameId, record);
  }

  of(gameId: number): GameResult | undefined {
    return this.records.get(gameId)?.result;
  }

  record(gameId: number): ResultRecord | undefined {
    return this.records.get(gameId);
  }

  /** Results of games finished within [fromMs, toMs). */
  between(fromMs: number, toMs: number): ResultRecord[] {
    const out: ResultRecord[] = [];
    for (const record of this.records.values()) {
      const at = record.result.finishedAt * 1000;
      if (at >= fromMs && at < toMs) out.push(record);
    }
    return out;
  }

  /** Forgets results older than the retention, at most once a minute. */
  prune(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    for (const [id, record] of this.records) if (record.result.finishedAt * 1000 < now - RETENTION_MS) this.records.delete(id);
  }
}
