// Calls made by a component are aborted when it unmounts (api-contract-spec §7.1 "may be aborted
// on unmount"): pass `getSignal()` as the call's signal.
import { useCallback, useEffect, useRef } from 'react';

export function useAbortSignal(): () => AbortSignal {
  const controllerRef = useRef<AbortController | null>(null);
  // Starts true so that calls made from effects declared earlier, or from children (whose effects
  // run first), are still covered; StrictMode's remount sets it back to true.
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      controllerRef.current?.abort();
      controllerRef.current = null;
    };
  }, []);

  return useCallback(() => {
    if (!mountedRef.current) return AbortSignal.abort();
    controllerRef.current ??= new AbortController();
    return controllerRef.current.signal;
  }, []);
}
