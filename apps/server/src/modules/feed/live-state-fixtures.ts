import type { Fixture } from './feed-events';
import type { CatalogueUpdate } from './live-state-catalogue';
import type { GameState, Market } from './model';
import type { FeedProvider, FeedSink } from './provider';

// A small scripted feed provider and a catalogue with a handful of games, for the tests of the live
// state, the feed store and the feed routes: a legitimate provider at the FeedProvider boundary
// whose every emission the test decides.

export class ScriptedProvider implements FeedProvider {
  private sink: FeedSink | undefined;
  stopped = false;

  constructor(
    readonly id = 'scripted',
    readonly heartbeatMs = 1_000,
    private readonly script: (sink: FeedSink) => void = () => {},
  ) {}

  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    this.script(sink);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.sink = undefined;
  }

  /** Emits something now, as the provider would. */
  emit(fn: (sink: FeedSink) => void): void {
    if (!this.sink) throw new Error('the scripted provider is not started');
    fn(this.sink);
  }
}

const en = (text: string, ru = text) => ({ en: text, ru });

export const testCatalogue: CatalogueUpdate = {
  sports: [
    { id: 1, name: en('Football', 'Футбол'), model: 'football', virtual: false, sort: 1 },
    { id: 4, name: en('Tennis', 'Теннис'), model: 'tennis', virtual: false, sort: 4 },
    { id: 85, name: en('FIFA', 'FIFA'), model: 'football', virtual: true, sort: 85 },
  ],
  countries: [
    { id: 0, name: en('World', 'Мир') },
    { id: 826, name: en('England', 'Англия') },
    { id: 643, name: en('Russia', 'Россия') },
  ],
  championships: [
    {
      id: 88637,
      sportId: 1,
      countryId: 826,
      name: en('England. Premier League', 'Англия. Премьер-лига'),
      parentId: null,
      sort: 10,
      top: true,
    },
    { id: 118587, sportId: 1, countryId: 0, name: en('UEFA Champions League', 'Лига чемпионов УЕФА'), parentId: null, sort: 5, top: true },
    {
      id: 118588,
      sportId: 1,
      countryId: 0,
      name: en('UEFA Champions League. Group A', 'Лига чемпионов УЕФА. Группа A'),
      parentId: 118587,
      sort: 6,
      top: false,
    },
    {
      id: 225733,
      sportId: 1,
      countryId: 643,
      name: en('Russia. Premier League', 'Россия. Премьер-лига'),
      parentId: null,
      sort: 20,
      top: false,
    },
    { id: 2001, sportId: 4, countryId: 0, name: en('ATP. Paris', 'ATP. Париж'), parentId: null, sort: 30, top: false },
    { id: 3001, sportId: 85, countryId: 0, name: en('FIFA. Volta', 'FIFA. Вольта'), parentId: null, sort: 40, top: false },
  ],
  teams: [
    {
      id: 1988,
      sportId: 1,
      countryId: 826,
      name: en('Chelsea', 'Челси'),
      rating: { attack: 1.4, defence: 0.8, elo: 1900 },
      logo: 'chelsea.png',
    },
    { id: 2026, sportId: 1, countryId: 826, name: en('Brighton', 'Брайтон'), rating: { elo: 1700 } },
  ],
  players: [{ id: 501, teamId: 1988, name: en('Cole Palmer', 'Коул Палмер') }],
};

export function idleState(overrides: Partial<GameState> = {}): GameState {
  return {
    score: [0, 0],
    periods: [],
    currentPeriod: 0,
    currentPeriodName: en(''),
    elapsedSeconds: 0,
    stats: {},
    finished: false,
    ...overrides,
  };
}

export function liveState(score: [number, number], minute: number): GameState {
  return idleState({
    score,
    periods: [
      { score: [1, 0], name: en('1st half', '1-й тайм') },
      { score: [score[0] - 1, score[1]], name: en('2nd half', '2-й тайм') },
    ],
    currentPeriod: 2,
    currentPeriodName: en('2nd half', '2-й тайм'),
    elapsedSeconds: minute * 60,
    stats: { corners: [4, 5], yellow_cards: [1, 2] },
    info: '',
  });
}

