import { useEffect, useState, useSyncExternalStore } from 'react';
import { createFeedClient } from './feed-client';
import { pollingInterval } from '../../shared/live/betting-timers';
import { createPollingTimer } from '../../shared/live/polling-timer';
import type { SelectionSink, WatchTarget } from './selection-types';
import { watchGames } from './slip-watch';

const noTargets: readonly WatchTarget[] = [];

/**
 * Polls the slip's games at the coupon interval (wire-format §5) while it holds any, right away
 * when a game is added, and not while the tab is hidden. Push replaces this with the live store.
 */
export function useSlipWatch(sink: SelectionSink, lang: string): void {
  const targets = useSyncExternalStore(sink.subscribe, sink.watchTargets, () => noTargets);
  const [client] = useState(() => createFeedClient());
  useEffect(() => {
    if (targets.length === 0) return;
    const kind = targets.some((target) => target.kind === 1) ? 'live' : 'line';
    const timer = createPollingTimer({
      intervalMs: pollingInterval({ component: 'coupon', kind }),
      update: async (signal) => {
        const updates = await watchGames(client, targets, lang, signal);
        if (!signal.aborted) sink.applyUpdates(updates);
      },
    });
    const onVisibility = () => (document.visibilityState === 'hidden' ? timer.pause() : timer.start({ immediate: true }));
    document.addEventListener('visibilitychange', onVisibility);
    if (document.visibilityState !== 'hidden') timer.start({ immediate: true });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      timer.destroy();
    };
  }, [targets, lang, sink, client]);
}
