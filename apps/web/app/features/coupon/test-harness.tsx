// Test support (imported by *.test.tsx only): the bet slip as the page shell renders it — root data
// with a player or a guest, alerts, a live feed (over a real test push socket when given one), the
// coupon provider with an account, a memory router — talking to a real local node:http server on the
// page's origin that answers the betting calls as each test scripts them.
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import type { WebViewer } from '@stavka/contract/web-context';
import { AlertsProvider } from '../../shared/alerts-context';
import { createApiClient } from '../../shared/api-client';
import type { ReceivedRequest, TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket } from '../../shared/live/test-push-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import { CouponProvider } from './coupon-context';
import type { SlipAccount } from './one-click';
import type { SlipPick } from './slip-store';

export const slipPlayer: WebViewer = {
  userId: 100000077,
  login: '100000077',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'csrf-slip',
  hiddenSports: { line: [], live: [] },
};

export const rubAccount: SlipAccount = { currency: 'RUB', scale: 2, available: '5000.00' };

export function pick(gameId: number, price: number, extra: Partial<SlipPick> = {}): SlipPick {
  return {
    gameId,
    constId: gameId + 1_000,
    kind: 3,
    sportId: 1,
    champName: 'Англия. Премьер-лига',
    team1: `Хозяева ${gameId}`,
    team2: `Гости ${gameId}`,
    group: 1,
    type: 1,
    param: null,
    playerId: null,
    marketName: 'Исход матча',
    outcomeName: 'П1',
    price,
    blocked: false,
    updatedAt: 100,
    ...extra,
  };
}

export interface SlipRenderOptions {
  readonly site?: Partial<PublicSite>;
  readonly viewer?: WebViewer | null;
  readonly account?: SlipAccount | null;
  /** A test push server's URL: notices reach the page over a real socket. */
  readonly pushUrl?: string;
  readonly below?: ReactNode;
  /** The page the slip opens on (a shared slip's link). */
  readonly path?: string;
}

export function renderSlip(ui: ReactElement, options: SlipRenderOptions = {}) {
  const viewer = options.viewer === undefined ? slipPlayer : options.viewer;
  const rootData: RootData = {
    site: { ...baseTestSite, currencies: ['RUB', 'USD'], ...options.site },
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer,
  };
  const socket = options.pushUrl ? new LiveSocket({ url: options.pushUrl, createSocket: nodeSocket }) : null;
  const feed = new LiveFeed({ socket, http: createApiClient().http, lng: 'ru' });
  const account = options.account === undefined ? (viewer ? rubAccount : null) : options.account;
  const shell = (
    <LiveFeedProvider feed={feed}>
      <CouponProvider account={account} below={options.below}>
        <Outlet />
      </CouponProvider>
    </LiveFeedProvider>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: shell, children: [{ path: '*', element: ui }] }], {
    initialEntries: [options.path ?? '/ru/line'],
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
export function bodiesTo(server: TestServer, path: string): Record<string, unknown>[] {
  return server.received
    .filter((request: ReceivedRequest) => request.url.split('?')[0] === path && request.body !== '')
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);
}

/** The family envelope around a value (wire-format §1.1). */
export const family = (value: unknown) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });
/** A refusal in the family envelope. */
export const familyRefusal = (code: number, error: string) => ({ Id: 0, Success: false, Error: error, ErrorCode: code, Guid: '', Value: null });
/** `{success: true, data}`, the office answer envelope. */
export const ok = (data: unknown) => ({ success: true, data });

/** UpdateCoupon's answer for a slip of these selections. */
export function checkedCoupon(events: ReadonlyArray<{ gameId: number; price: number; kind?: 1 | 3 }>, overrides: Record<string, unknown> = {}) {
  return {
    Vid: events.length > 1 ? 1 : 0,
    expressNum: 0,
    Coef: null,
    Summ: 0,
    minBet: 10,
    maxBet: 20000,
    MaxPayout: 1000000,
    Currency: 'RUB',
    NeedUpdateLine: false,
    changeCf: false,
    NotValid: false,
    exceptionText: '',
    Events: events.map((event) => ({
      GameId: event.gameId,
      Type: 1,
      Param: 0,
      Coef: event.price / 1000,
      Kind: event.kind ?? 3,
      Block: false,
      Finish: false,
      Started: false,
      Changed: false,
      IsBannedExpress: false,
    })),
    ...overrides,
  };
}

/** MakeBetWeb's answer. */
export function placedBet(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    Balance: 4900,
    PayoutType: 0,
    Coupon: { UserId: slipPlayer.userId, Summ: 100, Coef: 2.5, Vid: 0, Events: [] },
    Dt: '/Date(1700000000000)/',
    lvC: false,
    lnC: false,
    waitTime: 0,
    betGUID: 'guid',
    Status: 'accepted',
    PotentialPayout: 250,
    SummPrep: 0,
    FailInfo: null,
    CanPrint: true,
    ...overrides,
  };
}

/** A bet as GET /web-api/bets/:id and the history give it. */
export function betRecord(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'single',
    vid: 0,
    systemSize: null,
    status: 'accepted',
    refusal: null,
    stake: 100,
    stakeExact: '100.00',
    coefficient: 2.5,
    potentialPayout: 250,
    potentialPayoutExact: '250.00',
    payout: null,
    payoutExact: null,
    currency: 'RUB',
    live: false,
    createdAt: '2025-03-01T09:30:00.000Z',
    settledAt: null,
    legs: [
      {
        gameId: 1,
        constId: 1001,
        sportId: 1,
        feedKind: 3,
        group: 1,
        type: 1,
        param: null,
        coefficient: 2.5,
        start: 1_900_000_000,
        names: { team1: 'Хозяева 1', team2: 'Гости 1' },
        result: null,
        explanation: null,
      },
    ],
    ...overrides,
  };
}
