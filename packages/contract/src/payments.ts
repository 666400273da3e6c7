import { z } from 'zod';
import { paymentMethodKinds } from './payments-config';

// Deposits, withdrawals and payment history over the API (spec §7.3–7.4, issue 11). Amounts go
// out twice, like accounts (contract/wallet.ts): a JSON number and the exact decimal text.

export const paymentStatuses = ['created', 'completed', 'declined', 'failed', 'requested', 'approved', 'paid', 'rejected'] as const;
export type PaymentStatusName = (typeof paymentStatuses)[number];

export const paymentRecordSchema = z.strictObject({
  id: z.uuid(),
  /** The short number players quote to support (office_paycheck). */
  number: z.number().int().positive(),
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  methodName: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  amountExact: z.string(),
  fee: z.number(),
  feeExact: z.string(),
  currency: z.string(),
  accountId: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Payout details, masked. */
  details: z.record(z.string(), z.string()),
  history: z.array(z.strictObject({ status: z.enum(paymentStatuses), at: z.string(), note: z.string().nullable() })),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** A method as the deposit and withdrawal pages offer it, in the account's currency. */
export const offeredMethodSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: z.enum(paymentMethodKinds),
  provider: z.string(),
  /** Exact decimal text of the bounds, null when the brand set none. */
  min: z.string().nullable(),
  max: z.string().nullable(),
  feePercent: z.string(),
  feeFixed: z.string(),
  payoutField: z.enum(['card', 'iban', 'wallet', 'none']),
});
export type OfferedMethodRecord = z.infer<typeof offeredMethodSchema>;

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'payment_key_invalid');
const accountId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();
const amount = z.union([z.number(), z.string().max(40)]);

export const depositRequestSchema = z.strictObject({ method_id: z.string().max(40), amount, account_id: accountId, idempotency_key: idempotencyKey });
/** Spec §7.3 `POST /web-api/api/trustly/v1/deposit`: a deposit by the brand's Trustly method for the player. */
export const trustlyDepositRequestSchema = depositRequestSchema.omit({ method_id: true });
export const withdrawalRequestSchema = z.strictObject({
  method_id: z.string().max(40),
  amount,
  account_id: accountId,
  idempotency_key: idempotencyKey,
  details: z.partialRecord(z.enum(['card', 'iban', 'wallet']), z.string().max(80)).default({}),
});

export const historyRequestSchema = z.strictObject({
  is_include_archive: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  page_number: z.number().int().min(1).max(100_000).default(1),
  direction: z.enum(['deposit', 'withdrawal']).optional(),
  status: z.array(z.enum(paymentStatuses)).max(8).optional(),
  /** Unix seconds. */
  date_from: z.number().int().nonnegative().optional(),
  date_to: z.number().int().nonnegative().optional(),
});

export const paymentCheckRequestSchema = z.strictObject({ number: z.union([z.number(), z.string().regex(/^\d{1,12}$/)]).transform(Number).pipe(z.number().int().positive()) });

/** Spec §9 "Paging: 50 per page"; payments older than this are the archive. */
export const PAYMENT_HISTORY_PAGE = 50;
export const PAYMENT_ARCHIVE_DAYS = 90;
