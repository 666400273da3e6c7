// Test support: renders sportsbook UI below a root route holding a brand (as the root loader
// does), with the real Russian dictionary. Only imported by *.test.tsx files.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { ruDictionary } from '@stavka/i18n/dictionaries';
import type { RootData } from '../../shared/root-data';
import { baseTestSite } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';

export const sportsSite: PublicSite = baseTestSite;

export function renderInSportsSite(ui: ReactElement, options: { oddsFormat?: OddsFormat; path?: string } = {}) {
  const rootData: RootData = {
    site: sportsSite,
    dictionary: ruDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: options.oddsFormat ?? 'decimal',
    nonce: '',
    viewer: null,
  };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: [options.path ?? '/ru/'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return { ...renderWithI18n(<RouterProvider router={router} />), router };
}
