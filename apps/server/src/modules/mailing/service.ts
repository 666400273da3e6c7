import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { mailingChannels, mailingKinds, type MailingChannel, type MailingChoice, type MailingKind } from '@stavka/contract/mailing';
import type { Database } from '@stavka/db/client';
import { mailingSubscriptions } from '@stavka/db/schema';

// The player's mailing preferences (issue 13 "Settings", office_settings_mailing): one row per kind
// and channel the player ticked, kept with the time they agreed. No row, no consent.
//
// Every path that sends news or offers (an e-mail campaign, an SMS, a push about a promotion) asks
// `mayReach` for one player or `subscribersOf` for a list of them before it sends, and skips the
// others. Messages a player must get whatever they chose (codes, password resets, account notices,
// the office messages of `ops message:send`) are not mailing and do not ask.

/** The signed-in player's whole choice: for each kind, the channels ticked. */
export async function mailingChoiceOf(db: Database, userId: number): Promise<MailingChoice> {
  const rows = await db
    .select({ kind: mailingSubscriptions.kind, channel: mailingSubscriptions.channel })
    .from(mailingSubscriptions)
    .where(eq(mailingSubscriptions.userId, userId));
  const ticked = (kind: MailingKind) =>
    mailingChannels.filter((channel) => rows.some((row) => row.kind === kind && row.channel === channel));
  return { subscriptions: { news: ticked('news'), promotions: ticked('promotions'), bonuses: ticked('bonuses') } };
}

/**
 * Sets each kind named to exactly the channels listed (kinds not named stay as they were), in one
 * transaction, and answers the whole choice. A channel kept keeps the time it was first ticked.
 */
export async function saveMailingChoice(
  db: Database,
  userId: number,
  change: Partial<Record<MailingKind, readonly MailingChannel[]>>,
  now: Date,
): Promise<MailingChoice> {
  await db.transaction(async (tx) => {
    for (const kind of mailingKinds) {
      const channels = change[kind];
      if (channels === undefined) continue;
      const mine = and(eq(mailingSubscriptions.userId, userId), eq(mailingSubscriptions.kind, kind));
      await tx
        .delete(mailingSubscriptions)
        .where(channels.length > 0 ? and(mine, notInArray(mailingSubscriptions.channel, [...channels])) : mine);
      if (channels.length > 0) {
        await tx
          .insert(mailingSubscriptions)
          .values(channels.map((channel) => ({ userId, kind, channel, subscribedAt: now })))
          .onConflictDoNothing();
      }
    }
  });
  return mailingChoiceOf(db, userId);
}

/** Whether news or offers of this kind may go to this player by this channel. */
export async function mayReach(db: Database, userId: number, kind: MailingKind, channel: MailingChannel): Promise<boolean> {
  const [row] = await db
    .select({ userId: mailingSubscriptions.userId })
    .from(mailingSubscriptions)
    .where(and(eq(mailingSubscriptions.userId, userId), eq(mailingSubscriptions.kind, kind), eq(mailingSubscriptions.channel, channel)))
    .limit(1);
  return row !== undefined;
}

/** Of these players, the ones who agreed to this kind by this channel (a campaign sends to these only). */
export async function subscribersOf(
  db: Database,
  userIds: readonly number[],
  kind: MailingKind,
  channel: MailingChannel,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: mailingSubscriptions.userId })
    .from(mailingSubscriptions)
    .where(
      and(
        inArray(mailingSubscriptions.userId, [...userIds]),
        eq(mailingSubscriptions.kind, kind),
        eq(mailingSubscriptions.channel, channel),
      ),
    );
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}
