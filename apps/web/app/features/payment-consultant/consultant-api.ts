// The payment consultant's calls as the browser makes them (spec §2 office screens), and the one
// page of the payment history the payment chooser reads. Every call resolves with the checked
// `data` or the failure, never rejects.
import { officeWalletPaths, paymentAnswerSchema, paymentHistoryPageSchema } from '@stavka/contract/office-wallet';
import {
  paymentConsultantAccessSchema,
  paymentConsultantPaths as paths,
  paymentRequestCreatedSchema,
  paymentRequestsPageSchema,
} from '@stavka/contract/payment-consultant';
import { z } from 'zod';
import type { ApiClient } from '../../shared/api-client';

export interface NewPaymentRequest {
  readonly topicId: number;
  /** The payment asked about; absent for a general question. */
  readonly paymentId?: string | undefined;
  readonly message: string;
}

export type ConsultantApi = ReturnType<typeof createConsultantApi>;

export function createConsultantApi(api: ApiClient) {
  const read = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>, signal?: AbortSignal) =>
    api.send({ url, method: 'POST', body, schema, signal, allowParallel: true });
  // A write sent again while the same one is on its way shares its answer (a double press sends once).
  const write = <T>(url: string, body: Record<string, unknown>, schema: z.ZodType<T>) => api.send({ url, method: 'POST', body, schema });
  return {
    access: (signal?: AbortSignal) => read(paths.access, {}, paymentConsultantAccessSchema, signal),
    requests: (page: number, signal?: AbortSignal) => read(paths.requests, { page_number: page }, paymentRequestsPageSchema, signal),
    create: (request: NewPaymentRequest) =>
      write(
        paths.create,
        { topic_id: request.topicId, ...(request.paymentId ? { payment_id: request.paymentId } : {}), message: request.message },
        paymentRequestCreatedSchema,
      ),
    // The fill call answers without data.
    fill: (requestId: string, message: string) => write(paths.fill, { request_id: requestId, message }, z.unknown()),
    payments: (page: number, signal?: AbortSignal) => read(officeWalletPaths.history, { page_number: page }, paymentHistoryPageSchema, signal),
    // The id is checked as a uuid before it gets here (request-draft.ts): it goes in the path as is.
    payment: (id: string, signal?: AbortSignal) =>
      api.send({ url: `${officeWalletPaths.payment}/${encodeURIComponent(id)}`, schema: paymentAnswerSchema, signal, allowParallel: true }),
  };
}
