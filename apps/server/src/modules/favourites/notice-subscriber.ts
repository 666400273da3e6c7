import type { PushNotice } from '@stavka/contract/push';
import { FEED_SUBJECT, type GameEvent } from '../feed/service';
import { notifyUser } from '../push/service';
import { SUBSCRIPTION_SUBJECT, type FavouritesContext, type SubscriptionChanged } from './context';
import { langOf, type Lang } from './event-types';
import { happeningsOf, memoryOf, type GameMemory } from './notice-rules';
import { deleteGameSubscriptions, loadSubscriptions } from './repo';

// Push is a consumer of domain events (STYLE "Server", DESIGN §4): this subscriber reads every game
// event of the process's live state and, for the games players follow, sends each follower a notice
// of the events they chose, over the shared bus to whichever process holds the player's sockets.
// Every server process keeps the same index (saves are announced on the shared bus), but only the
// process that leads the feed sends: the others replay the leader's feed, so they would send each
// notice again.

interface Follower {
  events: ReadonlySet<number>;
  lang: Lang;
}

export interface NoticeSubscriber {
  stop(): void;
}

export async function startNoticeSubscriber(ctx: FavouritesContext): Promise<NoticeSubscriber> {
  const followers = new Map<number, Map<number, Follower>>();
  const memories = new Map<number, GameMemory>();

  const follow = (change: SubscriptionChanged) => {
    const game = followers.get(change.gameId) ?? new Map<number, Follower>();
    if (change.events.length === 0) game.delete(change.userId);
    else game.set(change.userId, { events: new Set(change.events), lang: change.lang });
    if (game.size === 0) {
      followers.delete(change.gameId);
      memories.delete(change.gameId);
      return;
    }
    followers.set(change.gameId, game);
    if (!memories.has(change.gameId)) {
      const entry = ctx.feed.findGame(change.gameId);
      if (entry) memories.set(change.gameId, memoryOf(entry.game));
    }
  };

  const forget = (gameId: number) => {
    followers.delete(gameId);
    memories.delete(gameId);
    if (!ctx.feed.leading) return;
    deleteGameSubscriptions(ctx.db, gameId).catch((err: unknown) => ctx.log.error({ err, gameId }, 'dropping finished subscriptions failed'));
  };

  const onGameEvent = (event: GameEvent) => {
    const game = followers.get(event.gameId);
    const memory = memories.get(event.gameId);
    if (!game || !memory) return;
    const { happenings, memory: next } = happeningsOf(event, memory);
    memories.set(event.gameId, next);
    const leading = ctx.feed.leading;
    const entry = ctx.feed.findGame(event.gameId);
    for (const happening of leading ? happenings : []) {
      for (const [userId, follower] of game) {
        if (!follower.events.has(happening.type)) continue;
        const notice: PushNotice = {
          kind: 'game',
          id: `g${event.gameId}-${event.seq}-${happening.type}`,
          at: event.at,
          gameId: event.gameId,
          constId: event.constId,
          sportId: event.sportId,
          event: happening.event,
          eventTypeId: happening.type,
          O1: entry?.game.team1.name[follower.lang] ?? '',
          O2: entry?.game.team2?.name[follower.lang] ?? '',
          score: { S1: happening.score[0], S2: happening.score[1] },
        };
        notifyUser(ctx.bus, userId, notice);
      }
    }
    if (event.type === 'finished' || event.type === 'removed') forget(event.gameId);
  };

  // Changes first, then the stored rows, so a save made while loading is not lost.
  const stopChanges = ctx.bus.subscribe<SubscriptionChanged>(SUBSCRIPTION_SUBJECT.all, follow);
  const stopGames = ctx.feed.events.subscribe<GameEvent>(FEED_SUBJECT.allGames, onGameEvent);
  for (const row of await loadSubscriptions(ctx.db)) {
    if (followers.get(row.gameId)?.has(row.userId)) continue;
    follow({ userId: row.userId, gameId: row.gameId, events: row.eventTypes, lang: langOf(row.lang) });
  }
  return {
    stop: () => {
      stopChanges();
      stopGames();
    },
  };
}
