import { z } from 'zod';
import { pushNoticeSchema, type PushNotice } from '@stavka/contract/push';
import type { EventBus } from '../../bus/event-bus';

// What other modules may use of push (DESIGN §3). A notice for a player goes over the bus (DESIGN
// §4: push is a consumer of domain events, never called inline), so it reaches the player's sockets
// on whichever server process holds them (DESIGN §7 with NATS).

export type { PushNotice } from '@stavka/contract/push';

export const PUSH_SUBJECT = {
  /** Notices for one player: `push.user.<user id>`. */
  user: (userId: number) => `push.user.${userId}`,
  allUsers: 'push.user.*',
} as const;

export const userNoticeEventSchema = z.strictObject({ userId: z.number().int().positive(), notice: pushNoticeSchema });
export type UserNoticeEvent = z.infer<typeof userNoticeEventSchema>;

/** Sends a notice frame to every open socket of a signed-in player (game subscriptions: start, goals, result). */
export function notifyUser(bus: EventBus, userId: number, notice: PushNotice): void {
  const event: UserNoticeEvent = { userId, notice: pushNoticeSchema.parse(notice) };
  bus.publish(PUSH_SUBJECT.user(userId), event);
}
