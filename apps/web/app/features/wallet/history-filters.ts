// The payment history's filters in the page's URL (`?dir=deposit&status=paid&from=2025-01-01&to=…
// &archive=1&page=2`), so that back, forward and a shared link show the same list; and the call's
// query made of them. Days are the player's: `from` starts at midnight and `to` ends at the last
// second of the day in the player's time zone.
import { paymentStatuses, type PaymentStatusName } from '@stavka/contract/payments';
import { dayStartUtc } from '../../shared/zone-days';
import type { HistoryQuery } from './wallet-api';

export interface HistoryFilters {
  readonly direction: 'deposit' | 'withdrawal' | '';
  readonly status: PaymentStatusName | '';
  /** Calendar days, YYYY-MM-DD, or ''. */
  readonly from: string;
  readonly to: string;
  readonly includeArchive: boolean;
}

export const noFilters: HistoryFilters = { direction: '', status: '', from: '', to: '', includeArchive: false };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(text: string | null): string {
  if (text === null) return '';
  const match = DAY.exec(text);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : '';
}

export function readHistorySearch(search: URLSearchParams): { filters: HistoryFilters; page: number } {
  const direction = search.get('dir');
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    filters: {
      direction: direction === 'deposit' || direction === 'withdrawal' ? direction : '',
      status: paymentStatuses.find((candidate) => candidate === status) ?? '',
      from: validDay(search.get('from')),
      to: validDay(search.get('to')),
      includeArchive: search.get('archive') === '1',
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL's query for filters and a page; only what is set (page 1 is left out). */
export function historySearch(filters: HistoryFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.direction) query.set('dir', filters.direction);
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.includeArchive) query.set('archive', '1');
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** The history call's query: days become unix seconds at the day's bounds in `timeZone`. */
export function historyQuery(filters: HistoryFilters, page: number, timeZone: string): HistoryQuery {
  return {
    page,
    direction: filters.direction || undefined,
    statuses: filters.status ? [filters.status] : undefined,
    from: filters.from ? Math.floor(dayStartUtc(filters.from, timeZone) / 1000) : undefined,
    to: filters.to ? Math.floor(dayStartUtc(filters.to, timeZone) / 1000) + 86_399 : undefined,
    includeArchive: filters.includeArchive || undefined,
  };
}
