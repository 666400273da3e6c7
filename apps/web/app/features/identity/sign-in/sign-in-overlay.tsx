import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { type SignInOverlay, SignInOverlayContext } from '../../../shared/sign-in-link';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { FlowExitOverride, type FlowExit } from '../flow-exit';
import { forgetReturnUrl } from '../../../shared/return-url';

// Sign-in opened over the page the player is on (issue 14 "Look"): the page stays as it was, and
// so does the address; closing leaves the page untouched, signing in refreshes it for the player.
// The form's code loads when first opened. Going on to another flow (registration, a lost
// password) is a navigation to its page, which closes this one. `/login` itself stays a page of
// its own, for a link from outside. Links open it through shared/sign-in-link.tsx.

const SignInFlow = lazy(() => import('./sign-in-overlay-flow'));

export function SignInOverlayProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const revalidator = useRevalidator();
  const location = useLocation();
  // A navigation (to registration, say) takes the player elsewhere: the overlay goes with it.
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) setShown(false);
  }, [location.key]);
  const overlay = useMemo<SignInOverlay>(
    () => ({
      open: () => {
        openedAt.current = location.key;
        setShown(true);
      },
    }),
    [location.key],
  );
  const exit = useMemo<FlowExit>(
    () => ({
      close: () => {
        forgetReturnUrl(getAppStorage());
        setShown(false);
      },
      done: async () => {
        forgetReturnUrl(getAppStorage());
        setShown(false);
        await revalidator.revalidate();
      },
    }),
    [revalidator],
  );
  return (
    <SignInOverlayContext.Provider value={overlay}>
      {children}
      {shown && (
        <FlowExitOverride.Provider value={exit}>
          <Suspense fallback={null}>
            <SignInFlow />
          </Suspense>
        </FlowExitOverride.Provider>
      )}
    </SignInOverlayContext.Provider>
  );
}
