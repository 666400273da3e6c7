import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INFINITE_SCROLL, scrollEdges, throttle } from './infinite-scroll';
import { itemOffsets, visibleRange } from './window-range';

describe('the virtual list window', () => {
  it('renders every item that touches the screen and little else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(36, 64), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: -2_000, max: 30_000 }),
        fc.integer({ min: 200, max: 1_200 }),
        (heights, viewTop, viewport) => {
          const offsets = itemOffsets(heights);
          const range = visibleRange(offsets, viewTop, viewTop + viewport, 0);
          heights.forEach((_, index) => {
            const top = offsets[index] ?? 0;
            const bottom = offsets[index + 1] ?? 0;
            const onScreen = bottom > viewTop && top < viewTop + viewport;
            if (onScreen) expect(index >= range.start && index < range.end).toBe(true);
          });
          // At most the items of one screen, plus one at each edge.
          expect(range.end - range.start).toBeLessThanOrEqual(Math.ceil(viewport / 36) + 2);
        },
      ),
    );
  });

  it('renders nothing for an empty list or a list far below the screen', () => {
    expect(visibleRange(itemOffsets([]), 0, 800, 600)).toEqual({ start: 0, end: 0 });
    expect(visibleRange(itemOffsets([64, 64]), -5_000, -4_200, 600)).toEqual({ start: 0, end: 0 });
  });
});

describe('infinite scroll (spec §9: throttle 150 ms, offsets 100 / 150 px)', () => {
  it('is near the end within 150 px of the window bottom and near the start within 100 px of its top', () => {
    expect(INFINITE_SCROLL).toEqual({ throttleMs: 150, topOffsetPx: 100, bottomOffsetPx: 150 });
    expect(scrollEdges({ top: -500, bottom: 950 }, 800).nearEnd).toBe(true);
    expect(scrollEdges({ top: -500, bottom: 951 }, 800).nearEnd).toBe(false);
    expect(scrollEdges({ top: -100, bottom: 5_000 }, 800).nearStart).toBe(true);
    expect(scrollEdges({ top: -101, bottom: 5_000 }, 800).nearStart).toBe(false);
  });

  it('throttles to one call per 150 ms and keeps the last one', async () => {
    let now = 0;
    let calls = 0;
    const limited = throttle(() => calls++, 150, () => now);
    limited.call();
    now = 50;
    limited.call();
    limited.call();
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 160));
    expect(calls).toBe(2);
    limited.cancel();
  });
});
