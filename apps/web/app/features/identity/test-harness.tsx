// Test support (imported by *.test.tsx only): identity screens inside a router whose root route
// holds a brand and a viewer, talking to a real local node:http server on the page's origin.
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import type { WebViewer } from '@stavka/contract/web-context';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { AlertsProvider } from '../../shared/alerts-context';
import { startTestServer, type ReceivedRequest, type TestServer } from '../../shared/http/test-http-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';

export const testSite: PublicSite = {
  ...baseTestSite,
  authTypes: ['login', 'email', 'phone'],
  registrationTypes: ['fast_reg', 'soc_reg', 'phone_reg', 'full_reg'],
  registrationSort: {
    fast_reg: ['country_id', 'currency', 'promo_code'],
    phone_reg: ['phone', 'currency', 'promo_code'],
    full_reg: ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'birth_date', 'country_id', 'currency', 'promo_code'],
  },
  registrationOptionalFields: ['promo_code', 'last_name'],
  currencies: ['RUB', 'USD'],
};

export const testCountries: PhoneCountryWithRule[] = [
  { id: 643, name: 'Россия', code: 'ru', phoneCode: '+7', mask: '### ###-##-##', min: 10, max: 10 },
  { id: 398, name: 'Казахстан', code: 'kz', phoneCode: '+7', mask: '### ###-##-##', min: 10, max: 10 },
];

export const testViewer: WebViewer = {
  userId: 100000005,
  login: '100000005',
  currency: 'RUB',
  email: 'ana@example.com',
  emailConfirmed: false,
  phone: null,
  credentialsSaved: false,
  csrfToken: 'csrf-1',
  hiddenSports: { line: [], live: [] },
};

export interface RenderOptions {
  readonly site?: Partial<PublicSite>;
  readonly viewer?: WebViewer | null;
  /** Where the router starts. */
  readonly path?: string;
  /** Called each time the root loader runs again (a revalidation). */
  readonly onRootLoad?: () => void;
}

/** Renders `ui` at every path below a root route that holds the brand (as the app's root loader does). */
export function renderInSite(ui: ReactElement, options: RenderOptions = {}) {
  const rootData: RootData = {
    site: { ...testSite, ...options.site },
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    nonce: '',
    viewer: options.viewer ?? null,
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => {
          options.onRootLoad?.();
          return rootData;
        },
        element: <Outlet />,
        children: [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [options.path ?? '/ru/'], hydrationData: { loaderData: { root: rootData } } },
  );
  const rendered = renderWithI18n(
    <AlertsProvider>
      <RouterProvider router={router} />
    </AlertsProvider>,
  );
  return { ...rendered, router };
}

/**
 * The file's local API server, started before its tests and on the page's origin: each test starts
 * with nothing received and the given CSRF cookie set. The answer stands for the server throughout.
 */
export function serveTestApi(csrf = 'csrf-1'): TestServer {
  let current: TestServer | undefined;
  const server = (): TestServer => {
    if (!current) throw new Error('the test API server is used before it started');
    return current;
  };
  beforeAll(async () => {
    current = await startTestServer();
    pointPageAt(current);
  });
  afterAll(() => server().close());
  beforeEach(() => {
    server().received.length = 0;
    document.cookie = `csrf_token=${csrf}; path=/`;
  });
  return {
    get baseUrl() {
      return server().baseUrl;
    },
    get received() {
      return server().received;
    },
    hits: (path) => server().hits(path),
    route: (path, handler) => server().route(path, handler),
    close: () => server().close(),
  };
}

/** Makes the page's origin the test server's, so the app's relative API calls reach it. */
export function pointPageAt(server: TestServer): void {
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
}

/** The JSON body of the last request to a path. */
export function lastBody(server: TestServer, path: string): unknown {
  const found: ReceivedRequest | undefined = server.received.filter((request) => request.url.split('?')[0] === path).at(-1);
  return found ? JSON.parse(found.body) : undefined;
}