export function fixture(overrides: Partial<Fixture> & Pick<Fixture, 'id'>): Fixture {
  return {
    constId: overrides.id + 100_000_000,
    number: overrides.id % 1000,
    sportId: 1,
    champId: 88637,
    kind: 3,
    start: Math.floor(Date.UTC(2030, 0, 1, 18) / 1000),
    team1: { id: 1988, name: en('Chelsea', 'Челси') },
    team2: { id: 2026, name: en('Brighton', 'Брайтон') },
    parentId: null,
    info: { round: 'Round 2', venue: 'Stamford Bridge (London)' },
    state: idleState(),
    ...overrides,
  };
}

/** Football markets: 1X2, double chance, two total lines (2.5 main), BTTS and "each team 2+". */
export function footballMarkets(
  prices: { w1: number; x: number; w2: number; over25?: number } = { w1: 2_100, x: 3_400, w2: 3_500 },
): Market[] {
  const over = prices.over25 ?? 1_850;
  return [
    { group: 1, main: true, status: 1, outcomes: [o(1, prices.w1), o(2, prices.x), o(3, prices.w2)] },
    { group: 8, main: true, status: 1, outcomes: [o(4, 1_300), o(5, 1_350), o(6, 1_700)] },
    { group: 17, param: 2.5, main: true, status: 1, outcomes: [o(9, over), o(10, 1_950)] },
    { group: 17, param: 3.5, main: false, status: 1, outcomes: [o(9, 2_800), o(10, 1_400)] },
    { group: 19, main: true, status: 1, outcomes: [o(180, 1_700), o(181, 2_050)] },
    { group: 19, param: 2, main: false, status: 1, outcomes: [o(11273, 5_000), o(11274, 1_150)] },
    { group: 2854, param: -0.25, main: true, status: 1, outcomes: [o(3829, 1_900), o(3830, 1_950)] },
  ];
}

/** A two-way market (tennis): W1 and W2 only. */
export function tennisMarkets(): Market[] {
  return [{ group: 1, main: true, status: 1, outcomes: [o(1, 1_600), o(3, 2_300)] }];
}

function o(type: number, price: number, blocked = false) {
  return { type, price, blocked };
}

/** The games the route tests list: line and live football, a sub-game, tennis, cyber, a sub-championship. */
export const GAMES = {
  line: fixture({ id: 748_539_200, constId: 345_464_978 }),
  live: fixture({
    id: 748_600_001,
    champId: 225733,
    kind: 1,
    team1: { id: 3001, name: en('Spartak', 'Спартак') },
    team2: { id: 3002, name: en('Zenit', 'Зенит') },
    state: liveState([2, 1], 75),
  }),
  corners: fixture({
    id: 748_600_002,
    champId: 225733,
    kind: 1,
    parentId: 748_600_001,
    subGameType: en('Corners', 'Угловые'),
    team1: { id: 3001, name: en('Spartak', 'Спартак') },
    team2: { id: 3002, name: en('Zenit', 'Зенит') },
  }),
  tennis: fixture({
    id: 748_700_001,
    sportId: 4,
    champId: 2001,
    team1: { id: 4001, name: en('Player A', 'Игрок А') },
    team2: { id: 4002, name: en('Player B', 'Игрок Б') },
    info: {},
  }),
  cyber: fixture({
    id: 748_800_001,
    sportId: 85,
    champId: 3001,
    kind: 1,
    team1: { id: 5001, name: en('Team A') },
    team2: { id: 5002, name: en('Team B') },
    info: {},
  }),
  group: fixture({
    id: 748_900_001,
    champId: 118588,
    team1: { id: 6001, name: en('Real Madrid', 'Реал Мадрид') },
    team2: { id: 6002, name: en('Bayern', 'Бавария') },
  }),
} satisfies Record<string, Fixture>;

/** Emits the test catalogue and every game of GAMES with prices. */
export function emitAll(sink: FeedSink): void {
  sink.catalogue(testCatalogue);
  for (const game of Object.values(GAMES)) {
    sink.fixture(game);
    sink.prices(game.id, game.sportId === 4 ? tennisMarkets() : footballMarkets());
  }
}
