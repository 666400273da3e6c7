import { pushLimits, type PushTopic } from '@stavka/contract/push';
import type { Feed } from '../feed/service';

// Which games a topic holds and in what order. A list topic holds what the matching list route
// answers (Get1x2_VZip with `champs=`, `sports=` or `top=true`): top-level games of the feed kind
// that are listed (open, or just finished in play) and have prices, sub-championships under their parent, virtual sports in
// the top list only when a sport or championship names them (wire-format §1.2).

/** What push reads of the feed (DESIGN §3: only through the feed's service). */
export type PushFeed = Pick<Feed, 'findGame' | 'eventSnapshot' | 'gameSnapshot' | 'state' | 'events'>;
export type GameEntry = NonNullable<ReturnType<Feed['findGame']>>;
export type ListTopic = Exclude<PushTopic, { kind: 'game' }>;

/**
 * The language part of a channel: the primary subtag (`ru_RU` → `ru`), since names on the wire
 * depend only on it; '' when the client sent none.
 */
export function langKey(lng: string | undefined): string {
  return lng === undefined ? '' : (lng.split(/[_-]/)[0] ?? '').toLowerCase();
}

/** Whether a topic names something the feed knows; a game topic resolves a constant id to the game id. */
export function resolveTopic(feed: PushFeed, topic: PushTopic): PushTopic | undefined {
  const dir = feed.state.directory;
  switch (topic.kind) {
    case 'game': {
      const entry = feed.findGame(topic.gameId);
      return entry ? { kind: 'game', gameId: entry.game.id } : undefined;
    }
    case 'champ':
      return dir.championships.has(topic.champId) ? topic : undefined;
    case 'sport':
      return dir.sports.has(topic.sportId) ? topic : undefined;
    case 'top':
      return topic;
  }
}

export function inTopic(feed: PushFeed, topic: ListTopic, entry: GameEntry): boolean {
  const { game } = entry;
  if (game.kind !== topic.feedKind || !feed.state.isListed(entry)) return false;
  if (game.markets.length === 0) return false;
  const dir = feed.state.directory;
  switch (topic.kind) {
    case 'champ':
      return game.champId === topic.champId || dir.rootOf(game.champId) === topic.champId;
    case 'sport':
      return game.sportId === topic.sportId;
    case 'top':
      return (dir.championships.get(dir.rootOf(game.champId))?.top ?? false) && !(dir.sports.get(game.sportId)?.virtual ?? false);
  }
}

/** The topic's games in list order (sport, championship, start time), at most pushLimits.maxTopicGames. */
export function topicOrder(feed: PushFeed, topic: ListTopic): number[] {
  const members: GameEntry[] = [];
  for (const entry of feed.state.allGames()) if (inTopic(feed, topic, entry)) members.push(entry);
  return members
    .sort(compareEntries(feed))
    .slice(0, pushLimits.maxTopicGames)
    .map((entry) => entry.game.id);
}

/** The list routes' order: sport weight, championship weight, start, id. */
function compareEntries(feed: PushFeed): (a: GameEntry, b: GameEntry) => number {
  const dir = feed.state.directory;
  const sportSort = (id: number) => dir.sports.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  const champSort = (id: number) => dir.championships.get(dir.rootOf(id))?.sort ?? Number.MAX_SAFE_INTEGER;
  return (a, b) =>
    sportSort(a.game.sportId) - sportSort(b.game.sportId) ||
    a.game.sportId - b.game.sportId ||
    champSort(a.game.champId) - champSort(b.game.champId) ||
    a.game.champId - b.game.champId ||
    a.game.start - b.game.start ||
    a.game.id - b.game.id;
}

/**
 * The topic keys a game's event may concern: the game itself and the lists its sport, championship
 * (and that championship's root) and kind belong to. Lists it has just left are found separately
 * (the channel's members).
 */
export function candidateTopicKeys(feed: PushFeed, event: { gameId: number; sportId: number; champId: number; feedKind: number }): string[] {
  const root = feed.state.directory.rootOf(event.champId);
  const kind = event.feedKind;
  const keys = [`game:${event.gameId}`, `champ:${event.champId}:${kind}`, `sport:${event.sportId}:${kind}`, `top:${kind}`];
  if (root !== event.champId) keys.push(`champ:${root}:${kind}`);
  return keys;
}
