import type { PushGameChange, PushSnapshotData } from '@stavka/contract/push';
import type { Channel } from './channel';
import type { FlushMemo } from './flush-memo';
import { outcomeRefOf, wireOutcomeOf } from './outcome-wire';
import type { PendingGame } from './pending';
import { topicOrder, type PushFeed } from './topics';
import { encodeTextFrame } from './ws-frame';

// The frames of a channel, built once and shared by its subscribers: a whole delta frame, and the
// tail of a snapshot (what follows `{"type":"snapshot","id":N,`).

export interface DeltaBuild {
  /** The delta, encoded as a WebSocket text frame; undefined when nothing the channel shows changed. */
  frame: Buffer | undefined;
  joined: number[];
  left: number[];
}

/** Takes the channel's pending changes and builds the next delta (seq + 1). */
export function buildDelta(feed: PushFeed, channel: Channel, memo: FlushMemo): DeltaBuild {
  const { joined, left, order } = channel.isList ? refreshMembers(feed, channel) : { joined: [], left: [], order: undefined };
  const changes: PushGameChange[] = [];
  const leaving = new Set(left);
  const joining = new Set(joined);
  for (const gameId of left) changes.push({ I: gameId, left: true, ...(channel.pending.get(gameId)?.finished ? { finished: true } : {}) });
  for (const [gameId, pending] of channel.pending) {
    if (leaving.has(gameId) || joining.has(gameId) || !channel.members.has(gameId)) continue;
    const change = channel.isList ? listChange(feed, channel, memo, gameId, pending) : gameChange(feed, channel, memo, gameId, pending);
    if (change) changes.push(change);
  }
  for (const gameId of joined) {
    const event = memo.event(gameId, channel.lng);
    if (event) changes.push({ I: gameId, U: event.U, event });
  }
  const newestAt = channel.newestAt;
  channel.pending.clear();
  channel.newestAt = 0;
  if (changes.length === 0 && order === undefined) return { frame: undefined, joined, left };
  const json = JSON.stringify({ type: 'delta', ch: channel.ch, seq: channel.seq + 1, ts: newestAt, changes, ...(order ? { order } : {}) });
  return { frame: encodeTextFrame(json), joined, left };
}

/** The snapshot after the last delta; undefined when a game topic's game is gone. */
export function buildSnapshotTail(feed: PushFeed, channel: Channel): Buffer | undefined {
  let data: PushSnapshotData;
  if (channel.topic.kind === 'game') {
    const game = feed.gameSnapshot(channel.topic.gameId, channel.lng);
    if (!game) return undefined;
    data = { game };
  } else {
    const events = [];
    for (const gameId of channel.order) {
      const event = feed.eventSnapshot(gameId, channel.lng);
      if (event) events.push(event);
    }
    data = { events };
  }
  return Buffer.from(JSON.stringify({ ch: channel.ch, seq: channel.seq, topic: channel.topicKey, data }).slice(1));
}

/** Recomputes a list channel's games when something may have moved them in or out. */
function refreshMembers(feed: PushFeed, channel: Channel): { joined: number[]; left: number[]; order: number[] | undefined } {
  if (!channel.orderDirty || channel.topic.kind === 'game') return { joined: [], left: [], order: undefined };
  channel.orderDirty = false;
  const next = topicOrder(feed, channel.topic);
  const nextSet = new Set(next);
  const left = [...channel.members].filter((id) => !nextSet.has(id));
  const joined = next.filter((id) => !channel.members.has(id));
  const same = next.length === channel.order.length && next.every((id, i) => id === channel.order[i]);
  channel.order = next;
  channel.members = nextSet;
  return { joined, left, order: same ? undefined : next };
}

function listChange(feed: PushFeed, channel: Channel, memo: FlushMemo, gameId: number, pending: PendingGame): PushGameChange | undefined {
  if (pending.full) {
    const event = memo.event(gameId, channel.lng);
    // A game in play that finishes stays listed a while: the flag tells the client it is over.
    return event ? { I: gameId, U: event.U, event, ...(pending.finished ? { finished: true } : {}) } : undefined;
  }
  return cellChange(feed, channel, memo, gameId, pending);
}

function gameChange(feed: PushFeed, channel: Channel, memo: FlushMemo, gameId: number, pending: PendingGame): PushGameChange | undefined {
  if (pending.removed) {
    channel.members.delete(gameId);
    return { I: gameId, left: true, ...(pending.finished ? { finished: true } : {}) };
  }
  if (pending.full) {
    const game = memo.game(gameId, channel.lng);
    return game ? { I: gameId, U: game.U, game, ...(pending.finished ? { finished: true } : {}) } : undefined;
  }
  return cellChange(feed, channel, memo, gameId, pending);
}

/** The score block and the changed outcomes of a game whose shape did not change. */
function cellChange(feed: PushFeed, channel: Channel, memo: FlushMemo, gameId: number, pending: PendingGame): PushGameChange | undefined {
  const entry = feed.findGame(gameId);
  if (!entry) return undefined;
  const change: PushGameChange = { I: gameId, U: entry.game.updatedAt };
  if (pending.state) {
    const score = memo.event(gameId, channel.lng)?.SC;
    if (score) change.SC = score;
  }
  if (pending.outcomes.size > 0) {
    const suspended = feed.state.isSuspended(entry);
    const playerName = playerNames(feed, channel.lang);
    for (const outcome of pending.outcomes.values()) {
      if (outcome.move === 'gone') (change.gone ??= []).push(outcomeRefOf(outcome));
      else (change.E ??= []).push(wireOutcomeOf(outcome, suspended, playerName));
    }
  }
  return change.SC || change.E || change.gone ? change : undefined;
}

/** Player names as the feed writes them: Russian for `ru`, English otherwise (wire-format §1.4). */
function playerNames(feed: PushFeed, lang: string): (playerId: number) => string {
  return (playerId) => {
    const name = feed.state.directory.players.get(playerId)?.name;
    if (!name) return '';
    return (lang === 'ru' ? name.ru : '') || name.en;
  };
}
