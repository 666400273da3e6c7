// Test support for the special sections and home variants: renders UI below a root route holding a
// brand (with or without a global event, a home variant), inside a live feed that has no socket.
// Only imported by *.test.tsx files.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';

export const championsCup: NonNullable<PublicSite['globalEvent']> = { id: 1, champId: 10220, firstGameStart: null, name: 'Кубок чемпионов' };

export function renderSection(ui: ReactElement, options: { site?: Partial<PublicSite>; path?: string } = {}) {
  const rootData: RootData = {
    site: { ...baseTestSite, ...options.site },
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer: null,
  };
  // No socket and an address nothing listens on: the lists show what the loader gave them.
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 50 }), lng: 'ru' });
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: <LiveFeedProvider feed={feed}>{ui}</LiveFeedProvider> }] }], {
    initialEntries: [options.path ?? '/ru/'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return { ...renderWithI18n(<RouterProvider router={router} />), router, feed };
}
