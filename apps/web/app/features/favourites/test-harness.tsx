// Test support: renders favourites UI as the layout does (root data, alerts, a live feed without a
// socket, FavouritesShell) with the real Russian dictionary. Only imported by *.test.tsx files.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { WebViewer } from '@stavka/contract/web-context';
import { AlertsProvider } from '../../shared/alerts-context';
import { createApiClient } from '../../shared/api-client';
import type { TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import { FavouritesShell } from './favourites-shell';

export const testPlayer: WebViewer = {
  userId: 100000007,
  login: '100000007',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'csrf-test',
  hiddenSports: { line: [], live: [] },
};

export function renderWithFavourites(ui: ReactElement, options: { viewer?: WebViewer | null } = {}) {
  const rootData: RootData = { site: baseTestSite, dictionary: ruTestDictionary, theme: 'dark', timeZone: 'Europe/Moscow', oddsFormat: 'decimal', nonce: '', viewer: options.viewer ?? null };
  const feed = new LiveFeed({ socket: null, http: createApiClient().http, lng: 'ru' });
  // Inside the router, as in the app's shell: an alert may carry a link.
  const shell = (
    <AlertsProvider>
      <LiveFeedProvider feed={feed}>
        <FavouritesShell>
          <Outlet />
        </FavouritesShell>
      </LiveFeedProvider>
    </AlertsProvider>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: shell, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/ru/'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderWithI18n(<RouterProvider router={router} />);
}

/** Makes the page's origin the test server's, so the app's relative API calls reach it. */
export function pointPageAt(server: TestServer): void {
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
}
