import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSPARENT_PIXEL } from './media';
import { MediaImage, MediaResourcesContext } from './media-image';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const resources = { promo: { banner: '/img/banner.webp' } };

describe('MediaImage', () => {
  it('shows the URL of its key, lazily and sized', () => {
    render(
      <MediaResourcesContext.Provider value={resources}>
        <MediaImage moduleId="promo" mediaKey="banner" alt="Бонус" width={320} height={120} />
      </MediaResourcesContext.Provider>,
    );
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Бонус' });
    expect(img.getAttribute('src')).toBe('/img/banner.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '120']);
  });

  it('falls back to the pixel when the key is missing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<MediaImage resources={resources} moduleId="promo" mediaKey="gone-key" alt="" width={10} height={10} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(TRANSPARENT_PIXEL);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gone-key'));
  });

  it('falls back to the pixel when the image fails to load, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<MediaImage resources={resources} moduleId="promo" mediaKey="banner" alt="Бонус" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'Бонус' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(TRANSPARENT_PIXEL);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/img/banner.webp'));
  });

  it('treats an eager image that broke before hydration as failed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // happy-dom reports every image as complete with naturalWidth 0, like a broken one.
    render(
      <MediaImage resources={resources} moduleId="promo" mediaKey="banner" alt="Баннер" width={1} height={1} loading="eager" />,
    );
    expect(screen.getByRole('img', { name: 'Баннер' }).getAttribute('src')).toBe(TRANSPARENT_PIXEL);
  });
});
