// Leaving a sign-in, registration or lost-password modal: back to the page it was opened from
// (return-url.ts). After a change of session the loaders run again, so the header shows the
// player (root data `viewer`).
import { createContext, useContext } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { useRootData } from '../../shared/root-data';
import { getAppStorage } from '../../shared/storage/app-storage';
import { forgetReturnUrl, returnTarget } from '../../shared/return-url';

export interface FlowExit {
  /** Closes the modal: back to where it was opened, nothing changed. */
  close(): void;
  /** The session changed (signed in or registered): back, then every loader runs again. */
  done(): Promise<void>;
}

/** A flow opened over the page (sign-in-overlay.tsx) leaves by closing, not by navigating. */
export const FlowExitOverride = createContext<FlowExit | null>(null);

export function useFlowExit(): FlowExit {
  const override = useContext(FlowExitOverride);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { site } = useRootData();
  // Read when leaving, never while rendering: the server has no stored preference to read.
  const target = () => returnTarget(location.search, getAppStorage(), href('home', { lng: site.lang }));
  if (override) return override;
  return {
    close: () => {
      const to = target();
      forgetReturnUrl(getAppStorage());
      void navigate(to);
    },
    done: async () => {
      const to = target();
      forgetReturnUrl(getAppStorage());
      await navigate(to, { replace: true });
      await revalidator.revalidate();
    },
  };
}
