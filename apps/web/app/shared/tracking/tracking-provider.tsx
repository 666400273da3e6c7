// React access to the tracking client: the provider makes one client in the browser (none on the
// server), starts it after hydration and stops it on unmount.
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createTrackingClient } from './tracking-client';
import type { TrackingClient, TrackingClientOptions } from './tracking-client';

/** Does nothing: the value on the server and outside a provider. */
export const inactiveTracking: TrackingClient = {
  track: () => undefined,
  trackRouteChange: () => undefined,
  setUserId: () => undefined,
  setAbIds: () => undefined,
  setServerTimeOffset: () => undefined,
  setRecording: () => undefined,
  setAllowed: () => undefined,
  isBotLike: () => false,
  flush: () => undefined,
  start: () => undefined,
  stop: () => undefined,
};

const TrackingContext = createContext<TrackingClient>(inactiveTracking);

export interface TrackingProviderProps {
  readonly children: ReactNode;
  /** A ready client (tests); otherwise one is made from `options` in the browser. */
  readonly client?: TrackingClient;
  readonly options?: TrackingClientOptions;
  /** The visitor's cookie consent allows tracking (issue 13); true when not given. */
  readonly allowed?: boolean;
}

export function TrackingProvider({ children, client, options, allowed = true }: TrackingProviderProps) {
  const [tracking] = useState<TrackingClient>(
    () =>
      client ??
      (typeof window === 'undefined' ? inactiveTracking : createTrackingClient({ ...options, allowed })),
  );
  // Before start, so that a client made elsewhere starts under the consent too.
  useEffect(() => {
    tracking.setAllowed(allowed);
  }, [tracking, allowed]);
  useEffect(() => {
    tracking.start();
    return () => tracking.stop();
  }, [tracking]);
  return <TrackingContext value={tracking}>{children}</TrackingContext>;
}

export function useTracking(): TrackingClient {
  return useContext(TrackingContext);
}

/** Reports each new path as a route change (pass the router's location.pathname). */
export function useTrackRouteChange(path: string): void {
  const tracking = useTracking();
  useEffect(() => {
    tracking.trackRouteChange(path);
  }, [tracking, path]);
}
