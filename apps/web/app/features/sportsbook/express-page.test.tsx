import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { V1ExpressDay } from '@stavka/contract/feed-wire';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { ExpressPage } from './express-page';
import { OddsFormatProvider } from './odds-format';
import { SelectionProvider } from './selection-sink';
import type { SelectionSink } from './selection-types';
import { recordingSlip, renderInSportsSite } from './test-site';

const named = (id: number, name: string) => ({ id, name, nameEng: name });
const team = (name: string) => ({ fullName: name, fullNameEng: name, opps: [] });
const leg = (id: number, team1: string, team2: string, type: number, cf: number, parameter?: number) => ({
  id,
  constId: id + 1,
  startTs: Date.parse('2026-11-22T18:00:00Z') / 1000,
  num: 1,
  periodName: '',
  liga: named(88637, 'Англия. Премьер-лига'),
  sport: named(1, 'Футбол'),
  opponent1: team(team1),
  opponent2: team(team2),
  event: { type, groupId: type >= 9 ? 17 : 1, shortGroupId: type >= 9 ? 17 : 1, cf, cfView: String(cf), ...(parameter === undefined ? {} : { parameter }) },
});

const line: V1ExpressDay = [{ expressId: 1, cfView: '4.725', events: [leg(11, 'Челси', 'Брайтон', 1, 1.75), leg(12, 'Арсенал', 'Эвертон', 9, 2.7, 2.5)] }];

function renderPage(sink: SelectionSink) {
  // A feed without a socket and with an unreachable API: the slip's watcher has no fresh look to give.
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'ru' });
  return renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <SelectionProvider sink={sink}>
        <OddsFormatProvider initial="decimal">
          <ExpressPage data={{ tree: { live: [], line: [], countries: {} }, line, live: [] }} />
        </OddsFormatProvider>
      </SelectionProvider>
    </LiveFeedProvider>,
    { path: '/ru/express-day' },
  );
}

describe('the express of the day', () => {
  it('shows each express with its legs, their outcomes and prices, and the total price', async () => {
    renderPage(recordingSlip());
    const card = (await screen.findByRole('heading', { name: 'Экспресс 1 · событий: 2' })).closest('li') as HTMLElement;
    expect(card.querySelector('[data-total]')?.textContent).toBe('4,725');
    const legs = within(card).getAllByRole('listitem');
    expect(legs[0]?.textContent).toContain('Челси — Брайтон');
    expect(legs[0]?.textContent).toContain('1,75');
    expect(legs[1]?.textContent).toContain('Больше 2,5');
    expect(screen.getByText('Экспресса сейчас нет. Загляните позже.')).toBeTruthy();
  });

  it('puts every leg in the bet slip with one press', async () => {
    const sink = recordingSlip();
    renderPage(sink);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить в купон' }));
    expect(sink.picks.map((p) => [p.gameId, p.group, p.type, p.param, p.price, p.kind])).toEqual([
      [11, 1, 1, null, 1750, 3],
      [12, 17, 9, 2.5, 2700, 3],
    ]);
    expect(sink.picks[0]?.team1).toBe('Челси');
    expect(screen.getByText('Добавлено в купон событий: 2')).toBeTruthy();
    const done = screen.getByRole('button', { name: 'Уже в купоне' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
  });
});
