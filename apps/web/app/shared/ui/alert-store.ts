// A framework-free store of the alerts and messages shown to the player (spec §4 alert and
// message kinds). React reads it through useSyncExternalStore.
import type { AlertKind } from './alert-kinds';
import type { MessageKind } from './size';

export interface AlertInput {
  readonly kind?: AlertKind;
  readonly messageKind?: MessageKind;
  readonly title?: string;
  /** Translated text. */
  readonly text: string;
  /**
   * Where to go next: a link after the text (following it hides the alert); `signIn` is the
   * sign-in link, which opens sign-in over the page (shared/sign-in-link.tsx).
   */
  readonly link?: { readonly text: string; readonly to: string } | { readonly text: string; readonly signIn: true };
  readonly dismissible?: boolean;
  /** Hides the alert by itself after this many milliseconds. */
  readonly timeoutMs?: number;
  /** A stable id: showing it again replaces the alert instead of stacking a copy. */
  readonly id?: string;
}

export interface AlertItem extends Omit<AlertInput, 'timeoutMs'> {
  readonly id: string;
  readonly kind: AlertKind;
}

export interface AlertStore {
  show(alert: AlertInput): string;
  dismiss(id: string): void;
  clear(): void;
  getSnapshot(): readonly AlertItem[];
  subscribe(listener: () => void): () => void;
}

/** More alerts than this push out the oldest: a wall of messages helps nobody. */
export const MAX_ALERTS = 5;

export function createAlertStore(): AlertStore {
  let items: readonly AlertItem[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let counter = 0;

  function stopTimer(id: string): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function commit(next: readonly AlertItem[]): void {
    const dropped = next.slice(0, Math.max(0, next.length - MAX_ALERTS));
    for (const item of dropped) stopTimer(item.id);
    items = next.slice(-MAX_ALERTS);
    for (const listener of [...listeners]) listener();
  }

  const store: AlertStore = {
    show({ timeoutMs, ...input }) {
      counter += 1;
      const id = input.id ?? `alert-${counter}`;
      stopTimer(id);
      const item: AlertItem = { ...input, id, kind: input.kind ?? 'default' };
      commit([...items.filter((existing) => existing.id !== id), item]);
      if (timeoutMs !== undefined && timeoutMs > 0) {
        timers.set(
          id,
          setTimeout(() => store.dismiss(id), timeoutMs),
        );
      }
      return id;
    },
    dismiss(id) {
      stopTimer(id);
      if (!items.some((item) => item.id === id)) return;
      commit(items.filter((item) => item.id !== id));
    },
    clear() {
      for (const id of [...timers.keys()]) stopTimer(id);
      if (items.length > 0) commit([]);
    },
    getSnapshot() {
      return items;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
