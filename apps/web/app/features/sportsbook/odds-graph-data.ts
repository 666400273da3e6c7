// The odds graph's data: the recorded history of each outcome (GetGameOddsHistory, read when the graph opens) and
// the prices the page sees live after it (the live store's cells, fed by push or polling), merged.
import { useQuery } from '@tanstack/react-query';
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

type History = Readonly<Record<string, readonly GraphPoint[]>>;

export function useOddsHistories(gameId: number, outcomes: readonly GraphOutcome[], lang: string): OddsHistories {
  const feed = useLiveFeed();
  const requestKey = `${gameId}|${lang}|${outcomes.map((o) => o.id).join(',')}`;
  const [live, setLive] = useState<History>({});

  // The recorded history, one read per outcome set (server state, decision 0020). Opened again, the
  // graph shows what it read at once and reads again behind it: the history grows while it is shut.
  const recorded = useQuery({
    queryKey: ['odds-history', gameId, lang, outcomes.map((o) => o.id)],
    staleTime: 0,
    queryFn: async ({ signal }): Promise<History> => {
      const client = createFeedClient();
      const answers = await Promise.all(outcomes.map((o) => client.oddsHistory({ gameId, group: o.group, type: o.type, param: o.param }, lang, signal)));
      const history: Record<string, GraphPoint[]> = {};
      outcomes.forEach((o, index) => {
        history[o.id] = (answers[index]?.H ?? []).map((p) => ({ at: p.D, price: Math.round(p.C * 1000) }));
      });
      return history;
    },
  });

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

  const history = recorded.data ?? {};
  const series = outcomes.map((o) => {
    const points = history[o.id] ?? [];
    const seen = live[o.id] ?? [];
    // The price the page opened with alone is no movement: with nothing recorded, the graph waits for a move.
    return { id: o.id, name: o.name, points: points.length === 0 && seen.length <= 1 ? [] : mergePoints(points, seen) };
  });
  // A retry shows the skeleton again until the new answer, as the first read did.
  const status = recorded.isSuccess ? 'ready' : recorded.isError && !recorded.isFetching ? 'error' : 'loading';
  return { status, series, retry: () => void recorded.refetch() };
}
