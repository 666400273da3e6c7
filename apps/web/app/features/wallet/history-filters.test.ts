import { describe, expect, it } from 'vitest';
import { dayStartUtc } from '../../shared/zone-days';
import { historyQuery, historySearch, noFilters, readHistorySearch } from './history-filters';

describe('payment history filters', () => {
  it('go to the URL and come back', () => {
    const filters = { direction: 'withdrawal', status: 'paid', from: '2025-01-01', to: '2025-01-31', includeArchive: true } as const;
    const search = historySearch(filters, 3);
    expect(search).toBe('?dir=withdrawal&status=paid&from=2025-01-01&to=2025-01-31&archive=1&page=3');
    expect(readHistorySearch(new URLSearchParams(search))).toEqual({ filters, page: 3 });
    expect(historySearch(noFilters)).toBe('');
  });

  it('ignore what is not a choice', () => {
    expect(readHistorySearch(new URLSearchParams('dir=all&status=lost&from=2025-02-30&to=x&archive=yes&page=-2'))).toEqual({
      filters: noFilters,
      page: 1,
    });
  });

  it("make the call's query with the days bounded in the player's time zone", () => {
    const query = historyQuery({ ...noFilters, from: '2025-03-01', to: '2025-03-01', status: 'completed' }, 2, 'Europe/Moscow');
    // Midnight in Moscow (UTC+3) is 21:00 UTC of the day before.
    expect(query).toEqual({
      page: 2,
      statuses: ['completed'],
      from: Date.UTC(2025, 1, 28, 21) / 1000,
      to: Date.UTC(2025, 2, 1, 20, 59, 59) / 1000,
    });
    expect(historyQuery(noFilters, 1, 'UTC')).toEqual({ page: 1 });
  });

  it('find midnight across a clock change and in offset zones', () => {
    // Berlin moves to summer time on 30 March 2025: that day starts at UTC+1, the next at UTC+2.
    expect(dayStartUtc('2025-03-30', 'Europe/Berlin')).toBe(Date.UTC(2025, 2, 29, 23));
    expect(dayStartUtc('2025-03-31', 'Europe/Berlin')).toBe(Date.UTC(2025, 2, 30, 22));
    expect(dayStartUtc('2025-03-01', '+05:30')).toBe(Date.UTC(2025, 1, 28, 18, 30));
    expect(dayStartUtc('2025-03-01', 'Not/AZone')).toBe(Date.UTC(2025, 2, 1));
  });
});
