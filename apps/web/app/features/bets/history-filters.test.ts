import { describe, expect, it } from 'vitest';
import { betHistoryRequest, betSearch, noBetFilters, readBetSearch } from './history-filters';

// office_history's filters in the URL: only known values are read (anything else is the default),
// only what differs from the defaults is written, and the call asks for exactly the filters set.

describe('bet history filters', () => {
  it('reads known values and drops the rest', () => {
    expect(readBetSearch(new URLSearchParams('days=90&status=won&type=system&mode=line&page=3'))).toEqual({
      filters: { days: 90, status: 'won', kind: 'system', mode: 'line' },
      page: 3,
    });
    expect(readBetSearch(new URLSearchParams('days=8&status=paid&type=chainz&mode=x&page=-1'))).toEqual({ filters: noBetFilters, page: 1 });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(betSearch(noBetFilters)).toBe('');
    const filters = { days: 1, status: 'open', kind: 'express', mode: 'live' } as const;
    expect(betSearch(filters, 2)).toBe('?days=1&status=open&type=express&mode=live&page=2');
    expect(readBetSearch(new URLSearchParams(betSearch(filters, 2)))).toEqual({ filters, page: 2 });
  });

  it('asks for the period back from now in whole minutes, and only the filters set', () => {
    const now = Date.UTC(2025, 2, 10, 12, 30, 45);
    expect(betHistoryRequest(noBetFilters, 1, now)).toEqual({ page_number: 1, date_from: Date.UTC(2025, 2, 3, 12, 30) / 1000 });
    expect(betHistoryRequest({ days: 1, status: 'returned', kind: 'single', mode: 'line' }, 4, now)).toEqual({
      page_number: 4,
      date_from: Date.UTC(2025, 2, 9, 12, 30) / 1000,
      status: ['returned'],
      kind: ['single'],
      live: false,
    });
  });
});
