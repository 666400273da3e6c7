// What a new request carries between its form and the payment chooser: the topic and the chosen
// payment in the URL (`/create/1?payment=<id>`, `/transactions?topic=1`), so back and reload keep
// them; the message typed so far in the history entry's state, never in a URL (a URL reaches logs).
import type { PaymentRecord } from '@stavka/contract/payments';
import { PAYMENT_REQUEST_MESSAGE_MAX } from '@stavka/contract/payment-consultant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOPIC_ID = /^[1-9]\d{0,5}$/;

/** The payment id of `?payment=`, when it is one. */
export function readPaymentChoice(search: URLSearchParams): string | null {
  const id = search.get('payment');
  return id !== null && UUID.test(id) ? id.toLowerCase() : null;
}

/** A topic id from the path or `?topic=`, when it is one. */
export function readTopicId(text: string | null | undefined): number | null {
  return text && TOPIC_ID.test(text) ? Number(text) : null;
}

export interface DraftState {
  readonly draft: string;
}

/** The message kept in a history entry's state (anything else there is ignored). */
export function readDraft(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const draft: unknown = Reflect.get(state, 'draft');
  return typeof draft === 'string' ? draft.slice(0, PAYMENT_REQUEST_MESSAGE_MAX) : '';
}

/** Topic ids (packages/contract/src/payment-consultant.ts) a payment's direction most likely asks about. */
const TOPIC_BY_DIRECTION: Readonly<Record<PaymentRecord['direction'], readonly number[]>> = {
  deposit: [1, 3, 5],
  withdrawal: [2, 4, 5],
};

/**
 * The topic of a question about a payment: the one the player chose, else the first offered topic
 * that fits the payment's direction, else the first offered one (null when none is offered).
 */
export function topicForPayment(direction: PaymentRecord['direction'], offered: readonly number[], chosen: number | null): number | null {
  if (chosen !== null && offered.includes(chosen)) return chosen;
  return TOPIC_BY_DIRECTION[direction].find((id) => offered.includes(id)) ?? offered[0] ?? null;
}
