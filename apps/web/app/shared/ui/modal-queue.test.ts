import { describe, expect, it, vi } from 'vitest';
import { createModalQueue, modalStatus } from './modal-queue';

function opened(queue: ReturnType<typeof createModalQueue<string>>): string[] {
  return queue
    .getSnapshot()
    .filter((entry) => entry.status === modalStatus.opened)
    .map((entry) => entry.payload);
}

describe('modal queue (spec §4)', () => {
  it('opens the first modal and queues the rest: one open modal at a time', () => {
    const queue = createModalQueue<string>();
    const a = queue.enqueue({ payload: 'a' });
    const b = queue.enqueue({ payload: 'b' });
    const c = queue.enqueue({ payload: 'c' });
    expect([a, b, c].map((id) => queue.statusOf(id))).toEqual([1, 0, 0]);
    expect(opened(queue)).toEqual(['a']);
  });

  it('opens the next queued modal when the open one closes', () => {
    const queue = createModalQueue<string>();
    const a = queue.enqueue({ payload: 'a' });
    const b = queue.enqueue({ payload: 'b' });
    queue.close(a);
    expect(queue.statusOf(a)).toBe(modalStatus.closed);
    expect(queue.statusOf(b)).toBe(modalStatus.opened);
    expect(opened(queue)).toEqual(['b']);
  });

  it('sets status 3 on failure and moves on', () => {
    const queue = createModalQueue<string>();
    const onEnd = vi.fn();
    const a = queue.enqueue({ payload: 'a', onEnd });
    const b = queue.enqueue({ payload: 'b' });
    const error = new Error('chunk failed');
    queue.fail(a, error);
    expect(queue.statusOf(a)).toBe(modalStatus.error);
    expect(queue.statusOf(b)).toBe(modalStatus.opened);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(modalStatus.error, error);
  });

  it('closing a queued modal removes it without opening it', () => {
    const queue = createModalQueue<string>();
    queue.enqueue({ payload: 'a' });
    const b = queue.enqueue({ payload: 'b' });
    queue.enqueue({ payload: 'c' });
    queue.close(b);
    expect(queue.statusOf(b)).toBe(modalStatus.closed);
    expect(queue.getSnapshot().map((entry) => entry.payload)).toEqual(['a', 'c']);
    expect(opened(queue)).toEqual(['a']);
  });

  it('shows an overlay at once on top of the open modal', () => {
    const queue = createModalQueue<string>();
    const a = queue.enqueue({ payload: 'a' });
    const overlay = queue.enqueue({ payload: 'overlay', overlay: true });
    const b = queue.enqueue({ payload: 'b' });
    expect(opened(queue)).toEqual(['a', 'overlay']);
    expect(queue.statusOf(b)).toBe(modalStatus.queued);
    queue.close(overlay);
    expect(opened(queue)).toEqual(['a']);
    queue.close(a);
    expect(opened(queue)).toEqual(['b']);
  });

  it('an open overlay does not hold back the next modal', () => {
    const queue = createModalQueue<string>();
    queue.enqueue({ payload: 'overlay', overlay: true });
    queue.enqueue({ payload: 'a' });
    expect(opened(queue)).toEqual(['overlay', 'a']);
  });

  it.each([
    ['an ordinary modal closes on the backdrop', {}, true],
    ['a modal can opt out', { closeOnBackdrop: false }, false],
    ['a modal route never closes on the backdrop (spec §2)', { route: true, closeOnBackdrop: true }, false],
    ['a modal that cannot be closed ignores the backdrop', { closable: false }, false],
  ])('%s', (_name, flags, expected) => {
    const queue = createModalQueue<string>();
    queue.enqueue({ payload: 'a', ...flags });
    expect(queue.getSnapshot()[0]?.closeOnBackdrop).toBe(expected);
  });

  it('does not add a stable id twice', () => {
    const queue = createModalQueue<string>();
    expect(queue.enqueue({ payload: 'a', id: 'login' })).toBe('login');
    expect(queue.enqueue({ payload: 'a again', id: 'login' })).toBe('login');
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.close('login');
    queue.enqueue({ payload: 'a later', id: 'login' });
    expect(queue.statusOf('login')).toBe(modalStatus.opened);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const queue = createModalQueue<string>();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    const a = queue.enqueue({ payload: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).not.toBe(before);
    expect(queue.getSnapshot()).toBe(queue.getSnapshot());
    queue.close('unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    queue.close(a);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls onEnd once with status 2 when closed', () => {
    const queue = createModalQueue<string>();
    const onEnd = vi.fn();
    const a = queue.enqueue({ payload: 'a', onEnd });
    queue.close(a);
    queue.close(a);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(modalStatus.closed, undefined);
  });
});
