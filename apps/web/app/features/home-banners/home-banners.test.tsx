import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSite } from '@stavka/contract/public-site';
import type { WebViewer } from '@stavka/contract/web-context';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import { HomeBanners } from './home-banners';

// The home page's banners as a visitor meets them: each a link with its words over its image,
// leading where the brand said; guests and players each see theirs; the arrows move the strip by
// its width, the other way round on a right-to-left page; nothing at all without banners.

const banners: NonNullable<PublicSite['banners']> = [
  { id: 'live', image: '/media/banner-live.svg', title: 'Лайв: ставки по ходу матча', text: 'Счёт обновляется сразу.', action: 'В лайв', link: '/ru/live', audience: 'all' },
  { id: 'welcome', image: '/media/banner-welcome.svg', title: 'Добро пожаловать', text: null, action: null, link: '/ru/registration', audience: 'guests' },
  { id: 'deposit', image: '/media/banner-deposit.svg', title: 'Пополнение за минуту', text: 'Карты и кошельки.', action: 'Пополнить', link: '/ru/office/recharge', audience: 'players' },
];

const player = { userId: 100000005, login: '100000005', currency: 'RUB', email: null, emailConfirmed: false, phone: null, credentialsSaved: true, csrfToken: 'csrf-1', hiddenSports: { line: [], live: [] } } satisfies WebViewer;

function renderInSite(options: { site: Partial<PublicSite>; viewer?: WebViewer }) {
  const rootData: RootData = { site: { ...baseTestSite, ...options.site }, dictionary: ruTestDictionary, theme: 'dark', timeZone: 'Europe/Moscow', nonce: '', viewer: options.viewer ?? null };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: <HomeBanners /> }] }], {
    initialEntries: ['/ru/'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderWithI18n(<RouterProvider router={router} />);
}

describe('home banners', () => {
  it('shows a guest the banners for everyone and for guests, each a link with its words', () => {
    renderInSite({ site: { banners } });
    const strip = screen.getByRole('region', { name: 'Акции и разделы' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Лайв: ставки по ходу матчаСчёт обновляется сразу.В лайв', '/ru/live'],
      ['Добро пожаловать', '/ru/registration'],
    ]);
    const image = links[0]!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/banner-live.svg');
    // The words are the link's name; the image is decoration.
    expect(image.getAttribute('alt')).toBe('');
    expect(links[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('shows a signed-in player the players’ banners instead of the guests’', () => {
    renderInSite({ site: { banners }, viewer: player });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/ru/live', '/ru/office/recharge']);
  });

  it('moves the strip by its width with the arrows, mirrored right to left', () => {
    renderInSite({ site: { banners } });
    const list = screen.getByRole('list');
    Object.defineProperty(list, 'clientWidth', { value: 600 });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    fireEvent.click(screen.getByRole('button', { name: 'Следующие баннеры' }));
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущие баннеры' }));
    list.style.direction = 'rtl';
    fireEvent.click(screen.getByRole('button', { name: 'Следующие баннеры' }));
    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([600, -600, -600]);
  });

  it('shows nothing where the brand has no banners, and no arrows for one', () => {
    const { container } = renderInSite({ site: { banners: [] } });
    expect(container.querySelector('[data-banners]')).toBeNull();
    renderInSite({ site: { banners: banners.slice(0, 1) } });
    expect(screen.queryByRole('button', { name: 'Следующие баннеры' })).toBeNull();
  });
});
