// spec §4: the scroll-to-top button is visible only when scrolling up after passing the
// threshold and not at the bottom.

export interface ScrollSample {
  /** Current scroll offset from the top. */
  readonly y: number;
  readonly viewportHeight: number;
  readonly documentHeight: number;
}

export interface ScrollToTopOptions {
  /** Offset the page must be scrolled past before the button may show. */
  readonly threshold: number;
  /** Distance from the end that still counts as the bottom (sub-pixel scrolling, bounce). */
  readonly bottomTolerance?: number;
}

export function isAtBottom(sample: ScrollSample, tolerance = 2): boolean {
  return sample.y + sample.viewportHeight >= sample.documentHeight - tolerance;
}

/**
 * Whether the button shows after the page scrolled from `previousY` to `sample.y`. An event
 * without movement (a resize, a repeated event) keeps the current visibility.
 */
export function nextScrollToTopVisible(
  previousY: number,
  sample: ScrollSample,
  wasVisible: boolean,
  { threshold, bottomTolerance = 2 }: ScrollToTopOptions,
): boolean {
  if (sample.y <= threshold) return false;
  if (isAtBottom(sample, bottomTolerance)) return false;
  if (sample.y < previousY) return true;
  if (sample.y > previousY) return false;
  return wasVisible;
}
