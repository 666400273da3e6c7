import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { INFINITE_SCROLL, scrollEdges, throttle } from './infinite-scroll';
import { itemOffsets, visibleRange } from './window-range';
import styles from './virtual-list.module.css';

/** Items rendered before the browser has measured anything (the server's first paint). */
const INITIAL_ITEMS = 24;
/** Extra height rendered above and below the window, so a fast scroll does not show blanks. */
const OVERSCAN_PX = 600;
/** Heights of the first paint, in px; the real ones are measured from the CSS (--row-h, --head-h). */
const DEFAULT_SIZES = { row: 64, head: 36 } as const;

export interface VirtualListProps<T> {
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string | number;
  readonly isHeader: (item: T) => boolean;
  readonly renderItem: (item: T) => ReactNode;
  /** The list's bottom came within 150 px of the window's bottom (spec §9 infinite scroll). */
  readonly onNearEnd?: () => void;
  readonly label: string;
}

/**
 * A window-scrolled list that renders only the items near the screen (UX.md: lists are
 * virtualized; issue 4: 1,000 events under 1,400 DOM nodes). Items have one of two fixed heights
 * (a championship header or an event row), so the offsets are known without measuring each item.
 */
export function VirtualList<T>({ items, itemKey, isHeader, renderItem, onNearEnd, label }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const rowProbe = useRef<HTMLDivElement>(null);
  const headProbe = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;
  const [sizes, setSizes] = useState<{ row: number; head: number }>(DEFAULT_SIZES);
  const [view, setView] = useState<{ top: number; bottom: number } | null>(null);
  const offsets = useMemo(() => itemOffsets(items.map((item) => (isHeader(item) ? sizes.head : sizes.row))), [items, isHeader, sizes]);
  const range = view ? visibleRange(offsets, view.top, view.bottom, OVERSCAN_PX) : { start: 0, end: Math.min(items.length, INITIAL_ITEMS) };

  useEffect(() => {
    let frame: number | null = null;
    const place = () => {
      frame = null;
      const list = listRef.current;
      if (!list) return;
      const rect = list.getBoundingClientRect();
      setView((previous) => {
        const top = Math.round(-rect.top);
        const bottom = top + window.innerHeight;
        return previous && previous.top === top && previous.bottom === bottom ? previous : { top, bottom };
      });
    };
    const edges = throttle(() => {
      const list = listRef.current;
      if (list && scrollEdges(list.getBoundingClientRect(), window.innerHeight).nearEnd) nearEnd.current?.();
    }, INFINITE_SCROLL.throttleMs);
    const measure = () => {
      const row = rowProbe.current?.offsetHeight ?? 0;
      const head = headProbe.current?.offsetHeight ?? 0;
      if (row > 0 && head > 0) setSizes((previous) => (previous.row === row && previous.head === head ? previous : { row, head }));
    };
    const onScroll = () => {
      frame ??= requestAnimationFrame(place);
      edges.call();
    };
    const onResize = () => {
      measure();
      onScroll();
    };
    measure();
    place();
    edges.call();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      if (frame !== null) cancelAnimationFrame(frame);
      edges.cancel();
    };
  }, []);

  // A longer list (a page loaded) may still end on screen: ask for the next one.
  useEffect(() => {
    const list = listRef.current;
    if (list && items.length > 0 && scrollEdges(list.getBoundingClientRect(), window.innerHeight).nearEnd) nearEnd.current?.();
  }, [items.length]);

  const total = offsets[offsets.length - 1] ?? 0;
  const before = offsets[range.start] ?? 0;
  const after = total - (offsets[range.end] ?? total);
  return (
    <div className={styles.frame}>
      <div ref={rowProbe} className={styles.rowProbe} aria-hidden="true" />
      <div ref={headProbe} className={styles.headProbe} aria-hidden="true" />
      <ul ref={listRef} className={styles.list} aria-label={label} style={{ paddingBlockStart: before, paddingBlockEnd: after }} data-windowed={view ? '' : undefined}>
        {items.slice(range.start, range.end).map((item, index) => (
          <li key={itemKey(item)} className={isHeader(item) ? styles.head : styles.row} aria-setsize={items.length} aria-posinset={range.start + index + 1}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
