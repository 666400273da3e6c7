import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WireGame } from '@stavka/contract/feed-wire';
import { outcome, wireEvent, wireGame } from '../../shared/live/test-wire';
import type { TreeData } from './catalogue';
import { catalogueFromWire } from './catalogue';
import { asianLines, AsianShowcase, lineText } from './home-asian';
import { SectionLists } from './section-lists';
import { SectionMenu } from './section-menu';
import { OutrightCard, winnerRunners } from './section-outright';
import { countdownText } from './section-countdown';
import { SelectionProvider } from './selection-sink';
import { renderSection } from './section-test-site';
import { recordingSlip } from './test-site';

/** The catalogue of the simulator's cyber products, as GetSportsShortZip answers it. */
const sport = (I: number, N: string, champs: [number, string][]) => ({
  I,
  N,
  R: N,
  C: champs.length * 4,
  CC: champs.length,
  L: champs.map(([LI, L]) => ({ LI, L, LE: L, LR: L, SI: I, CI: 0, T: 0, GC: 4 })),
});

const tree: TreeData = {
  live: catalogueFromWire([sport(85, 'Киберфутбол', [[850010, 'Cyber football. Premier League 2×6']])]),
  line: catalogueFromWire([
    sport(85, 'Киберфутбол', [[850010, 'Cyber football. Premier League 2×6']]),
    sport(40, 'Киберспорт', [
      [400010, 'Counter-Strike 2. Pro Series'],
      [400030, 'Valorant. Open Series'],
    ]),
  ]),
  countries: {},
};

