// The consultant's server state (decision 0020, as the wallet's screens in decision 0023): read in
// the browser, keyed by the signed-in player so that another account on this browser never sees
// them. Reads fail with an ApiCallError carrying the API failure, for the page to say what
// happened in the player's language.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentRequestRecord, PaymentRequestsPage } from '@stavka/contract/payment-consultant';
import { type ConsultantApi, createConsultantApi } from './consultant-api';
import { dataOf, failureOf, useFeatureApi, usePlayerId } from '../../shared/query/api-calls';

// The shared pieces, under the names this feature's screens import.
export { dataOf, failureOf, usePlayerId };

export function useConsultantApi(): ConsultantApi {
  return useFeatureApi(createConsultantApi);
}

export const consultantKeys = {
  access: (userId: number) => ['payment-consultant', userId, 'access'] as const,
  requestsAll: (userId: number) => ['payment-consultant', userId, 'requests'] as const,
  requests: (userId: number, page: number) => ['payment-consultant', userId, 'requests', 'page', page] as const,
  request: (userId: number, id: string) => ['payment-consultant', userId, 'requests', 'one', id] as const,
  payments: (userId: number, page: number) => ['payment-consultant', userId, 'payments', page] as const,
  payment: (userId: number, id: string) => ['payment-consultant', userId, 'payment', id] as const,
};

/** Whether the player's country has the consultant changes only with the brand's settings: read rarely. */
const ACCESS_STALE_MS = 5 * 60_000;

export function useConsultantAccess() {
  const userId = usePlayerId();
  const consultant = useConsultantApi();
  return useQuery({
    queryKey: consultantKeys.access(userId ?? 0),
    enabled: userId !== null,
    staleTime: ACCESS_STALE_MS,
    queryFn: async ({ signal }) => dataOf(await consultant.access(signal)),
  });
}

/** While a request waits for support, its answer is looked for this often (there is no push notice for it). */
export const REQUESTS_POLL_MS = 30_000;

const waitsForSupport = (page: PaymentRequestsPage | undefined) => page?.items.some((request) => request.status === 'open') ?? false;

/** One page of the player's requests, the most recently changed first. */
export function usePaymentRequests(page: number) {
  const userId = usePlayerId();
  const consultant = useConsultantApi();
  // Named types: with keepPreviousData beside a refetchInterval callback, inference picks the wrong data type.
  return useQuery<PaymentRequestsPage, Error, PaymentRequestsPage, ReturnType<typeof consultantKeys.requests>>({
    queryKey: consultantKeys.requests(userId ?? 0, page),
    enabled: userId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (waitsForSupport(query.state.data) ? REQUESTS_POLL_MS : false),
    queryFn: async ({ signal }): Promise<PaymentRequestsPage> => dataOf(await consultant.requests(page, signal)),
  });
}

/** Pages read at most when looking for one request; a player has far fewer requests than this holds. */
const MAX_PAGES_SEARCHED = 20;

/**
 * One request of the player, or null when they have none with this id. The API lists requests by
 * page only, the most recently changed first, so the one a player opens (just answered by support)
 * is nearly always on the first page.
 */
export function usePaymentRequest(id: string) {
  const userId = usePlayerId();
  const consultant = useConsultantApi();
  return useQuery({
    queryKey: consultantKeys.request(userId ?? 0, id),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<PaymentRequestRecord | null> => {
      for (let page = 1; page <= MAX_PAGES_SEARCHED; page += 1) {
        const answer = dataOf(await consultant.requests(page, signal));
        const found = answer.items.find((request) => request.id === id);
        if (found) return found;
        if (page * answer.pageSize >= answer.total) return null;
      }
      return null;
    },
  });
}

/** One page of the player's payments (the payment history's call), to choose the one a question is about. */
export function usePaymentChoices(page: number) {
  const userId = usePlayerId();
  const consultant = useConsultantApi();
  return useQuery({
    queryKey: consultantKeys.payments(userId ?? 0, page),
    enabled: userId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => dataOf(await consultant.payments(page, signal)),
  });
}

/** The payment a new request is about, by its id (null when none is chosen). */
export function useChosenPayment(id: string | null) {
  const userId = usePlayerId();
  const consultant = useConsultantApi();
  return useQuery({
    queryKey: consultantKeys.payment(userId ?? 0, id ?? ''),
    enabled: userId !== null && id !== null,
    queryFn: async ({ signal }) => dataOf(await consultant.payment(id ?? '', signal)).payment,
  });
}
