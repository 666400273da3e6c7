// The support-widget adapter (decision 0045): whatever answers the chat — the built-in chat panel
// or a hosted provider's widget — the page opens and closes it, reads its unread count and hears
// of changes through this one interface. The brand's configuration chooses the adapter.

export interface SupportWidgetState {
  readonly open: boolean;
  /** Replies the player has not seen yet. */
  readonly unread: number;
}

export interface SupportWidget {
  readonly kind: 'local' | 'jivo';
  open(): void;
  close(): void;
  getState(): SupportWidgetState;
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/** The state every adapter keeps, with its listeners (read with useSyncExternalStore). */
export class WidgetState {
  private state: SupportWidgetState = { open: false, unread: 0 };
  private readonly listeners = new Set<() => void>();

  get = (): SupportWidgetState => this.state;

  set(change: Partial<SupportWidgetState>): void {
    const next = { ...this.state, ...change };
    if (next.open === this.state.open && next.unread === this.state.unread) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The built-in chat: the panel is ours, so opening is showing it; the panel reports the unread count. */
export function createLocalWidget(): SupportWidget & { setUnread(unread: number): void } {
  const state = new WidgetState();
  return {
    kind: 'local',
    open: () => state.set({ open: true }),
    close: () => state.set({ open: false }),
    getState: state.get,
    subscribe: state.subscribe,
    setUnread: (unread) => state.set({ unread }),
    destroy: () => state.set({ open: false }),
  };
}
