// The one hook the pages read live events through (issue 4 brief: swapping polling for push is this
// file). Today it polls the list routes at the intervals of wire-format §5 (spec §4 timer); the
// answers also refresh the bet slip's prices for the games it holds, so a row and the slip agree.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { createFeedClient } from './feed-client';
import { LiveEventsSource, queryKey, type LiveSnapshot, type LiveTopic } from './live-events-source';
import { useSelectionSink } from './selection-sink';
import { updatesForTargets } from './slip-watch';
import { usePauseWhenHidden } from './use-pause-when-hidden';

export type { LiveSnapshot, LiveTopic } from './live-events-source';

/**
 * The events of a list, live. `initial` is the loader's answer for the first page (the server
 * renders it); later pages in `topic.queries` are fetched as they are added. A change of the list
 * itself (another sport) needs a new component: key the caller by what the list shows.
 */
export function useLiveEvents(topic: LiveTopic, initial: readonly WireEvent[] | null): LiveSnapshot {
  const sink = useSelectionSink();
  const [source] = useState(
    () =>
      new LiveEventsSource(createFeedClient(), topic, initial, (events) => {
        const updates = updatesForTargets(events, sink.watchTargets());
        if (updates.length > 0) sink.applyUpdates(updates);
      }),
  );
  const topicKey = `${topic.kind}|${topic.lang}|${topic.intervalMs}|${topic.queries.map(queryKey).join(';')}`;
  // The topic's content decides when it changed, not the identity of the object the caller built.
  const stableTopic = useMemo(() => topic, [topicKey]);
  useEffect(() => {
    source.setTopic(stableTopic);
  }, [source, stableTopic]);
  useEffect(() => {
    source.start();
    return () => source.destroy();
  }, [source]);
  usePauseWhenHidden(source);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
