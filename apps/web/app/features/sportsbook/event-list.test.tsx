import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/ui/test-utils';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { eventView, type EventView } from './event-view';
import { EventList } from './event-list';
import { OddsFormatProvider } from './odds-format';
import { SelectionProvider } from './selection-sink';
import { outcome, wireEvent } from './test-wire';
import { recordingSlip, renderInSportsSite } from './test-site';

describe('a list of games', () => {
  const events = [
    eventView(wireEvent()),
    eventView(wireEvent({ I: 2, ZP: 2, LI: 5, L: 'Испания. Ла Лига', O1: 'Реал', O2: 'Бетис', E: [outcome(1, 1, 1500, { B: true }), outcome(1, 2, 4000, { B: true }), outcome(1, 3, 6000, { B: true })], AE: [] })),
  ];

  it('groups games under their championship with time or clock, score, prices and +N', async () => {
    renderInSportsSite(
      <OddsFormatProvider initial="decimal">
        <EventList events={events} label="Лайв" />
      </OddsFormatProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Лайв' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Футбол. Англия. Премьер-лига', 'Футбол. Испания. Ла Лига']);
    const row = list.querySelector('[data-event="700000001"]');
    expect(row?.textContent).toContain('75:57');
    expect(row?.querySelector('[data-score="1"]')?.textContent).toBe('2');
    expect(within(list).getByRole('link', { name: ru('sportsbook_more_markets_label', { event: 'Челси — Брайтон', count: 166 }) }).getAttribute('href')).toBe(
      '/ru/live/football/88637-england-premier-league/700000001-chelsea-brighton',
    );
  });

  it('sends a pressed price to the slip, highlights it, and locks blocked prices', async () => {
    const sink = recordingSlip();
    renderInSportsSite(
      <SelectionProvider sink={sink}>
        <OddsFormatProvider initial="decimal">
          <EventList events={events} label="Лайв" />
        </OddsFormatProvider>
      </SelectionProvider>,
    );
    const price = await screen.findByRole('button', { name: /^П1 2,50 — Челси — Брайтон$/ });
    expect(price.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(price));
    expect(sink.picks[0]).toMatchObject({ gameId: 700_000_001, group: 1, type: 1, price: 2500, marketName: 'Исход матча', outcomeName: 'П1', team1: 'Челси', kind: 1 });
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(ru('sportsbook_slip_added', { event: 'Челси — Брайтон', outcome: 'П1' }));
    const locked = screen.getByRole('button', { name: /^П1 — Реал — Бетис: ставки не принимаются$/ });
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('[data-event="2"]')?.textContent).toContain(ru('sportsbook_suspended'));
  });

  it("shows each team's crest beside its name and the championship's logo in its heading, sized, lazy and described", async () => {
    const crested = eventView(wireEvent({ O1IMG: ['1988.svg'], O2IMG: ['2026.svg'], CHIMG: '88637.svg' }));
    renderInSportsSite(<EventList events={[crested, events[1] as EventView]} label="Лайв" />);
    const list = await screen.findByRole('list', { name: 'Лайв' });
    const [epl, liga] = within(list).getAllByRole('heading', { level: 3 });
    expect(within(epl as HTMLElement).getByRole('img').getAttribute('src')).toBe('/sfiles/logo_champs/88637.svg');
    expect(within(epl as HTMLElement).getByRole('img').getAttribute('alt')).toBe(ru('sportsbook_champ_logo_alt', { name: 'Англия. Премьер-лига' }));
    // Without a logo file the room stays, empty: the headings line up and nothing shifts.
    expect(within(liga as HTMLElement).queryByRole('img')).toBeNull();
    const crests = [...(list.querySelector('[data-event="700000001"]')?.querySelectorAll('img') ?? [])];
    expect(crests.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual([
      ['/sfiles/logo_teams/1988.svg', ru('sportsbook_crest_alt', { name: 'Челси' }), '16', '16', 'lazy'],
      ['/sfiles/logo_teams/2026.svg', ru('sportsbook_crest_alt', { name: 'Брайтон' }), '16', '16', 'lazy'],
    ]);
  });

  it('shows a game in play that has just finished with its final score, no clock, and its prices locked', async () => {
    const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'ru' });
    const listed = wireEvent();
    feed.store.applySnapshot('champ:88637:1', { events: [listed] }, 'server');
    renderInSportsSite(
      <LiveFeedProvider feed={feed}>
        <EventList events={[eventView(listed)]} label="Лайв" />
      </LiveFeedProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Лайв' });
    const over = wireEvent({
      U: listed.U + 60,
      SC: { FS: { S1: 3, S2: 1 }, PS: [], CP: 2, CPS: 'Игра завершена', TS: 5_640, SLS: '', I: '', ST: [] },
      E: listed.E.map((o) => ({ ...o, B: true as const })),
      AE: [],
    });
    act(() => feed.store.applyDelta('champ:88637:1', [{ I: listed.I, U: over.U, event: over, finished: true }], undefined));
    const row = list.querySelector('[data-event="700000001"]');
    expect(row?.hasAttribute('data-finished')).toBe(true);
    expect(row?.querySelector('[data-score="1"]')?.textContent).toBe('3');
    expect(row?.textContent).toContain('Игра завершена');
    expect(row?.textContent).not.toContain('94:00');
    expect(row?.textContent).toContain(ru('sportsbook_finished'));
    expect([...(row?.querySelectorAll('button[data-price]') ?? [])].every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
