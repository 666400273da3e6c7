// Which items of a long list are on screen (UX.md: lists are virtualized): the list is laid out
// from known item heights, so the visible slice is a binary search over the offsets.

export interface WindowRange {
  readonly start: number;
  /** One past the last item to render. */
  readonly end: number;
}

/** offsets[i] = top of item i, offsets[n] = total height. */
export function itemOffsets(heights: readonly number[]): number[] {
  const offsets = [0];
  let top = 0;
  for (const height of heights) {
    top += height;
    offsets.push(top);
  }
  return offsets;
}

/** The first index whose bottom lies below `y`. */
function firstBelow(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((offsets[mid + 1] ?? Infinity) <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The items touching [viewTop − overscan, viewBottom + overscan], where the view is measured from
 * the list's top edge (negative when the list starts below the window's top).
 */
export function visibleRange(offsets: readonly number[], viewTop: number, viewBottom: number, overscan: number): WindowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, viewTop - overscan);
  const bottom = viewBottom + overscan;
  if (bottom <= 0) return { start: 0, end: 0 };
  const start = Math.min(firstBelow(offsets, top), count);
  const end = Math.min(count, firstBelow(offsets, bottom) + 1);
  return { start, end: Math.max(start, end) };
}
