import { useEffect } from 'react';
import { useOptionalLiveFeed } from '../../shared/live/live-hooks';
import type { SelectionSink } from './selection-types';
import { followSlipGames } from './slip-live';

/** Keeps the slip's games fresh by push (slip-live.ts) on whichever page is open. */
export function useSlipWatch(sink: SelectionSink): void {
  const feed = useOptionalLiveFeed();
  useEffect(() => (feed ? followSlipGames(feed, sink) : undefined), [feed, sink]);
}
