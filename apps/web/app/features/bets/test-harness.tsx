// Test support (imported by *.test.tsx only): the player's bets as the page shell renders them —
// root data with a player, a live feed (over a real test push socket when given one), a memory
// router — talking to a real local node:http server on the page's origin.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { BetLegRecord, BetRecord } from '@stavka/contract/betting';
import type { WebViewer } from '@stavka/contract/web-context';
import { createApiClient } from '../../shared/api-client';
import type { ReceivedRequest, TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket } from '../../shared/live/test-push-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import type { DescribeLeg } from './bet-format';

export const betsPlayer: WebViewer = {
  userId: 100000088,
  login: '100000088',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'csrf-bets',
  hiddenSports: { line: [], live: [] },
};

/** The layout names legs by the sportsbook's tables; these tests name the few they use. */
export const describeLeg: DescribeLeg = (leg) => ({
  market: leg.group === 17 ? 'Тотал' : 'Исход матча',
  outcome: leg.group === 17 ? `Больше (${leg.param ?? ''})` : leg.type === 1 ? 'П1' : leg.type === 2 ? 'X' : 'П2',
});

export function leg(gameId: number, overrides: Partial<BetLegRecord> = {}): BetLegRecord {
  return {
    gameId,
    constId: gameId + 1000,
    sportId: 1,
    feedKind: 3,
    group: 1,
    type: 1,
    param: null,
    coefficient: 2.5,
    start: 1_900_000_000,
    names: { team1: `Хозяева ${gameId}`, team2: `Гости ${gameId}` },
    result: null,
    explanation: null,
    ...overrides,
  };
}

export function bet(id: number, overrides: Partial<BetRecord> = {}): BetRecord {
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
    legs: [leg(1)],
    ...overrides,
  };
}

export function renderBets(ui: ReactElement, options: { path?: string; pushUrl?: string; viewer?: WebViewer | null } = {}) {
  const rootData: RootData = {
    site: baseTestSite,
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: 'decimal',
    nonce: '',
    viewer: options.viewer === undefined ? betsPlayer : options.viewer,
  };
  const socket = options.pushUrl ? new LiveSocket({ url: options.pushUrl, createSocket: nodeSocket }) : null;
  const feed = new LiveFeed({ socket, http: createApiClient().http, lng: 'ru' });
  const shell = (
    <LiveFeedProvider feed={feed}>
      <Outlet />
    </LiveFeedProvider>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: shell, children: [{ path: '*', element: ui }] }], {
    initialEntries: [options.path ?? '/ru/office/history'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return { ...renderWithI18n(<RouterProvider router={router} />), router };
}

export function pointPageAt(server: TestServer): void {
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
}

export function bodiesTo(server: TestServer, path: string): Record<string, unknown>[] {
  return server.received
    .filter((request: ReceivedRequest) => request.url.split('?')[0] === path && request.body !== '')
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);
}

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: BetRecord[], total = items.length) => ok({ items, total, page: 1, pageSize: 50 });
