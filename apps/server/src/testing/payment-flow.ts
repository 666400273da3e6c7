import { NoAnswer, type HttpAnswer, type HttpPlayer } from './http-player';
import { pause } from './server-process';

// Deposits and withdrawals as a careful client makes them over HTTP (issue 11): every call carries
// the client's idempotency key and, when no answer comes (the server died mid-request or is
// restarting), is sent again, unchanged, until one does. A deposit is the player's request, then
// their approval on the sandbox provider's page (whose notification reaches the server through the
// outbox); a withdrawal is one request that holds the money.

export type PaymentOutcome =
  /** The server took it: the payment's id (a repeat of the key names the first payment). */
  | { kind: 'accepted'; paymentId: string }
  /** The server refused it with a 4xx: nothing was written. */
  | { kind: 'refused'; status: number; body: string };

/** What happened on the way, across every attempt of one operation. */
export interface Attempts {
  /** Some request got no answer and was sent again. */
  retried: boolean;
  /** Some request was cut: sent, then the connection dropped before the answer (it may have acted). */
  cut: boolean;
}

/** How long a client keeps trying one request: a restart on a loaded machine takes tens of seconds. */
const GIVE_UP_MS = 120_000;

export class ServerError extends Error {
  override readonly name = 'ServerError';
}

/** Sends the same request until an answer comes; a 5xx is an answer, and a failure of the server. */
export async function untilAnswered(send: () => Promise<HttpAnswer>, attempts: Attempts, what: string): Promise<HttpAnswer> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    try {
      const answer = await send();
      if (answer.status >= 500) throw new ServerError(`${what} answered ${answer.status}: ${answer.body}`);
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      attempts.retried = true;
      attempts.cut ||= error.cut;
      if (Date.now() > deadline) throw new Error(`${what}: no answer for ${GIVE_UP_MS / 1000} s`, { cause: error });
      await pause(100);
    }
  }
}

interface Ok<T> {
  success: true;
  data: T;
}

/** Asks for a deposit and approves it on the sandbox provider's page; accepted once the page answers 303. */
export async function depositBySandbox(player: HttpPlayer, amount: string, key: string, attempts: Attempts): Promise<PaymentOutcome> {
  const body = { method_id: 'sandbox_card', amount, idempotency_key: key };
  const started = await untilAnswered(() => player.postJson('/web-api/payments/deposit', body), attempts, `deposit ${key}`);
  if (started.status !== 200) return { kind: 'refused', status: started.status, body: started.body };
  const { payment, redirectUrl } = (JSON.parse(started.body) as Ok<{ payment: { id: string }; redirectUrl: string }>).data;
  // The provider's page lives on the brand's origin; this player reaches the server directly.
  const checkout = new URL(redirectUrl).pathname;
  const decided = await untilAnswered(() => player.postForm(checkout, 'decision=approve'), attempts, `checkout of ${payment.id}`);
  if (decided.status !== 303) throw new Error(`the checkout of ${payment.id} answered ${decided.status}: ${decided.body}`);
  return { kind: 'accepted', paymentId: payment.id };
}

/** Requests a withdrawal to a card; accepted once the server answers 200 (the money is held). */
export async function withdrawToCard(player: HttpPlayer, amount: string, key: string, attempts: Attempts): Promise<PaymentOutcome> {
  const body = { method_id: 'sandbox_card', amount, idempotency_key: key, details: { card: '4111111111111111' } };
  const answer = await untilAnswered(() => player.postJson('/web-api/payments/withdrawal', body), attempts, `withdrawal ${key}`);
  if (answer.status !== 200) return { kind: 'refused', status: answer.status, body: answer.body };
  return { kind: 'accepted', paymentId: (JSON.parse(answer.body) as Ok<{ payment: { id: string } }>).data.payment.id };
}
