import { randomUUID } from 'node:crypto';
import { consultantTopics, LIMITED_CONSULTANT_TOPICS, type PaymentRequestRecord } from '@stavka/contract/payment-consultant';
import type { PaymentsSection } from '@stavka/contract/payments-config';
import type { Database } from '@stavka/db/client';
import type { PaymentRequest, PaymentRequestMessage } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import { addMessage, insertRequest, messagesOf, requestOf, requestsOf, setRequestStatus } from './consultant-repo';
import { playerPayment } from './repo';

// The payment consultant (spec §2, §6): in the brand's consultant countries a player may ask
// support about payments by topic; in its limited-consultant countries only about the first topics.
// Support answers from the operator command line (`consultant:reply`), or asks the player to fill
// something out; the player's answer reopens the request.

export interface ConsultantAccess {
  available: boolean;
  limited: boolean;
  topics: { id: number; key: string }[];
}

export function consultantAccess(payments: Pick<PaymentsSection, 'consultantCountries' | 'limitedConsultantCountries'>, countryId: number): ConsultantAccess {
  const limited = payments.limitedConsultantCountries.includes(countryId);
  const available = limited || payments.consultantCountries.includes(countryId);
  const topics = available ? consultantTopics.filter((t) => !limited || LIMITED_CONSULTANT_TOPICS.includes(t.id)).map((t) => ({ id: t.id, key: t.key })) : [];
  return { available, limited, topics };
}

export async function createRequest(
  db: Database,
  player: { id: number; siteId: number; access: ConsultantAccess },
  input: { topicId: number; paymentId?: string | undefined; message: string; now: Date },
): Promise<string> {
  if (!player.access.available) throw new AppError('forbidden', 'The payment consultant is not available in your country');
  if (!player.access.topics.some((t) => t.id === input.topicId)) throw validationFailed({ topic_id: ['payment_consultant_topic_unavailable'] });
  if (input.paymentId !== undefined && !(await playerPayment(db, player.id, { id: input.paymentId }))) throw validationFailed({ payment_id: ['payment_not_found'] });
  return runInTransaction(db, async (uow) => {
    const request = await insertRequest(uow.tx, {
      id: randomUUID(),
      siteId: player.siteId,
      userId: player.id,
      topicId: input.topicId,
      paymentId: input.paymentId ?? null,
      status: 'open',
      createdAt: input.now,
      updatedAt: input.now,
    });
    await addMessage(uow.tx, { requestId: request.id, author: 'player', body: input.message, at: input.now });
    return request.id;
  });
}

/** The player answers what support asked (or adds to an open request); a closed one takes nothing. */
export async function fillRequest(db: Database, playerId: number, input: { requestId: string; message: string; now: Date }): Promise<void> {
  await runInTransaction(db, async (uow) => {
    const request = await requestOf(uow.tx, { id: input.requestId, userId: playerId });
    if (!request) throw new AppError('not_found', 'You have no request with this id');
    if (request.status === 'closed') throw new AppError('conflict', 'The request is closed');
    await addMessage(uow.tx, { requestId: request.id, author: 'player', body: input.message, at: input.now });
    await setRequestStatus(uow.tx, request.id, 'open', input.now);
  });
}

/** Support's answer; `needsInfo` asks the player to fill something out; `close` ends the request. */
export async function replyToRequest(db: Database, input: { number: number; operator: string; message: string; needsInfo: boolean; close: boolean; now: Date }): Promise<PaymentRequest> {
  return runInTransaction(db, async (uow) => {
    const request = await requestOf(uow.tx, { number: input.number });
    if (!request) throw new AppError('not_found', `No request ${input.number}`);
    if (request.status === 'closed') throw new AppError('conflict', 'The request is closed');
    if (input.message.trim() !== '') await addMessage(uow.tx, { requestId: request.id, author: `support:${input.operator}`, body: input.message.trim(), at: input.now });
    const status = input.close ? 'closed' : input.needsInfo ? 'needs_info' : 'answered';
    await setRequestStatus(uow.tx, request.id, status, input.now);
    return { ...request, status };
  });
}

export async function listRequests(db: Database, query: Parameters<typeof requestsOf>[1]): Promise<{ items: PaymentRequestRecord[]; total: number }> {
  const { rows, total } = await requestsOf(db, query);
  const messages = await messagesOf(db, rows.map((r) => r.request.id));
  return { items: rows.map((row) => presentRequest(row.request, row.paymentNumber, messages)), total };
}

function presentRequest(request: PaymentRequest, paymentNumber: number | null, messages: readonly PaymentRequestMessage[]): PaymentRequestRecord {
  return {
    id: request.id,
    number: request.number,
    topicId: request.topicId,
    topicKey: consultantTopics.find((t) => t.id === request.topicId)?.key ?? 'payment_consultant_topic_other',
    paymentId: request.paymentId,
    paymentNumber,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    messages: messages
      .filter((m) => m.requestId === request.id)
      .map((m) => ({ fromSupport: m.author !== 'player', text: m.body, at: m.createdAt.toISOString() })),
  };
}
