// The wallet's server state (decision 0020): one answer per key for every component that shows it
// (the header balance and the wallets page read the same lists), keyed by the signed-in player so
// that another account on this browser never sees them. Reads fail with an ApiCallError that
// carries the API failure, for the page to say what happened in the player's language.
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceLists } from '@stavka/contract/wallet';
import { BalanceNoticeMemory } from './balance-notices';
import { finalStatuses } from './payment-status';
import { createWalletApi, type HistoryQuery, type WalletApi } from './wallet-api';
import { dataOf, failureOf, useFeatureApi, usePlayerId } from '../../shared/query/api-calls';

// The shared pieces, under the names this feature's screens import.
export { dataOf, failureOf, usePlayerId };

export function useWalletApi(): WalletApi {
  return useFeatureApi(createWalletApi);
}

/** Every wallet key starts with the player, so a sign-out or another account starts afresh. */
export const walletKeys = {
  all: (userId: number) => ['wallet', userId] as const,
  balance: (userId: number) => ['wallet', userId, 'balance'] as const,
  currencies: (userId: number) => ['wallet', userId, 'currencies'] as const,
  recharge: (userId: number) => ['wallet', userId, 'recharge'] as const,
  deduce: (userId: number) => ['wallet', userId, 'deduce'] as const,
  historyAll: (userId: number) => ['wallet', userId, 'history'] as const,
  history: (userId: number, query: HistoryQuery) => ['wallet', userId, 'history', query] as const,
  historySource: (userId: number) => ['wallet', userId, 'history-source'] as const,
  payment: (userId: number, id: string) => ['wallet', userId, 'payment', id] as const,
};

const memories = new WeakMap<QueryClient, BalanceNoticeMemory>();

/** The balance notices this page has seen (one memory per server-state client, i.e. per page visit). */
export function balanceMemoryOf(client: QueryClient): BalanceNoticeMemory {
  let memory = memories.get(client);
  if (!memory) {
    memory = new BalanceNoticeMemory();
    memories.set(client, memory);
  }
  return memory;
}

/** The three account lists (spec §3), with every newer pushed balance applied. */
export function useBalanceLists() {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  const client = useQueryClient();
  return useQuery({
    queryKey: walletKeys.balance(userId ?? 0),
    enabled: userId !== null,
    queryFn: async ({ signal }): Promise<BalanceLists> => balanceMemoryOf(client).apply(dataOf(await wallet.balance(signal))),
    // Pushed notices keep it current; coming back to the tab reads it again in case the socket was down.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** The active money account, or undefined while loading. */
export function activeAccountOf(lists: BalanceLists | undefined) {
  return lists?.accounts.find((account) => account.isActive);
}

/** What the deposit page offers for the active account (read again whenever it is shown). */
export function useRechargeData() {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  return useQuery({
    queryKey: walletKeys.recharge(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf(await wallet.rechargeData(signal)),
  });
}

/** The withdrawal page: methods, the identity rule, and the requests not decided yet. */
export function useDeduceData() {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  return useQuery({
    queryKey: walletKeys.deduce(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf(await wallet.deduceData(signal)),
  });
}

/** The brand's currencies a player may open an account in. */
export function useWalletCurrencies() {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  return useQuery({
    queryKey: walletKeys.currencies(userId ?? 0),
    enabled: userId !== null,
    queryFn: async ({ signal }) => dataOf(await wallet.currencies(signal)),
  });
}

/** While a payment waits for its provider or an operator, read it again this often (push is faster; this is the fallback). */
export const PAYMENT_POLL_MS = 4_000;

/** One payment of the player, read again every few seconds until nothing more can happen to it. */
export function usePayment(id: string) {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  return useQuery({
    queryKey: walletKeys.payment(userId ?? 0, id),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf(await wallet.payment(id, signal)).payment,
    refetchInterval: (query) => (query.state.data && finalStatuses.has(query.state.data.status) ? false : PAYMENT_POLL_MS),
  });
}

/** One page of the payment history; the previous page stays shown while the next one is read. */
export function usePaymentHistory(query: HistoryQuery) {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  return useQuery({
    queryKey: walletKeys.history(userId ?? 0, query),
    enabled: userId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => dataOf(await wallet.history(query, signal)),
  });
}

/** The history filters' choices (directions and statuses). */
export function usePaymentHistorySource() {
  const userId = usePlayerId();
  const wallet = useWalletApi();
  return useQuery({
    queryKey: walletKeys.historySource(userId ?? 0),
    enabled: userId !== null,
    queryFn: async ({ signal }) => dataOf(await wallet.historySource(signal)),
  });
}
