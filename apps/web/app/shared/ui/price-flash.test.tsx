import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FLASH_MS, PriceFlash } from './price-flash';

afterEach(() => {
  cleanup();
});

describe('PriceFlash', () => {
  it('flashes ▲ after a rise and ▼ after a fall, hidden from screen readers', () => {
    const now = Date.now();
    const up = render(<PriceFlash move="up" movedAt={now} blocked={false} />).container.querySelector('[data-move]');
    expect(up?.textContent).toBe('▲');
    expect(up?.getAttribute('data-move')).toBe('up');
    expect(up?.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    const down = render(<PriceFlash move="down" movedAt={now} blocked={false} />).container.querySelector('[data-move]');
    expect(down?.textContent).toBe('▼');
  });

  it('resumes the fade where it stands when the price re-renders mid-flash', () => {
    const { container } = render(<PriceFlash move="up" movedAt={Date.now() - 1_000} blocked={false} />);
    const delay = (container.querySelector('[data-move]') as HTMLElement | null)?.style.animationDelay ?? '';
    expect(Number.parseInt(delay.replace(/^-/, ''), 10)).toBeGreaterThanOrEqual(1_000);
    expect(delay.startsWith('-')).toBe(true);
  });

  it('shows nothing without a move, once the flash is over, or on a blocked price', () => {
    expect(render(<PriceFlash move={null} movedAt={null} blocked={false} />).container.innerHTML).toBe('');
    expect(render(<PriceFlash move="up" movedAt={Date.now() - FLASH_MS} blocked={false} />).container.innerHTML).toBe('');
    expect(render(<PriceFlash move="down" movedAt={Date.now()} blocked />).container.innerHTML).toBe('');
  });
});
