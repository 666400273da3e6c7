// The wallet's calls as the browser makes them (spec §7.3–7.4, issue 11). Every call resolves with
// the checked `data` or the failure, never rejects. Amounts go out as the text the player typed:
// the server reads them exactly (DESIGN §1), the browser never turns them into numbers.
import {
  deduceDataSchema,
  depositStartedSchema,
  officeWalletPaths as paths,
  paymentAnswerSchema,
  paymentHistoryPageSchema,
  paymentHistorySourceSchema,
  rechargeDataSchema,
  walletCurrenciesAnswerSchema,
} from '@stavka/contract/office-wallet';
import type { z } from 'zod';
import type { PaymentStatusName } from '@stavka/contract/payments';
import { balanceListsSchema } from '@stavka/contract/wallet';
import type { ApiClient } from '../../shared/api-client';

export interface DepositRequest {
  readonly methodId: string;
  readonly amount: string;
  readonly idempotencyKey: string;
}

export interface WithdrawalRequest extends DepositRequest {
  /** The payout field the method asks for (card, iban or wallet) and its value. */
  readonly details: Readonly<Partial<Record<'card' | 'iban' | 'wallet', string>>>;
}

export interface HistoryQuery {
  readonly page: number;
  readonly direction?: 'deposit' | 'withdrawal' | undefined;
  readonly statuses?: readonly PaymentStatusName[] | undefined;
  /** Unix seconds, inclusive bounds. */
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly includeArchive?: boolean | undefined;
}

/** A money call may be sent again when no answer came: its idempotency key makes the repeat harmless (DESIGN §1.3). */
const MONEY_RETRIES = 2;

export type WalletApi = ReturnType<typeof createWalletApi>;

export function createWalletApi(api: ApiClient) {
  const post = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, retry = 0) =>
    api.send({ url, method: 'POST', body, schema, allowParallel: true, retry });
  return {
    balance: (signal?: AbortSignal) => api.send({ url: paths.balance, schema: balanceListsSchema, signal, allowParallel: true }),
    setActiveAccount: (accountId: number) => post(paths.setActiveAccount, { account_id: accountId }, balanceListsSchema),
    openAccount: (currencyId: number) => post(paths.createCurrencyAccount, { currency_id: currencyId }, balanceListsSchema),
    closeAccount: (accountId: number) => post(paths.deleteCurrencyAccount, { account_id: accountId }, balanceListsSchema),
    currencies: (signal?: AbortSignal) => api.send({ url: paths.walletCurrencies, schema: walletCurrenciesAnswerSchema, signal }),
    rechargeData: (signal?: AbortSignal) =>
      api.send({ url: paths.rechargeData, method: 'POST', body: {}, schema: rechargeDataSchema, signal }),
    deduceData: (signal?: AbortSignal) => api.send({ url: paths.deduceData, method: 'POST', body: {}, schema: deduceDataSchema, signal }),
    deposit: (request: DepositRequest) =>
      post(
        paths.deposit,
        { method_id: request.methodId, amount: request.amount, idempotency_key: request.idempotencyKey },
        depositStartedSchema,
        MONEY_RETRIES,
      ),
    withdraw: (request: WithdrawalRequest) =>
      post(
        paths.withdrawal,
        { method_id: request.methodId, amount: request.amount, idempotency_key: request.idempotencyKey, details: { ...request.details } },
        paymentAnswerSchema,
        MONEY_RETRIES,
      ),
    // The id is a uuid from our own route (checked by the route table): it goes in the path as is.
    payment: (id: string, signal?: AbortSignal) =>
      api.send({ url: `${paths.payment}/${encodeURIComponent(id)}`, schema: paymentAnswerSchema, signal, allowParallel: true }),
    paymentByNumber: (number: string) => post(paths.paymentCheck, { number }, paymentAnswerSchema),
    history: (query: HistoryQuery, signal?: AbortSignal) =>
      api.send({
        url: paths.history,
        method: 'POST',
        body: historyBody(query),
        schema: paymentHistoryPageSchema,
        signal,
        allowParallel: true,
      }),
    historySource: (signal?: AbortSignal) =>
      api.send({ url: paths.historySource, method: 'POST', body: {}, schema: paymentHistorySourceSchema, signal }),
  };
}

/** The history call's body: only the filters that are set (spec §5 request building). */
export function historyBody(query: HistoryQuery): Record<string, unknown> {
  return {
    page_number: query.page,
    ...(query.direction ? { direction: query.direction } : {}),
    ...(query.statuses && query.statuses.length > 0 ? { status: [...query.statuses] } : {}),
    ...(query.from === undefined ? {} : { date_from: query.from }),
    ...(query.to === undefined ? {} : { date_to: query.to }),
    ...(query.includeArchive ? { is_include_archive: true } : {}),
  };
}
