// Test support (only *.test.ts(x) import it): cricket events in the wire format as the simulator
// sends them, and a render below a root route holding a brand, as the root loader gives it.
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { WireEvent, WireScore } from '@stavka/contract/feed-wire';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import { CRICKET_STAT } from './cricket-score';

/** A T20 score: team 1 batted first (runs1 in `balls1` balls), team 2 chasing when `balls2` > 0. */
export function cricketScoreBlock(s: { runs: [number, number]; wickets: [number, number]; balls: [number, number] }): WireScore {
  const chasing = s.balls[1] > 0;
  const pair = (a: number, b: number) => ({ ...(a > 0 ? { S1: a } : {}), ...(b > 0 ? { S2: b } : {}) });
  return {
    FS: pair(s.runs[0], s.runs[1]),
    PS: [{ Key: 1, Value: { ...pair(s.runs[0], 0), NF: '1-й иннинг' } }, ...(chasing ? [{ Key: 2, Value: { ...pair(0, s.runs[1]), NF: '2-й иннинг' } }] : [])],
    CP: chasing ? 2 : 1,
    CPS: chasing ? '2-й иннинг' : '1-й иннинг',
    TS: 0,
    SLS: '',
    I: '',
    ST: [
      {
        Key: 0,
        Value: [
          { ID: CRICKET_STAT.wickets, N: 'Калитки', S1: String(s.wickets[0]), S2: String(s.wickets[1]) },
          { ID: CRICKET_STAT.balls, N: 'Мячи', S1: String(s.balls[0]), S2: String(s.balls[1]) },
        ],
      },
    ],
  };
}

export function cricketEvent(overrides: Partial<WireEvent> = {}): WireEvent {
  const id = overrides.I ?? 900_000_001;
  return {
    I: id,
    ZP: id,
    CI: id + 1_000_000,
    N: 7,
    SI: 66,
    SN: 'Крикет',
    SE: 'Cricket',
    LI: 4401,
    L: 'Индия. Лига T20',
    LE: 'India. T20 League',
    CN: 'Индия',
    COI: 356,
    KI: 1,
    O1: 'Мумбаи',
    O2: 'Ченнаи',
    O1E: 'Mumbai',
    O2E: 'Chennai',
    O1I: 71,
    O2I: 72,
    O1IS: [71],
    O2IS: [72],
    S: 1_788_094_800,
    U: 1_788_100_538,
    T: 1,
    R: 1,
    EC: 12,
    SGC: 0,
    SC: cricketScoreBlock({ runs: [145, 0], wickets: [3, 0], balls: [92, 0] }),
    E: [{ G: 1, T: 1, C: 1.8, CV: '1.8' }, { G: 1, T: 3, C: 2.05, CV: '2.05' }],
    AE: [],
    ...overrides,
  };
}

export function renderInSite(ui: ReactElement) {
  const rootData: RootData = { site: baseTestSite, dictionary: ruTestDictionary, theme: 'dark', timeZone: 'Europe/Moscow', oddsFormat: 'decimal', nonce: '', viewer: null };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/ru/cricket/home'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return { ...renderWithI18n(<RouterProvider router={router} />), router };
}
