import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, SpriteContext, spriteUrl } from './icon';
import { iconNames } from './icon-names';
import spriteSource from '../../../public/icons/sprite.svg?raw';

afterEach(() => {
  cleanup();
});

describe('Icon', () => {
  it('has a sprite symbol for every icon name and no unnamed symbol', () => {
    const ids = [...spriteSource.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...iconNames].sort());
  });

  it('points at the sprite symbol and hides a decorative icon', () => {
    const { container } = render(<Icon name="close" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('/icons/sprite.svg#close');
  });

  it('is an image with a name when labelled', () => {
    render(<Icon name="lock" label="Заблокировано" />);
    expect(screen.getByRole('img', { name: 'Заблокировано' })).toBeTruthy();
  });

  it('reads the sprite location from context ({path}/{name}.svg, spec §7.13)', () => {
    const { container } = render(
      <SpriteContext.Provider value={{ path: 'https://cdn.example/icons/', name: 'brand' }}>
        <Icon name="star" />
      </SpriteContext.Provider>,
    );
    expect(container.querySelector('use')?.getAttribute('href')).toBe('https://cdn.example/icons/brand.svg#star');
    expect(spriteUrl({ path: '/a', name: 'b' })).toBe('/a/b.svg');
  });
});
