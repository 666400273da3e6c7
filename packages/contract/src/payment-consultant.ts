import { z } from 'zod';

// The payment consultant (spec §2 office screens "payment consultant (requests, create by topic,
// transactions, fill out)", §6 consultant and limited-consultant countries): a player asks support
// about payments by topic, optionally about one of their payments, and answers what support asks.

/** Topics by id; the limited consultant offers the first two only. Names are dictionary keys. */
export const consultantTopics = [
  { id: 1, key: 'payment_consultant_topic_deposit_missing' },
  { id: 2, key: 'payment_consultant_topic_withdrawal_delayed' },
  { id: 3, key: 'payment_consultant_topic_wrong_amount' },
  { id: 4, key: 'payment_consultant_topic_payout_details' },
  { id: 5, key: 'payment_consultant_topic_other' },
] as const;
export const LIMITED_CONSULTANT_TOPICS: readonly number[] = [1, 2];

export const paymentRequestStatuses = ['open', 'needs_info', 'answered', 'closed'] as const;

export const paymentRequestRecordSchema = z.strictObject({
  id: z.uuid(),
  number: z.number().int().positive(),
  topicId: z.number().int().positive(),
  topicKey: z.string(),
  /** The payment the request is about, by its number; null for a general question. */
  paymentId: z.uuid().nullable(),
  paymentNumber: z.number().int().positive().nullable(),
  status: z.enum(paymentRequestStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(z.strictObject({ fromSupport: z.boolean(), text: z.string(), at: z.string() })),
});
export type PaymentRequestRecord = z.infer<typeof paymentRequestRecordSchema>;
export type PaymentRequestStatus = PaymentRequestRecord['status'];

/** `getpaymentconsultant`: whether the player's country has the consultant, and on which topics. */
export const paymentConsultantAccessSchema = z.object({
  available: z.boolean(),
  limited: z.boolean(),
  topics: z.array(z.object({ id: z.number().int().positive(), key: z.string() })),
});
export type PaymentConsultantAccess = z.infer<typeof paymentConsultantAccessSchema>;

/** `getpaymentrequests`: one page of the player's requests, the most recently changed first. */
export const paymentRequestsPageSchema = z.object({
  items: z.array(paymentRequestRecordSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type PaymentRequestsPage = z.infer<typeof paymentRequestsPageSchema>;

/** `createpaymentrequest`: the new request's id. */
export const paymentRequestCreatedSchema = z.object({ id: z.uuid() });

/** The calls' paths, for the web client and tests. */
export const paymentConsultantPaths = {
  access: '/web-api/officeapi/getpaymentconsultant',
  requests: '/web-api/officeapi/getpaymentrequests',
  create: '/web-api/officeapi/createpaymentrequest',
  fill: '/web-api/officeapi/fillpaymentrequest',
} as const;

/** Bounds of a message to support, in characters after trimming. */
export const PAYMENT_REQUEST_MESSAGE_MIN = 2;
export const PAYMENT_REQUEST_MESSAGE_MAX = 2000;
const text = z.string().trim().min(PAYMENT_REQUEST_MESSAGE_MIN, 'min_symbols_limit').max(PAYMENT_REQUEST_MESSAGE_MAX);
const uuidField = z.uuid();

export const createPaymentRequestSchema = z.strictObject({
  topic_id: z.number().int().positive(),
  payment_id: uuidField.optional(),
  message: text,
});
export const fillPaymentRequestSchema = z.strictObject({ request_id: uuidField, message: text });
export const paymentRequestsQuerySchema = z.strictObject({ page_number: z.number().int().min(1).max(10_000).default(1) });

export const paymentRequestQuerySchema = z.strictObject({ request_id: uuidField });
