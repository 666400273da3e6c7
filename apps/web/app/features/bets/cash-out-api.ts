// The cash-out calls as the browser makes them (contract/cash-out.ts): the offers of the player's
// open bets, one bet's offer (the sale opened), selling a bet and its auto-sale rule. Every call
// resolves with what happened, never rejects: the answer, a refusal with its `ErrorCode`, or no
// answer (a sale may then be sent again: its key makes a second one answer the first).
import type { z } from 'zod';
import {
  autoSaleValueSchema,
  cashOutPaths,
  saleOffersValueSchema,
  saleValueSchema,
  type AutoSaleValue,
  type SaleOffersValue,
  type SaleValue,
} from '@stavka/contract/cash-out';
import { familyEnvelopeSchema, familyFailureSchema } from '@stavka/contract/feed-wire';
import type { ApiClient } from '../../shared/api-client';

export type CashOutOutcome<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  | { readonly kind: 'unanswered'; readonly message: string };

export interface SaleBody {
  readonly SaleBetId: number;
  readonly SeenSumm: string;
  readonly Summ?: string;
  readonly Guid: string;
}

/** A sale is idempotent by its key: the layer may send it again when no answer came. */
const SALE_RETRIES = 2;

export type CashOutApi = ReturnType<typeof createCashOutApi>;

export function createCashOutApi(api: ApiClient) {
  const family = async <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, options: { retry?: number; signal?: AbortSignal | undefined } = {}): Promise<CashOutOutcome<T>> => {
    const result = await api.http.call({
      url,
      method: 'POST',
      body,
      schema: familyEnvelopeSchema(schema),
      credentials: 'same-origin',
      allowParallel: true,
      retry: options.retry ?? 0,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (result.ok) return { kind: 'ok', value: result.data.Value as T };
    const status = result.error.response?.status;
    const refusal = familyFailureSchema.safeParse(result.error.data);
    if (status !== undefined && status < 500 && refusal.success) return { kind: 'refused', code: refusal.data.ErrorCode, message: refusal.data.Error };
    return { kind: 'unanswered', message: result.error.message };
  };
  return {
    offers: (signal?: AbortSignal): Promise<CashOutOutcome<SaleOffersValue>> => family(cashOutPaths.offer, {}, saleOffersValueSchema, { signal }),
    offer: (betId: number, signal?: AbortSignal): Promise<CashOutOutcome<SaleOffersValue>> => family(cashOutPaths.offer, { SaleBetId: betId }, saleOffersValueSchema, { signal }),
    sell: (body: SaleBody): Promise<CashOutOutcome<SaleValue>> => family(cashOutPaths.sell, { ...body }, saleValueSchema, { retry: SALE_RETRIES }),
    autoSale: (betId: number, target: string | null): Promise<CashOutOutcome<AutoSaleValue>> => family(cashOutPaths.autoSale, { SaleBetId: betId, Summ: target }, autoSaleValueSchema),
  };
}
