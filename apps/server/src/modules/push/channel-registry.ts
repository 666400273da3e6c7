import { pushTopicKey, type PushTopic } from '@stavka/contract/push';
import type { GameEvent } from '../feed/service';
import { Channel } from './channel';
import { buildDelta } from './channel-frames';
import type { FlushMemo } from './flush-memo';
import { LIST_GROUPS } from './outcome-wire';
import { emptyPending, mergeEvent } from './pending';
import { candidateTopicKeys, inTopic, topicOrder, type GameEntry, type PushFeed } from './topics';

// The open channels and the routing of feed events to them (DESIGN §4: "the push hub turns deltas
// into WebSocket frames per subscription"). A game's event reaches its own topic, the lists its
// sport, championship and kind belong to, and every list that holds it now (it may be leaving).

const showsAll = () => true;
const showsListGroups = (group: number) => LIST_GROUPS.has(group);

export class ChannelRegistry {
  private readonly channels = new Map<string, Channel>();
  private readonly byTopic = new Map<string, Set<Channel>>();
  /** List channels by the games they hold. */
  private readonly memberOf = new Map<number, Set<Channel>>();
  private lastCh = 0;

  constructor(private readonly feed: PushFeed) {}

  get size(): number {
    return this.channels.size;
  }

  find(topic: PushTopic, lang: string): Channel | undefined {
    return this.channels.get(`${pushTopicKey(topic)}|${lang}`);
  }

  /** The channel of a resolved topic in a language, with its games, opened on first use. */
  open(topic: PushTopic, lang: string): Channel {
    const existing = this.find(topic, lang);
    if (existing) return existing;
    const channel = new Channel(++this.lastCh, pushTopicKey(topic), topic, lang);
    channel.order = topic.kind === 'game' ? [topic.gameId] : topicOrder(this.feed, topic);
    channel.members = new Set(channel.order);
    if (channel.isList) for (const gameId of channel.order) this.index(gameId, channel, true);
    this.channels.set(channel.key, channel);
    const set = this.byTopic.get(channel.topicKey) ?? new Set<Channel>();
    set.add(channel);
    this.byTopic.set(channel.topicKey, set);
    return channel;
  }

  close(channel: Channel): void {
    this.channels.delete(channel.key);
    const set = this.byTopic.get(channel.topicKey);
    set?.delete(channel);
    if (set?.size === 0) this.byTopic.delete(channel.topicKey);
    if (channel.isList) for (const gameId of channel.members) this.index(gameId, channel, false);
  }

  /** Folds a game event into every channel it concerns; answers those that now have something to send. */
  route(event: GameEvent): Set<Channel> {
    const touched = new Set<Channel>();
    for (const key of candidateTopicKeys(this.feed, event)) for (const channel of this.byTopic.get(key) ?? []) touched.add(channel);
    for (const channel of this.memberOf.get(event.gameId) ?? []) touched.add(channel);
    const entry = this.feed.findGame(event.gameId);
    const ready = new Set<Channel>();
    for (const channel of touched) if (this.apply(channel, event, entry)) ready.add(channel);
    // A sub-game that appears or goes changes its parent's sub-game list (GetGameZip SG[]).
    const parentId = entry?.game.parentId ?? null;
    if (parentId !== null && (event.type === 'fixture' || event.type === 'removed')) {
      for (const channel of this.byTopic.get(`game:${parentId}`) ?? []) {
        const pending = channel.pending.get(parentId) ?? emptyPending();
        pending.full = true;
        channel.pending.set(parentId, pending);
        channel.newestAt = Math.max(channel.newestAt, event.at);
        ready.add(channel);
      }
    }
    return ready;
  }

  /** The catalogue changed (a championship became top, a sport virtual …): every list rechecks its games. */
  catalogueChanged(): Channel[] {
    const lists = [...this.channels.values()].filter((channel) => channel.isList);
    for (const channel of lists) channel.orderDirty = true;
    return lists;
  }

  /** Builds the channel's next delta frame from what is pending; undefined when there is nothing to send. */
  flush(channel: Channel, memo: FlushMemo): Buffer | undefined {
    const { frame, joined, left } = buildDelta(this.feed, channel, memo);
    for (const gameId of joined) this.index(gameId, channel, true);
    for (const gameId of left) this.index(gameId, channel, false);
    if (!frame) return undefined;
    channel.seq += 1;
    channel.snapshotTail = undefined;
    return frame;
  }

  private apply(channel: Channel, event: GameEvent, entry: GameEntry | undefined): boolean {
    if (channel.topic.kind === 'game') return channel.topic.gameId === event.gameId && this.merge(channel, event);
    const member = channel.members.has(event.gameId);
    const belongs = event.type !== 'removed' && entry !== undefined && inTopic(this.feed, channel.topic, entry);
    let moved = false;
    if (belongs !== member || (member && event.type === 'fixture')) {
      channel.orderDirty = true;
      moved = true;
    }
    if (!member && !belongs) return moved;
    return this.merge(channel, event) || moved;
  }

  private merge(channel: Channel, event: GameEvent): boolean {
    const pending = channel.pending.get(event.gameId) ?? emptyPending();
    channel.pending.set(event.gameId, pending);
    const changed = mergeEvent(pending, event, channel.isList ? showsListGroups : showsAll, channel.isList);
    if (changed) channel.newestAt = Math.max(channel.newestAt, event.at);
    return changed;
  }

  private index(gameId: number, channel: Channel, add: boolean): void {
    const set = this.memberOf.get(gameId) ?? new Set<Channel>();
    if (add) set.add(channel);
    else set.delete(channel);
    if (set.size === 0) this.memberOf.delete(gameId);
    else this.memberOf.set(gameId, set);
  }
}
