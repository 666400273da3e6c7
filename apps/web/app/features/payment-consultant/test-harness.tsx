// Test support (imported by *.test.tsx only): a consultant screen as the page shell renders it —
// root data with a signed-in player, a memory router with the office's consultant routes — talking
// to a real local node:http server on the page's origin.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { routePattern } from '@stavka/contract/route-href';
import type { PaymentConsultantAccess, PaymentRequestRecord } from '@stavka/contract/payment-consultant';
import type { PaymentRecord } from '@stavka/contract/payments';
import type { WebViewer } from '@stavka/contract/web-context';
import type { ReceivedRequest, TestServer } from '../../shared/http/test-http-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import { ConsultantHomePage } from './consultant-home-page';
import { CreateRequestPage } from './create-request-page';
import { FillRequestPage } from './fill-request-page';
import { RequestsPage } from './requests-page';
import { TransactionsPage } from './transactions-page';

export const consultantPlayer: WebViewer = {
  userId: 100000077,
  login: '100000077',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'csrf-consultant',
  hiddenSports: { line: [], live: [] },
};

export const fullAccess: PaymentConsultantAccess = {
  available: true,
  limited: false,
  topics: [
    { id: 1, key: 'payment_consultant_topic_deposit_missing' },
    { id: 2, key: 'payment_consultant_topic_withdrawal_delayed' },
    { id: 3, key: 'payment_consultant_topic_wrong_amount' },
    { id: 4, key: 'payment_consultant_topic_payout_details' },
    { id: 5, key: 'payment_consultant_topic_other' },
  ],
};

export function paymentRecord(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    number: 1017,
    direction: 'deposit',
    method: 'sandbox_card',
    methodName: 'Банковская карта',
    status: 'completed',
    amount: 500,
    amountExact: '500.00',
    fee: 0,
    feeExact: '0.00',
    currency: 'RUB',
    accountId: 501,
    createdAt: '2025-03-01T09:30:00.000Z',
    updatedAt: '2025-03-01T09:31:00.000Z',
    details: {},
    history: [{ status: 'completed', at: '2025-03-01T09:31:00.000Z', note: null }],
    ...overrides,
  };
}

export function requestRecord(overrides: Partial<PaymentRequestRecord> = {}): PaymentRequestRecord {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    number: 70001,
    topicId: 1,
    topicKey: 'payment_consultant_topic_deposit_missing',
    paymentId: null,
    paymentNumber: null,
    status: 'open',
    createdAt: '2025-03-02T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    messages: [{ fromSupport: false, text: 'Мой депозит не пришёл', at: '2025-03-02T10:00:00.000Z' }],
    ...overrides,
  };
}

/** Where the consultant's links lead, rendered by the page that lives there. */
export type ScreenRoutes = ReadonlyArray<{ path: string; element: ReactElement }>;

function CreateScreen() {
  const { topicId = '' } = useParams();
  return <CreateRequestPage key={topicId} topicId={topicId} />;
}

function FillScreen() {
  const { requestId = '' } = useParams();
  return <FillRequestPage key={requestId} requestId={requestId} />;
}

/** Every consultant screen at its route table path, as the route modules compose them. */
export const consultantScreens: ScreenRoutes = [
  { path: routePattern('office_payment_consultant'), element: <ConsultantHomePage /> },
  { path: routePattern('office_payment_consultant_create'), element: <CreateScreen /> },
  { path: routePattern('office_payment_consultant_transactions'), element: <TransactionsPage /> },
  { path: routePattern('office_payment_consultant_requests'), element: <RequestsPage /> },
  { path: routePattern('office_payment_consultant_fill'), element: <FillScreen /> },
];

export function renderConsultant(path: string, routes: ScreenRoutes = consultantScreens, viewer: WebViewer | null = consultantPlayer) {
  const rootData: RootData = {
    site: { ...baseTestSite, currencies: ['RUB', 'USD'] },
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer,
  };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [...routes, { path: '*', element: <p>elsewhere</p> }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  return { ...renderWithI18n(<RouterProvider router={router} />), router };
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
