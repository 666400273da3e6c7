import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PUSH_PATH, pushTopicKey, type PushNotice, type PushSnapshotData, type PushTopic } from '@stavka/contract/push';
import { useApiClient } from '../api-client';
import type { HttpClient } from '../http/http-client';
import type { PollingComponent } from './betting-timers';
import { LiveFeed } from './live-feed';
import { LiveSocket, pushUrl } from './live-socket';
import { LiveStore, outcomeKey, type OutcomePrice, type TopicView } from './live-store';

// React's view of the live data (DESIGN §2, UX.md "Prices"): components follow topics and read one
// price cell, one game or one topic each through useSyncExternalStore, so a price change re-renders
// only the cells that show it. The provider opens the push socket in the browser; during server
// rendering there is none and the hooks read what the store holds.

const LiveFeedContext = createContext<LiveFeed | null>(null);

const LOADING: TopicView = { status: 'loading', source: null, order: [], error: null };
const noop = () => {};

/** A feed for this page: the push socket on the page's host in a browser, none on the server. */
export function createLiveFeed(options: { http: HttpClient; lng: string | undefined }): LiveFeed {
  const canPush = typeof window !== 'undefined' && typeof WebSocket !== 'undefined';
  const socket = canPush ? new LiveSocket({ url: pushUrl(window.location, PUSH_PATH) }) : null;
  return new LiveFeed({ socket, http: options.http, lng: options.lng });
}

/** Provides a feed and runs it (opens its socket) while mounted. */
export function LiveFeedProvider({ feed, children }: { feed: LiveFeed; children: ReactNode }) {
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  return <LiveFeedContext.Provider value={feed}>{children}</LiveFeedContext.Provider>;
}

/**
 * The page's feed over the site's own API and push socket. Key it by the language: a new language
 * needs new subscriptions, since names come in it.
 */
export function PageLiveFeedProvider({ lng, children }: { lng: string; children: ReactNode }) {
  const api = useApiClient();
  const [feed] = useState(() => createLiveFeed({ http: api.http, lng }));
  return <LiveFeedProvider feed={feed}>{children}</LiveFeedProvider>;
}

export function useLiveFeed(): LiveFeed {
  const feed = useContext(LiveFeedContext);
  if (!feed) throw new Error('useLiveFeed needs a LiveFeedProvider above it');
  return feed;
}

/** The page's feed, or null outside a LiveFeedProvider (a component rendered on its own). */
export function useOptionalLiveFeed(): LiveFeed | null {
  return useContext(LiveFeedContext);
}

/** What the reading hooks read outside a provider: nothing live, so components show their own data. */
const NO_LIVE_DATA = new LiveStore();

function useReadStore(): LiveStore {
  return useContext(LiveFeedContext)?.store ?? NO_LIVE_DATA;
}

function useStoreValue<T>(store: LiveStore, key: string | null, read: () => T): T {
  const subscribe = useCallback((onChange: () => void) => (key === null ? noop : store.subscribe(key, onChange)), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Follows a topic while the component is mounted (null: none) and answers its order and status.
 * `initial` is the data the page was rendered with (its loader's Get1x2_VZip or GetGameZip answer):
 * the store takes it when it has nothing for the topic, so the first view needs no round trip.
 */
export function useLiveTopic(topic: PushTopic | null, component: PollingComponent, initial?: PushSnapshotData): TopicView {
  const feed = useLiveFeed();
  const key = topic === null ? null : pushTopicKey(topic);
  if (key !== null && initial !== undefined) feed.store.seed(key, initial);
  // The key names the topic: a new object for the same topic on each render follows nothing new.
  useEffect(() => (topic === null ? undefined : feed.follow(topic, component)), [feed, key, component]);
  return useStoreValue(feed.store, key === null ? null : `t:${key}`, () => (key === null ? LOADING : (feed.store.topic(key) ?? LOADING)));
}

/**
 * Follows several topics at once (a list across sports: one topic per sport) and answers their
 * views in the same order. `initial` seeds the first topic, as useLiveTopic does.
 */
export function useLiveTopics(topics: readonly PushTopic[], component: PollingComponent, initial?: PushSnapshotData): readonly TopicView[] {
  const feed = useLiveFeed();
  const keys = topics.map(pushTopicKey);
  const signature = keys.join(' ');
  const first = keys[0];
  if (first !== undefined && initial !== undefined) feed.store.seed(first, initial);
  const latest = useRef(topics);
  latest.current = topics;
  // Topics are added and dropped one by one: a list that grows keeps its first topics' subscriptions.
  const releases = useRef(new Map<string, () => void>());
  useEffect(() => {
    const held = releases.current;
    const wanted = new Map(latest.current.map((topic) => [pushTopicKey(topic), topic]));
    for (const [key, release] of held)
      if (!wanted.has(key)) {
        release();
        held.delete(key);
      }
    for (const [key, topic] of wanted) if (!held.has(key)) held.set(key, feed.follow(topic, component));
  }, [feed, signature, component]);
  useEffect(() => {
    const held = releases.current;
    return () => {
      for (const release of held.values()) release();
      held.clear();
    };
  }, [feed, component]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = signature === '' ? [] : signature.split(' ').map((key) => feed.store.subscribe(`t:${key}`, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [feed, signature],
  );
  // The same array while every view is the same object (useSyncExternalStore compares snapshots).
  const cache = useRef<readonly TopicView[]>([]);
  const read = () => {
    const views = signature === '' ? [] : signature.split(' ').map((key) => feed.store.topic(key) ?? LOADING);
    const previous = cache.current;
    if (views.length === previous.length && views.every((view, index) => view === previous[index])) return previous;
    cache.current = views;
    return views;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** One price cell: the price in thousandths, blocked, the last move and when it changed. */
export function useOutcomePrice(gameId: number, group: number, type: number, param?: number, playerId?: number): OutcomePrice | undefined {
  const store = useReadStore();
  return useStoreValue(store, `o:${outcomeKey(gameId, group, type, param, playerId)}`, () => store.outcome(gameId, group, type, param, playerId));
}

/** A game's list Event (teams, score, clock, main markets); prices come from useOutcomePrice. */
export function useLiveEvent(gameId: number) {
  const store = useReadStore();
  return useStoreValue(store, `e:${gameId}`, () => store.event(gameId));
}

/** A game with every market group (a game topic's data). */
export function useLiveGame(gameId: number) {
  const store = useReadStore();
  return useStoreValue(store, `g:${gameId}`, () => store.game(gameId));
}

/** Whether the game is over (the bet slip drops finished events). */
export function useGameFinished(gameId: number): boolean {
  const store = useReadStore();
  return useStoreValue(store, `f:${gameId}`, () => store.isFinished(gameId));
}

/** Calls `listener` with every notice pushed to the signed-in player. */
export function useLiveNotices(listener: (notice: PushNotice) => void): void {
  const feed = useLiveFeed();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => feed.onNotice((notice) => latest.current(notice)), [feed]);
}
