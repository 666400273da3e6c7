// The odds graph's data: the recorded history of each outcome (GetGameOddsHistory, read once) and
// the prices the page sees live after it (the live store's cells, fed by push or polling), merged.
import { useEffect, useState } from 'react';
import { outcomeKey } from '../../shared/live/live-store';
import { useLiveFeed } from '../../shared/live/live-hooks';
import { createFeedClient } from './feed-client';
import { mergePoints, type GraphPoint, type GraphSeries } from './odds-graph-scale';

/** An outcome to draw: its identity in the game and its name in the legend. */
export interface GraphOutcome {
  readonly id: string;
  readonly name: string;
  readonly group: number;
  readonly type: number;
  readonly param: number | null;
  readonly playerId: number | null;
}

export interface OddsHistories {
  readonly status: 'loading' | 'ready' | 'error';
  readonly series: readonly GraphSeries[];
  readonly retry: () => void;
}

interface Loaded {
  readonly key: string;
  readonly status: 'loading' | 'ready' | 'error';
  readonly history: Readonly<Record<string, readonly GraphPoint[]>>;
}

export function useOddsHistories(gameId: number, outcomes: readonly GraphOutcome[], lang: string): OddsHistories {
  const feed = useLiveFeed();
  const requestKey = `${gameId}|${lang}|${outcomes.map((o) => o.id).join(',')}`;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: '', status: 'loading', history: {} });
  const [live, setLive] = useState<Readonly<Record<string, readonly GraphPoint[]>>>({});

  // The history is read from the server once per outcome set (and on a retry).
  useEffect(() => {
    const controller = new AbortController();
    const client = createFeedClient();
    setLoaded({ key: requestKey, status: 'loading', history: {} });
    Promise.all(outcomes.map((o) => client.oddsHistory({ gameId, group: o.group, type: o.type, param: o.param }, lang, controller.signal)))
      .then((answers) => {
        if (controller.signal.aborted) return;
        const history: Record<string, GraphPoint[]> = {};
        outcomes.forEach((o, index) => {
          history[o.id] = (answers[index]?.H ?? []).map((p) => ({ at: p.D, price: Math.round(p.C * 1000) }));
        });
        setLoaded({ key: requestKey, status: 'ready', history });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key: requestKey, status: 'error', history: {} });
      });
    return () => controller.abort();
    // The key names the outcome set: a new array for the same outcomes fetches nothing new.
  }, [requestKey, attempt]);

  // Afterwards every price the page sees extends the line (the store's cells, one key each).
  useEffect(() => {
    const { store } = feed;
    setLive({});
    const take = (o: GraphOutcome) => {
      const cell = store.outcome(gameId, o.group, o.type, o.param ?? undefined, o.playerId ?? undefined);
      if (!cell) return;
      setLive((previous) => {
        const points = previous[o.id] ?? [];
        const last = points[points.length - 1];
        if (last && last.price === cell.price) return previous;
        return { ...previous, [o.id]: [...points, { at: cell.changedAt, price: cell.price }] };
      });
    };
    const stops = outcomes.map((o) => {
      take(o);
      return store.subscribe(`o:${outcomeKey(gameId, o.group, o.type, o.param ?? undefined, o.playerId ?? undefined)}`, () => take(o));
    });
    return () => stops.forEach((stop) => stop());
  }, [feed, requestKey]);

  const current = loaded.key === requestKey ? loaded : { status: 'loading' as const, history: {} as Loaded['history'] };
  const series = outcomes.map((o) => {
    const recorded = current.history[o.id] ?? [];
    const seen = live[o.id] ?? [];
    // The price the page opened with alone is no movement: with nothing recorded, the graph waits for a move.
    return { id: o.id, name: o.name, points: recorded.length === 0 && seen.length <= 1 ? [] : mergePoints(recorded, seen) };
  });
  return { status: current.status, series, retry: () => setAttempt((n) => n + 1) };
}