describe('a special section', () => {
  it('shows a list per sport with its games, the mode switch and the cyber menu of sections that have games', async () => {
    const cyber = wireEvent(5001, {
      SI: 85,
      SN: 'Киберфутбол',
      LI: 850010,
      L: 'Cyber football. Premier League 2×6',
      O1: 'Лисы',
      O2: 'Волки',
      KI: 3,
    });
    const lists = [
      {
        part: { key: 'sport-85', title: 'Киберфутбол', scope: { type: 'sport' as const, sportId: 85 } },
        data: { kind: 3 as const, scope: { type: 'sport' as const, sportId: 85 }, initial: [cyber] },
      },
    ];
    renderSection(
      <SectionLists title="Киберспорт" tree={tree} mode="line" lists={lists} modeLink={(mode) => `/ru/${mode}/cyber`}>
        <SectionMenu tree={tree} mode="line" cyberOnly activeCode={1005} />
      </SectionLists>,
      { path: '/ru/line/cyber' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Киберспорт' })).toBeTruthy();
    const modes = screen.getByRole('navigation', { name: 'Линия или лайв' });
    expect(within(modes).getByRole('link', { name: 'Линия' }).getAttribute('aria-current')).toBe('page');
    expect(within(modes).getByRole('link', { name: 'Лайв' }).getAttribute('href')).toBe('/ru/live/cyber');
    const list = screen.getByRole('region', { name: 'Киберфутбол' });
    expect(within(list).getByRole('link', { name: 'Лисы — Волки' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Разделы киберспорта' });
    // Cyber streams (live cyber), cyber zone, simulated reality, sports simulators (cyber football),
    // shooters (Counter-Strike 2 and Valorant), e-sports; genres without championships are left out.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Кибертрансляции', '/ru/line/cyber/cyber-stream'],
      ['Киберзона', '/ru/line/cyber/cyber-zone'],
      ['Симулированная реальность', '/ru/line/cyber/simulated-reality'],
      ['Спортивные симуляторы', '/ru/line/cyber/sports-simulators'],
      ['Шутеры', '/ru/line/cyber/shooters'],
      ['Киберспорт', '/ru/line/cyber/e-sports'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Шутеры' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when a section has no games', async () => {
    renderSection(<SectionLists title="UFC" tree={tree} mode="live" lists={[]} modeLink={(mode) => `/ru/${mode}/ufc`} />);
    expect(await screen.findByText('Сейчас здесь нет событий. Загляните в другой раздел или режим.')).toBeTruthy();
  });
});

function race(): WireGame {
  const runners = [
    outcome(9001, 9001, 4.2, { PL: { I: 31, N: 'Синий' } }),
    outcome(9001, 9001, 2.5, { PL: { I: 32, N: 'Красный' } }),
    outcome(9002, 9002, 1.6, { PL: { I: 32, N: 'Красный' } }),
  ];
  const { GE: _GE, ...game } = wireGame(7001);
  return {
    ...game,
    KI: 3,
    SI: 301,
    SN: 'Гонки шариков',
    LI: 3010010,
    L: 'Кубок шариков. Спринт',
    LE: 'Marble Cup. Sprint',
    O1: 'Заезд 3 · 40 м',
    O1E: 'Race 3 · 40 m',
    O2: '',
    O2E: '',
    S: Math.floor(Date.now() / 1000) + 95,
    E: runners,
  };
}

describe('an outright or a race', () => {
  it('lists the runners favourite first with winner prices, and a press goes to the bet slip', async () => {
    const sink = recordingSlip();
    renderSection(
      <SelectionProvider sink={sink}>
        <OutrightCard gameId={race().I} game={race()} headingLevel={2} countdown />
      </SelectionProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Заезд 3 · 40 м' });
    const runners = within(card).getByRole('list', { name: 'Участники: Заезд 3 · 40 м' });
    expect(
      within(runners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Красный'), expect.stringContaining('Синий')]);
    fireEvent.click(within(runners).getAllByRole('button')[0] as HTMLElement);
    expect(sink.picks.map((pick) => [pick.group, pick.playerId, pick.price])).toEqual([[9001, 32, 2500]]);
    // The countdown takes over from the start time once the page's clock ticks.
    await waitFor(() => expect(within(card).getByText(/^Старт через 1:3\d$/)).toBeTruthy(), { timeout: 3_000 });
  });

  it('links its game page under the section it is shown in', async () => {
    renderSection(
      <SectionLists
        gameSection="marble"
        title="Гонки шариков"
        tree={tree}
        mode="line"
        lists={[]}
        hasOther
        modeLink={(mode) => `/ru/${mode}/marble`}
      >
        <OutrightCard gameId={race().I} game={race()} headingLevel={2} countdown />
      </SectionLists>,
      { path: '/ru/line/marble' },
    );
    const card = await screen.findByRole('article', { name: 'Заезд 3 · 40 м' });
    const links = within(card)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(links)).toEqual(new Set(['/ru/line/marble/3010010-marble-cup-sprint/7001-race-3-40-m']));
  });

  it('reads runners from grouped answers too and formats countdowns', () => {
    const grouped = wireGame(7002, [
      [[outcome(9001, 9001, 3, { PL: { I: 1, N: 'A' } })], [outcome(9001, 9001, 2, { PL: { I: 2, N: 'B' } })]],
    ]);
    expect(winnerRunners(grouped).map((o) => o.PL?.N)).toEqual(['B', 'A']);
    expect(countdownText(95)).toBe('1:35');
    expect(countdownText(3725)).toBe('1:02:05');
    expect(countdownText(-4)).toBe('0:00');
  });
});

describe('the Asian showcase', () => {
  it('shows top games with their handicap and total lines as prices', async () => {
    const game = wireEvent(9100, {
      KI: 3,
      O1: 'Джохор',
      O2: 'Селангор',
      E: [
        outcome(1, 1, 2.1),
        outcome(2, 7, 1.9, { P: -1.25 }),
        outcome(2, 8, 1.95, { P: 1.25 }),
        outcome(17, 9, 1.85, { P: 2.75 }),
        outcome(17, 10, 2.0, { P: 2.75 }),
      ],
    });
    renderSection(<AsianShowcase kind={3} title="Линия: форы и тоталы" initial={[game]} />);
    const table = await screen.findByRole('table', { name: 'Форы и тоталы: Линия: форы и тоталы' });
    const row = within(table).getByRole('row', { name: /Джохор — Селангор/ });
    const prices = within(row).getAllByRole('button');
    expect(prices.map((button) => button.textContent)).toEqual(['Ф1 −1,251,90', 'Ф2 +1,251,95', 'Б 2,751,85', 'М 2,752,00']);
    expect(lineText(outcome(2, 7, 1.9, { P: 0 }), 'en')).toBe('0');
    expect(lineText(outcome(17, 9, 1.9, { P: 2.5 }), 'en')).toBe('2.5');
    expect(asianLines({ E: [outcome(1, 1, 2)] })).toEqual([null, null, null, null]);
  });
});
