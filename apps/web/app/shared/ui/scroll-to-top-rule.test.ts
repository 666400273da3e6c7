import { describe, expect, it } from 'vitest';
import { isAtBottom, nextScrollToTopVisible } from './scroll-to-top-rule';

const page = { viewportHeight: 800, documentHeight: 5000 };
const options = { threshold: 600 };

describe('scroll-to-top rule (spec §4)', () => {
  it.each([
    ['scrolling up past the threshold shows it', 2000, 1900, false, true],
    ['scrolling down hides it', 1900, 2000, true, false],
    ['scrolling up but not past the threshold hides it', 700, 500, true, false],
    ['exactly at the threshold hides it', 700, 600, true, false],
    ['scrolling up into the bottom zone hides it', 4300, 4199, false, false],
    ['at the very bottom hides it', 4100, 4200, true, false],
    ['just above the bottom zone while scrolling up shows it', 4190, 4150, false, true],
    ['no movement keeps it visible', 1500, 1500, true, true],
    ['no movement keeps it hidden', 1500, 1500, false, false],
    ['at the top hides it', 100, 0, true, false],
  ])('%s', (_name, previousY, y, wasVisible, expected) => {
    expect(nextScrollToTopVisible(previousY, { ...page, y }, wasVisible, options)).toBe(expected);
  });

  it('uses the bottom tolerance', () => {
    const sample = { ...page, y: 4150 };
    expect(isAtBottom(sample)).toBe(false);
    expect(isAtBottom(sample, 60)).toBe(true);
    expect(nextScrollToTopVisible(4190, sample, false, { threshold: 600, bottomTolerance: 60 })).toBe(false);
  });

  it('a page shorter than the viewport never shows it', () => {
    expect(nextScrollToTopVisible(10, { y: 0, viewportHeight: 800, documentHeight: 700 }, true, options)).toBe(false);
  });
});
