import { z } from 'zod';
import { pushNoticeSchema, sessionEndReasons, type PushNotice } from '@stavka/contract/push';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import type { EventBus } from '../../bus/event-bus';
import { publishAfterCommit, type Outbox } from '../outbox/service';

// What other modules may use of push (DESIGN §3). A notice for a player goes over the bus (DESIGN
// §4: push is a consumer of domain events, never called inline), so it reaches the player's sockets
// on whichever server process holds them (DESIGN §7 with NATS).

export type { PushNotice } from '@stavka/contract/push';

export const PUSH_SUBJECT = {
  /** Notices for one player: `push.user.<user id>`. */
  user: (userId: number) => `push.user.${userId}`,
  allUsers: 'push.user.*',
  /** Sessions that ended while their sockets may be open (closed from another device, password changed or reset, account blocked). */
  sessionsEnded: 'push.sessions.ended',
} as const;

export const userNoticeEventSchema = z.strictObject({ userId: z.number().int().positive(), notice: pushNoticeSchema });
export type UserNoticeEvent = z.infer<typeof userNoticeEventSchema>;

/** Sends a notice frame to every open socket of a signed-in player (game subscriptions: start, goals, result). */
export function notifyUser(bus: EventBus, userId: number, notice: PushNotice): void {
  const event: UserNoticeEvent = { userId, notice: pushNoticeSchema.parse(notice) };
  bus.publish(PUSH_SUBJECT.user(userId), event);
}

export const sessionsEndedEventSchema = z.strictObject({
  userId: z.number().int().positive(),
  sessionIds: z.array(z.string().min(1).max(64)).max(10_000),
  reason: z.enum(sessionEndReasons),
});
export type SessionsEndedEvent = z.infer<typeof sessionsEndedEventSchema>;

/**
 * Tells the sockets of ended sessions, on whichever process holds them, that their player is signed
 * out there: each gets a `session` notice and is a guest's from then on.
 */
export function signOutSockets(bus: EventBus, event: SessionsEndedEvent): void {
  if (event.sessionIds.length === 0) return;
  bus.publish(PUSH_SUBJECT.sessionsEnded, sessionsEndedEventSchema.parse(event));
}

/**
 * The same, once the unit of work that ended the sessions commits (through the outbox): for the
 * changes made where no socket is held, such as an operator's command in its own process.
 */
export async function signOutSocketsAfterCommit(outbox: Outbox, uow: UnitOfWork, event: SessionsEndedEvent): Promise<void> {
  if (event.sessionIds.length === 0) return;
  await publishAfterCommit(outbox, uow, PUSH_SUBJECT.sessionsEnded, sessionsEndedEventSchema.parse(event));
}
