import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/ui/test-utils';
import { eventView } from './event-view';
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
    const price = await screen.findByRole('button', { name: /Челси — Брайтон: П1, коэффициент 2,50/ });
    expect(price.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(price));
    expect(sink.picks[0]).toMatchObject({ gameId: 700_000_001, group: 1, type: 1, price: 2500, marketName: 'Исход матча', outcomeName: 'П1', team1: 'Челси', kind: 1 });
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(ru('sportsbook_slip_added', { event: 'Челси — Брайтон', outcome: 'П1' }));
    const locked = screen.getByRole('button', { name: /Реал — Бетис: П1 — ставки не принимаются/ });
    expect(locked.hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('[data-event="2"]')?.textContent).toContain(ru('sportsbook_suspended'));
  });
});
