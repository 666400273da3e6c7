import { useEffect } from 'react';

/** A background tab does not poll (spec §4 timer: pause); it updates at once when shown again. */
export function usePauseWhenHidden(timer: { start(): void; pause(): void }): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') timer.pause();
      else timer.start();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [timer]);
}
