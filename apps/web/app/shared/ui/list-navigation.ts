// Moving the active option of a listbox with the keyboard, skipping disabled options.

interface Navigable {
  readonly disabled?: boolean;
}

export type ListMove = 'next' | 'previous' | 'first' | 'last';

const keyMoves: Readonly<Record<string, ListMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

export function listMoveOfKey(key: string): ListMove | undefined {
  return Object.hasOwn(keyMoves, key) ? keyMoves[key] : undefined;
}

/** Index of the first enabled option at or after `from` going by `step`, or -1. */
function scan(items: readonly Navigable[], from: number, step: 1 | -1): number {
  for (let index = from; index >= 0 && index < items.length; index += step) {
    if (!items[index]?.disabled) return index;
  }
  return -1;
}

/** The index the active option moves to; stays put at the ends (no wrap), -1 when none is enabled. */
export function moveActive(items: readonly Navigable[], current: number, move: ListMove): number {
  switch (move) {
    case 'first':
      return scan(items, 0, 1);
    case 'last':
      return scan(items, items.length - 1, -1);
    case 'next': {
      const next = scan(items, current + 1, 1);
      return next >= 0 ? next : current >= 0 ? current : scan(items, 0, 1);
    }
    case 'previous': {
      const previous = current < 0 ? -1 : scan(items, current - 1, -1);
      return previous >= 0 ? previous : current >= 0 ? current : scan(items, items.length - 1, -1);
    }
  }
}
