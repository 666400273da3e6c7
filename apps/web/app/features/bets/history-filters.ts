// office_history's filters in the page's URL (`?days=30&status=won&type=express&mode=live&page=2`),
// so that back, forward and a shared link show the same list, and the history call's body made of
// them (spec §9: the coupon history shows 7 days by default).
import type { BetHistoryRequest } from '@stavka/contract/betting-answers';
import type { BetRecord } from '@stavka/contract/betting';

/** The periods a player picks from, in days; 7 is the default (spec §9 "Coupon history default: 7 days"). */
export const historyPeriods = [1, 7, 30, 90] as const;
export type HistoryPeriod = (typeof historyPeriods)[number];
export const DEFAULT_PERIOD: HistoryPeriod = 7;

/** Open is a waiting or accepted bet: what the player thinks of as "not settled yet". */
export const historyStatuses = ['open', 'won', 'lost', 'returned', 'cashed_out', 'refused'] as const;
export type HistoryStatus = (typeof historyStatuses)[number];

export const historyKinds = ['single', 'express', 'system'] as const;
export type HistoryKind = (typeof historyKinds)[number];

export const historyModes = ['live', 'line'] as const;
export type HistoryMode = (typeof historyModes)[number];

export interface BetFilters {
  readonly days: HistoryPeriod;
  readonly status: HistoryStatus | '';
  readonly kind: HistoryKind | '';
  readonly mode: HistoryMode | '';
}

export const noBetFilters: BetFilters = { days: DEFAULT_PERIOD, status: '', kind: '', mode: '' };

function oneOf<T extends string | number>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

export function readBetSearch(search: URLSearchParams): { filters: BetFilters; page: number } {
  const page = Number(search.get('page'));
  return {
    filters: {
      days: oneOf(historyPeriods, search.get('days')) ?? DEFAULT_PERIOD,
      status: oneOf(historyStatuses, search.get('status')) ?? '',
      kind: oneOf(historyKinds, search.get('type')) ?? '',
      mode: oneOf(historyModes, search.get('mode')) ?? '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL's query for filters and a page; only what differs from the defaults. */
export function betSearch(filters: BetFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.days !== DEFAULT_PERIOD) query.set('days', String(filters.days));
  if (filters.status) query.set('status', filters.status);
  if (filters.kind) query.set('type', filters.kind);
  if (filters.mode) query.set('mode', filters.mode);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

const statusesOf: Readonly<Record<HistoryStatus, BetRecord['status'][]>> = {
  open: ['waiting', 'accepted'],
  won: ['won'],
  lost: ['lost'],
  returned: ['returned'],
  cashed_out: ['cashed_out'],
  refused: ['refused'],
};

/**
 * The history call's body: the period back from `nowMs` (whole minutes, so the query — and its
 * cache key — stays the same for a minute), and only the filters that are set.
 */
export function betHistoryRequest(filters: BetFilters, page: number, nowMs: number): BetHistoryRequest {
  const minute = Math.floor(nowMs / 60_000) * 60;
  return {
    page_number: page,
    date_from: Math.max(0, minute - filters.days * 86_400),
    ...(filters.status ? { status: statusesOf[filters.status] } : {}),
    ...(filters.kind ? { kind: [filters.kind] } : {}),
    ...(filters.mode ? { live: filters.mode === 'live' } : {}),
  };
}

/** The open bets under the slip: every waiting or accepted bet, however old. */
export const openBetsRequest: BetHistoryRequest = { page_number: 1, date_from: 0, status: ['waiting', 'accepted'] };
