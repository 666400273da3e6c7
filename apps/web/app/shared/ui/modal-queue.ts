// The modal queue of spec §4: 0 queued, 1 opened, 2 closed, 3 error; one open modal at a
// time unless a modal is shown as an overlay. Framework-free: React reads it through
// useSyncExternalStore (subscribe/getSnapshot), so anything (a loader, a socket message) can
// enqueue a modal without a component in between.

export const modalStatus = { queued: 0, opened: 1, closed: 2, error: 3 } as const;
export type ModalStatus = (typeof modalStatus)[keyof typeof modalStatus];
export type ModalEndStatus = typeof modalStatus.closed | typeof modalStatus.error;

export interface ModalRequest<P> {
  readonly payload: P;
  /** Shown on top of whatever is open, without waiting its turn. */
  readonly overlay?: boolean;
  /** False: no close button, Escape and the backdrop do nothing (the content must end it). */
  readonly closable?: boolean;
  /** Closing by a click outside; default true. */
  readonly closeOnBackdrop?: boolean;
  /** A modal route: spec §2, modal routes cannot be closed by clicking outside. */
  readonly route?: boolean;
  /** A stable id; enqueueing an id that is already queued or open returns it and adds nothing. */
  readonly id?: string;
  /** Called once when the modal ends, closed or failed. */
  readonly onEnd?: (status: ModalEndStatus, error?: unknown) => void;
}

export interface ModalEntry<P> {
  readonly id: string;
  readonly status: typeof modalStatus.queued | typeof modalStatus.opened;
  readonly payload: P;
  readonly overlay: boolean;
  readonly closable: boolean;
  readonly closeOnBackdrop: boolean;
}

export interface ModalQueue<P> {
  enqueue(request: ModalRequest<P>): string;
  close(id: string): void;
  fail(id: string, error?: unknown): void;
  /** Current status; ended modals are remembered for a while (the last 200). */
  statusOf(id: string): ModalStatus | undefined;
  /** Queued and opened modals in queue order; the same array until something changes. */
  getSnapshot(): readonly ModalEntry<P>[];
  subscribe(listener: () => void): () => void;
}

const ENDED_MEMORY = 200;

export function createModalQueue<P>(): ModalQueue<P> {
  let entries: readonly ModalEntry<P>[] = [];
  const onEnd = new Map<string, ModalRequest<P>['onEnd']>();
  const ended = new Map<string, ModalEndStatus>();
  const listeners = new Set<() => void>();
  let counter = 0;

  function commit(next: readonly ModalEntry<P>[]): void {
    entries = promoteNext(next);
    for (const listener of [...listeners]) listener();
  }

  function end(id: string, status: ModalEndStatus, error?: unknown): void {
    if (!entries.some((entry) => entry.id === id)) return;
    ended.set(id, status);
    if (ended.size > ENDED_MEMORY) {
      const oldest = ended.keys().next();
      if (!oldest.done) ended.delete(oldest.value);
    }
    const callback = onEnd.get(id);
    onEnd.delete(id);
    commit(entries.filter((entry) => entry.id !== id));
    callback?.(status, error);
  }

  return {
    enqueue(request) {
      if (request.id && entries.some((entry) => entry.id === request.id)) return request.id;
      counter += 1;
      const id = request.id ?? `modal-${counter}`;
      ended.delete(id);
      const overlay = request.overlay ?? false;
      const closable = request.closable ?? true;
      const entry: ModalEntry<P> = {
        id,
        // An overlay opens at once; others wait their turn (promoteNext opens them when free).
        status: overlay ? modalStatus.opened : modalStatus.queued,
        payload: request.payload,
        overlay,
        closable,
        closeOnBackdrop: closable && !request.route && (request.closeOnBackdrop ?? true),
      };
      if (request.onEnd) onEnd.set(id, request.onEnd);
      commit([...entries, entry]);
      return id;
    },
    close(id) {
      end(id, modalStatus.closed);
    },
    fail(id, error) {
      end(id, modalStatus.error, error);
    },
    statusOf(id) {
      return entries.find((entry) => entry.id === id)?.status ?? ended.get(id);
    },
    getSnapshot() {
      return entries;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Opens the first queued modal when no non-overlay modal is open (spec §4: one open modal). */
function promoteNext<P>(entries: readonly ModalEntry<P>[]): readonly ModalEntry<P>[] {
  if (entries.some((entry) => !entry.overlay && entry.status === modalStatus.opened)) return entries;
  const nextIndex = entries.findIndex((entry) => entry.status === modalStatus.queued);
  if (nextIndex < 0) return entries;
  return entries.map((entry, index) => (index === nextIndex ? { ...entry, status: modalStatus.opened } : entry));
}
