import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingEventCodes, trackingBatchSchema } from '@stavka/contract/tracking';
import type { TrackingBatch } from '@stavka/contract/tracking';
import { AppStorage } from '../storage/app-storage';
import { MemoryStorage } from '../storage/storage-kinds';
import { createTrackingClient } from './tracking-client';
import {
  TrackingProvider,
  inactiveTracking,
  useTrackRouteChange,
  useTracking,
} from './tracking-provider';

let batches: TrackingBatch[];
const client = () =>
  createTrackingClient({
    storage: new AppStorage({ sources: { localStorage: () => new MemoryStorage() } }),
    transport: (_url, body) => {
      batches.push(trackingBatchSchema.parse(JSON.parse(body)));
      return Promise.resolve();
    },
  });

function Page({ path }: { path: string }) {
  useTrackRouteChange(path);
  const tracking = useTracking();
  return <button onClick={() => tracking.track(trackingEventCodes.betSalePageCall)}>sell</button>;
}

beforeEach(() => {
  vi.useFakeTimers();
  batches = [];
});
afterEach(() => vi.useRealTimers());

describe('TrackingProvider', () => {
  it('starts the client, reports route changes and events, and stops on unmount', () => {
    const view = render(
      <TrackingProvider client={client()}>
        <Page path="/ru/line" />
      </TrackingProvider>,
    );
    view.rerender(
      <TrackingProvider client={client()}>
        <Page path="/ru/live" />
      </TrackingProvider>,
    );
    view.getByRole('button', { name: 'sell' }).click();
    vi.advanceTimersByTime(3_000);
    const events = batches.flatMap((batch) => batch.events);
    expect(events.map((event) => [event.code, event.metadata?.s1])).toEqual([
      [trackingEventCodes.routeChange, '/ru/line'],
      [trackingEventCodes.init, undefined],
      [trackingEventCodes.routeChange, '/ru/live'],
      [trackingEventCodes.betSalePageCall, undefined],
    ]);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('outside a provider the hook gives the inactive client', () => {
    let seen: unknown;
    function Probe() {
      seen = useTracking();
      return null;
    }
    render(<Probe />);
    expect(seen).toBe(inactiveTracking);
  });
});
