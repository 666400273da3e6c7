import type { TestSink } from './push-test-app';

// The catalogue and games of the push tests: live and line football in a top championship, a
// non-top one and a sub-championship, a sub-game, and a virtual sport that the top list leaves out.

type Fixture = Parameters<TestSink['fixture']>[0];
type Market = Parameters<TestSink['prices']>[1][number];
type Catalogue = Parameters<TestSink['catalogue']>[0];
type GameState = Parameters<TestSink['state']>[1];

const named = (en: string, ru = en) => ({ en, ru });

export const CHAMP = { epl: 88637, ucl: 118587, uclGroup: 118588, rpl: 225733, volta: 3001 } as const;

export const testCatalogue: Catalogue = {
  sports: [
    { id: 1, name: named('Football', 'Футбол'), model: 'football', virtual: false, sort: 1 },
    { id: 85, name: named('FIFA'), model: 'football', virtual: true, sort: 85 },
  ],
  countries: [
    { id: 0, name: named('World', 'Мир') },
    { id: 826, name: named('England', 'Англия') },
    { id: 643, name: named('Russia', 'Россия') },
  ],
  championships: [
    { id: CHAMP.epl, sportId: 1, countryId: 826, name: named('England. Premier League'), parentId: null, sort: 10, top: true },
    { id: CHAMP.ucl, sportId: 1, countryId: 0, name: named('UEFA Champions League'), parentId: null, sort: 5, top: true },
    { id: CHAMP.uclGroup, sportId: 1, countryId: 0, name: named('UEFA Champions League. Group A'), parentId: CHAMP.ucl, sort: 6, top: false },
    { id: CHAMP.rpl, sportId: 1, countryId: 643, name: named('Russia. Premier League'), parentId: null, sort: 20, top: false },
    { id: CHAMP.volta, sportId: 85, countryId: 0, name: named('FIFA. Volta'), parentId: null, sort: 40, top: true },
  ],
  teams: [],
  players: [{ id: 501, teamId: null, name: named('Cole Palmer', 'Коул Палмер') }],
};

export function idleState(overrides: Partial<GameState> = {}): GameState {
  return {
    score: [0, 0],
    periods: [],
    currentPeriod: 0,
    currentPeriodName: named(''),
    elapsedSeconds: 0,
    stats: {},
    finished: false,
    ...overrides,
  };
}

export function playing(score: [number, number], minute: number): GameState {
  return idleState({ score, currentPeriod: 1, currentPeriodName: named('1st half', '1-й тайм'), elapsedSeconds: minute * 60 });
}

const START = Math.floor(Date.UTC(2030, 0, 1, 12) / 1000);

export function fixture(id: number, overrides: Partial<Fixture> = {}): Fixture {
  return {
    id,
    constId: id + 100_000_000,
    number: id % 1000,
    sportId: 1,
    champId: CHAMP.epl,
    kind: 1,
    start: START + (id % 100) * 60,
    team1: { id: 1988, name: named('Chelsea', 'Челси') },
    team2: { id: 2026, name: named('Brighton', 'Брайтон') },
    parentId: null,
    info: {},
    state: playing([1, 0], 30),
    ...overrides,
  };
}

const o = (type: number, price: number, extra: { blocked?: boolean; playerId?: number } = {}) => ({ type, price, blocked: extra.blocked ?? false, ...extra });

/** Football markets: list groups (1X2, double chance, totals, handicap) and others (BTTS, a player market). */
export function markets(prices: { w1?: number; over?: number; btts?: number } = {}): Market[] {
  return [
    { group: 1, main: true, status: 1, outcomes: [o(1, prices.w1 ?? 2_100), o(2, 3_400), o(3, 3_500)] },
    { group: 8, main: true, status: 1, outcomes: [o(4, 1_300), o(5, 1_350), o(6, 1_700)] },
    { group: 17, param: 2.5, main: true, status: 1, outcomes: [o(9, prices.over ?? 1_850), o(10, 1_950)] },
    { group: 17, param: 3.5, main: false, status: 1, outcomes: [o(9, 2_800), o(10, 1_400)] },
    { group: 2, param: -1, main: true, status: 1, outcomes: [o(7, 2_600), o(8, 1_500)] },
    { group: 2854, param: -0.25, main: true, status: 1, outcomes: [o(3829, 1_900), o(3830, 1_950)] },
    { group: 19, main: true, status: 1, outcomes: [o(180, prices.btts ?? 1_700), o(181, 2_050)] },
    { group: 62, main: true, status: 1, outcomes: [o(2, 4_500, { playerId: 501 })] },
  ];
}

export const GAMES = {
  liveEpl: fixture(700_000_001),
  liveRpl: fixture(700_000_002, { champId: CHAMP.rpl, team1: { id: 3001, name: named('Spartak', 'Спартак') }, team2: { id: 3002, name: named('Zenit', 'Зенит') } }),
  lineEpl: fixture(700_000_003, { kind: 3, state: idleState() }),
  liveGroup: fixture(700_000_004, { champId: CHAMP.uclGroup }),
  liveVolta: fixture(700_000_005, { sportId: 85, champId: CHAMP.volta }),
  corners: fixture(700_000_006, { parentId: 700_000_001, subGameType: named('Corners', 'Угловые') }),
} satisfies Record<string, Fixture>;

export function emitAll(sink: TestSink): void {
  sink.catalogue(testCatalogue);
  for (const game of Object.values(GAMES)) {
    sink.fixture(game);
    sink.prices(game.id, markets());
  }
}
