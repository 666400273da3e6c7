import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';
import { renderWithI18n, ru } from './test-utils';

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const button = () => screen.queryByRole('button', { name: ru('ui_scroll_to_top') });

describe('ScrollToTop', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    vi.restoreAllMocks();
  });

  it('appears when scrolling up past the threshold and hides when scrolling down', async () => {
    renderWithI18n(<ScrollToTop threshold={600} />);
    expect(button()).toBeNull();
    await scrollTo(2000);
    expect(button()).toBeNull();
    await scrollTo(1800);
    expect(button()).not.toBeNull();
    await scrollTo(1900);
    expect(button()).toBeNull();
  });

  it('hides at the bottom of the page', async () => {
    renderWithI18n(<ScrollToTop threshold={600} />);
    await scrollTo(3000);
    await scrollTo(2500);
    expect(button()).not.toBeNull();
    await scrollTo(4200);
    expect(button()).toBeNull();
  });

  it('scrolls the window to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithI18n(<ScrollToTop />);
    await scrollTo(3000);
    await scrollTo(2000);
    const control = button();
    if (!control) throw new Error('button not shown');
    fireEvent.click(control);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
