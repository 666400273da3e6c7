import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import { pushTopicKey } from '@stavka/contract/push';
import { outcome, wireEvent, wireGame } from '../../shared/live/test-wire';
import { catalogueFromWire, type TreeData } from './catalogue';
import { RaceCards } from './section-outright-cards';
import type { SectionList } from './section-loaders';
import { renderSection } from './section-test-site';

// The marble races tab (issue 10 "a test that fails by chance"): its cards are the next race of
// each product with a countdown. A race that goes off leaves the line, and the card of the next
// race takes its place — the page never keeps a race whose start has passed, or one being run.

const MARBLES = 301;
const CHAMP = 3010010;
const topic = pushTopicKey({ kind: 'sport', sportId: MARBLES, feedKind: 3 });
const tree: TreeData = {
  live: [],
  line: catalogueFromWire([{ I: MARBLES, N: 'Гонки шариков', R: 'Гонки шариков', C: 2, CC: 1, L: [{ LI: CHAMP, L: 'Кубок шариков. Спринт', LE: 'Marble Cup. Sprint', LR: '', SI: MARBLES, CI: 0, T: 0, GC: 2 }] }]),
  countries: {},
};

function raceEvent(id: number, startsIn: number, name: string): WireEvent {
  const { SC: _SC, ZP: _ZP, ...event } = wireEvent(id, { KI: 3, SI: MARBLES, SN: 'Гонки шариков', LI: CHAMP, L: 'Кубок шариков. Спринт', LE: 'Marble Cup. Sprint', O1: name, O1E: name, O2: '', O2E: '', S: Math.floor(Date.now() / 1000) + startsIn, E: [], AE: [] });
  return event;
}

function raceGame(event: WireEvent): WireGame {
  const { GE: _GE, ...game } = wireGame(event.I);
  const { E: _E, AE: _AE, ...header } = event;
  return { ...game, ...header, E: [outcome(9001, 9001, 2.5, { PL: { I: 31, N: 'Синий' } }), outcome(9001, 9001, 3.1, { PL: { I: 32, N: 'Красный' } }), outcome(9001, 9001, 4.4, { PL: { I: 33, N: 'Зелёный' } })] };
}

describe('the race cards', () => {
  it('show the next race with a countdown, and the following one once it goes off', async () => {
    const first = raceEvent(7101, 40, 'Заезд 1 · 40 м');
    const second = raceEvent(7102, 160, 'Заезд 2 · 40 м');
    const lists: SectionList[] = [{ part: { key: 'sport-301', title: 'Гонки шариков', scope: { type: 'sport', sportId: MARBLES } }, data: { kind: 3, scope: { type: 'sport', sportId: MARBLES }, initial: [second, first] } }];
    const { feed } = renderSection(<RaceCards lists={lists} tree={tree} games={[raceGame(first)]} />, { path: '/ru/line/marble' });
    const card = await screen.findByRole('article', { name: 'Заезд 1 · 40 м' });
    await waitFor(() => expect(card.querySelector('[data-countdown]')).not.toBeNull(), { timeout: 3_000 });
    expect(within(card).getAllByRole('button')).toHaveLength(3);

    // The first race is off: it leaves the line, and the second is the next race.
    act(() => feed.store.applyDelta(topic, [{ I: first.I, left: true }], [second.I]));
    expect(screen.queryByRole('article', { name: 'Заезд 1 · 40 м' })).toBeNull();
    expect(document.querySelector(`[data-outright-loading="${second.I}"]`)).not.toBeNull();
    // Its runners come with its game topic's snapshot.
    act(() => feed.store.applySnapshot(`game:${second.I}`, { game: raceGame(second) }, 'socket'));
    const next = await screen.findByRole('article', { name: 'Заезд 2 · 40 м' });
    await waitFor(() => expect(next.querySelector('[data-countdown]')?.textContent).toMatch(/^Старт через 2:\d\d$/), { timeout: 3_000 });
  });
});
