// Provider liveness (issue 4: "if a provider falls silent, its markets are blocked within a
// second"). A provider is silent once its last sign of life (a heartbeat or a price update) is
// older than its own `heartbeatMs` plus a grace; the live state checks every `TICK_MS`, so the
// block lands at most heartbeatMs + GRACE_MS + TICK_MS after the last sign of life.

export const WATCHDOG_TICK_MS = 250;
export const WATCHDOG_GRACE_MS = 500;

interface ProviderRecord {
  heartbeatMs: number;
  lastSeen: number;
  silent: boolean;
}

export class ProviderWatchdog {
  private readonly providers = new Map<string, ProviderRecord>();

  /** Registers a provider (again): it counts as alive from `now`. */
  register(providerId: string, heartbeatMs: number, now: number): void {
    const known = this.providers.get(providerId);
    this.providers.set(providerId, { heartbeatMs, lastSeen: now, silent: known?.silent ?? false });
  }

  /** A sign of life. Returns true when the provider was silent until now (its games resume). */
  seen(providerId: string, now: number): boolean {
    const record = this.providers.get(providerId);
    if (!record) {
      // A provider that never registered still gets watched, with a default heartbeat.
      this.providers.set(providerId, { heartbeatMs: DEFAULT_HEARTBEAT_MS, lastSeen: now, silent: false });
      return false;
    }
    record.lastSeen = Math.max(record.lastSeen, now);
    if (!record.silent) return false;
    record.silent = false;
    return true;
  }

  /** Providers that have just fallen silent. */
  check(now: number): string[] {
    const fallen: string[] = [];
    for (const [id, record] of this.providers) {
      if (record.silent) continue;
      if (now - record.lastSeen > record.heartbeatMs + WATCHDOG_GRACE_MS) {
        record.silent = true;
        fallen.push(id);
      }
    }
    return fallen;
  }

  isSilent(providerId: string): boolean {
    return this.providers.get(providerId)?.silent ?? false;
  }

  forget(providerId: string): void {
    this.providers.delete(providerId);
  }
}

const DEFAULT_HEARTBEAT_MS = 1_000;
