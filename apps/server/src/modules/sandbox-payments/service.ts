import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { SandboxProviderPayment } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { fromMinorUnits } from '@stavka/domain/money';
import { PermanentOutboxError, type Outbox } from '../outbox/service';
import { decide, paymentById, recordPayment } from './books';
import { SIGNATURE_HEADER, signNotification } from './signature';

// The built-in sandbox payment provider (DESIGN §1.6, issue 11): an outside party that happens to
// run in this process, so deposits and withdrawals work end to end without a real provider. A
// merchant (our payments module, through its adapter) asks it to charge or pay out; the player
// approves or declines a charge on its hosted page; it then posts a signed notification to the
// merchant's URL over HTTP, retrying until the merchant answers 2xx (through the outbox).
// Payouts are decided at once: approved, unless the payout details end in 0000 (a test rule,
// like a provider's test cards), which declines them.

export { signatureProblem, signNotification, SIGNATURE_HEADER } from './signature';

export const SANDBOX_NOTIFY_TOPIC = 'sandbox-payments.notify';

export interface SandboxPaymentsOptions {
  db: Database;
  outbox: Outbox;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The merchant's webhook secret (one merchant: this deployment). */
  secret: string;
  scaleOf(currencyCode: string): number;
}

export interface SandboxPayments {
  createCharge(request: { merchantReference: string; amount: bigint; currencyCode: string; description: string; notifyUrl: string; returnUrl: string }): Promise<SandboxProviderPayment>;
  createPayout(request: { merchantReference: string; amount: bigint; currencyCode: string; description: string; notifyUrl: string; details: Record<string, string> }): Promise<SandboxProviderPayment>;
  payment(id: string): Promise<SandboxProviderPayment | undefined>;
  /** The player's decision on the hosted page; undefined when the charge was already decided. */
  decideCharge(id: string, approve: boolean): Promise<SandboxProviderPayment | undefined>;
}

interface NotifyPayload {
  notifyUrl: string;
  body: string;
}

export function createSandboxPayments(options: SandboxPaymentsOptions): SandboxPayments {
  const { db, outbox } = options;

  options.outbox.handle(SANDBOX_NOTIFY_TOPIC, async (payload) => {
    const { notifyUrl, body } = payload as NotifyPayload;
    if (typeof notifyUrl !== 'string' || typeof body !== 'string') throw new PermanentOutboxError('malformed notification');
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(options.secret, body, options.now()) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the merchant answered ${response.status}`);
  });

  /** Decides and queues the notification in one transaction: a decision is never left unsent. */
  const decideAndNotify = (id: string, status: 'approved' | 'declined') =>
    runInTransaction(db, async (uow) => {
      const decided = await decide(uow.tx, id, status, options.now());
      if (!decided) return undefined;
      const body = JSON.stringify({
        id: decided.id,
        merchant_reference: decided.merchantReference,
        kind: decided.kind,
        status: decided.status,
        amount: fromMinorUnits(decided.amount, options.scaleOf(decided.currencyCode)),
        currency: decided.currencyCode,
        decided_at: Math.floor((decided.decidedAt ?? options.now()).getTime() / 1000),
      });
      await outbox.enqueue(uow, { topic: SANDBOX_NOTIFY_TOPIC, payload: { notifyUrl: decided.notifyUrl, body } satisfies NotifyPayload, key: decided.id });
      return decided;
    });

  return {
    createCharge: (request) =>
      recordPayment(db, {
        id: `ch_${randomUUID().replaceAll('-', '')}`,
        merchantReference: request.merchantReference,
        kind: 'charge',
        amount: request.amount,
        currencyCode: request.currencyCode,
        status: 'open',
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
        description: request.description,
        createdAt: options.now(),
      }),

    async createPayout(request) {
      const payout = await recordPayment(db, {
        id: `po_${randomUUID().replaceAll('-', '')}`,
        merchantReference: request.merchantReference,
        kind: 'payout',
        amount: request.amount,
        currencyCode: request.currencyCode,
        status: 'open',
        notifyUrl: request.notifyUrl,
        description: request.description,
        createdAt: options.now(),
      });
      const declines = Object.values(request.details).some((value) => value.replace(/\s/g, '').endsWith('0000'));
      return (await decideAndNotify(payout.id, declines ? 'declined' : 'approved')) ?? payout;
    },

    payment: (id) => paymentById(db, id),
    decideCharge: (id, approve) => decideAndNotify(id, approve ? 'approved' : 'declined'),
  };
}
