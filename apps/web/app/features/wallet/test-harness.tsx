// Test support (imported by *.test.tsx only): wallet UI as the page shell renders it — root data
// with a signed-in player, alerts, the modal queue, a live feed (over a real test push socket when
// given one), a memory router — talking to a real local node:http server on the page's origin.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import type { AccountRecord, BalanceLists } from '@stavka/contract/wallet';
import type { OfferedMethodRecord, PaymentRecord } from '@stavka/contract/payments';
import type { WebViewer } from '@stavka/contract/web-context';
import { AlertsProvider } from '../../shared/alerts-context';
import { createApiClient } from '../../shared/api-client';
import type { ReceivedRequest, TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket } from '../../shared/live/test-push-server';
import { ModalQueueProvider } from '../../shared/modal-queue-context';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';

export const walletPlayer: WebViewer = {
  userId: 100000042,
  login: '100000042',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'csrf-wallet',
  hiddenSports: { line: [], live: [] },
};

export function account(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id: 501,
    idBonus: 0,
    type: 0,
    money: 0,
    moneyExact: '0.00',
    name: 'Российский рубль',
    iso: 'RUB',
    symbol: '₽',
    label: 'Российский рубль (₽)',
    isActive: true,
    currencyId: 1,
    amountOfUnplacedBets: 0,
    points: 0,
    isBonusAccount: false,
    isPointsTypeBalance: false,
    version: 0,
    scale: 2,
    ...overrides,
  };
}

export function lists(...accounts: AccountRecord[]): BalanceLists {
  return { accounts, bonuses: [], allAccounts: accounts };
}

export function method(overrides: Partial<OfferedMethodRecord> = {}): OfferedMethodRecord {
  return {
    id: 'sandbox_card',
    name: 'Банковская карта',
    kind: 'card',
    provider: 'sandbox',
    min: '100.00',
    max: '300000.00',
    feePercent: '0',
    feeFixed: '0.00',
    payoutField: 'card',
    ...overrides,
  };
}

export function payment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    number: 1017,
    direction: 'deposit',
    method: 'sandbox_card',
    methodName: 'Банковская карта',
    status: 'created',
    amount: 500,
    amountExact: '500.00',
    fee: 0,
    feeExact: '0.00',
    currency: 'RUB',
    accountId: 501,
    createdAt: '2025-03-01T09:30:00.000Z',
    updatedAt: '2025-03-01T09:30:00.000Z',
    details: {},
    history: [{ status: 'created', at: '2025-03-01T09:30:00.000Z', note: null }],
    ...overrides,
  };
}

export interface WalletRenderOptions {
  readonly path?: string;
  readonly site?: Partial<PublicSite>;
  readonly viewer?: WebViewer | null;
  /** A test push server's URL: notices reach the page over a real socket. */
  readonly pushUrl?: string;
  /** Extra routes beside the one that renders `ui` (where links and navigations lead). */
  readonly routes?: ReadonlyArray<{ path: string; element: ReactElement }>;
}

export function renderWallet(ui: ReactElement, options: WalletRenderOptions = {}) {
  const rootData: RootData = {
    site: { ...baseTestSite, currencies: ['RUB', 'USD', 'EUR'], ...options.site },
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer: options.viewer === undefined ? walletPlayer : options.viewer,
  };
  const socket = options.pushUrl ? new LiveSocket({ url: options.pushUrl, createSocket: nodeSocket }) : null;
  const feed = new LiveFeed({ socket, http: createApiClient().http, lng: 'ru' });
  const shell = (
    <LiveFeedProvider feed={feed}>
      <ModalQueueProvider>
        <Outlet />
      </ModalQueueProvider>
    </LiveFeedProvider>
  );
  const children = [...(options.routes ?? []), { path: '*', element: ui }];
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: shell, children }], {
    initialEntries: [options.path ?? '/ru/office'],
    hydrationData: { loaderData: { root: rootData } },
  });
  const rendered = renderWithI18n(
    <AlertsProvider>
      <RouterProvider router={router} />
    </AlertsProvider>,
  );
  return { ...rendered, router };
}

/** Makes the page's origin the test server's, so the app's relative API calls reach it. */
export function pointPageAt(server: TestServer): void {
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
}

/** The JSON bodies sent to a path, oldest first. */
export function bodiesTo(server: TestServer, path: string): unknown[] {
  return server.received
    .filter((request: ReceivedRequest) => request.url.split('?')[0] === path && request.body !== '')
    .map((request) => JSON.parse(request.body) as unknown);
}

/** `{success: true, data}`, the office answer envelope. */
export const ok = (data: unknown) => ({ success: true, data });
