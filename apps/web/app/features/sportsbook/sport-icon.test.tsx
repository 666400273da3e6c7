import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpriteContext } from '../../shared/ui/icon';
import { SportIcon, sportGlyph, sportGlyphs } from './sport-icon';
import spriteSource from '../../../public/icons/sports.svg?raw';

afterEach(() => {
  cleanup();
});

describe('sport icons', () => {
  it('has a drawing in the sports sprite for every glyph, and none unnamed', () => {
    const ids = [...spriteSource.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...sportGlyphs].sort());
  });

  it('draws each sport of the built-in feed as itself, and an unknown sport as a cup', () => {
    expect(sportGlyph(1)).toBe('football');
    expect(sportGlyph(2)).toBe('hockey');
    expect(sportGlyph(66)).toBe('cricket');
    expect(sportGlyph(85)).toBe('cyber');
    expect(sportGlyph(99_999)).toBe('sport');
  });

  it('is decorative and points at the sprite beside the main one', () => {
    const { container } = render(
      <SpriteContext.Provider value={{ path: 'https://cdn.example/icons/', name: 'sprite' }}>
        <SportIcon sportId={4} />
      </SpriteContext.Provider>,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('https://cdn.example/icons/sports.svg#tennis');
  });
});
