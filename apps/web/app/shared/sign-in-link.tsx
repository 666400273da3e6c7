// A sign-in link for any part of the page (the header, the bet slip, an alert): a plain press opens
// sign-in over the page where the shell offers it (features/identity/sign-in/sign-in-overlay.tsx
// provides it), and the page is remembered as the one to come back to; a press that asks for a new
// tab or window, or a page without the overlay, follows the link to `/login`.
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { AppLink } from './app-link';
import { rememberReturnUrl } from './return-url';
import { useRootData } from './root-data';
import { getAppStorage } from './storage/app-storage';

export interface SignInOverlay {
  open(): void;
}

export const SignInOverlayContext = createContext<SignInOverlay | null>(null);

/** The overlay, where the shell offers it (null elsewhere: the sign-in link navigates). */
export function useSignInOverlay(): SignInOverlay | null {
  return useContext(SignInOverlayContext);
}

/** Remembers this page as the one a sign-in or registration comes back to. */
export function useRememberHere(): () => void {
  const location = useLocation();
  return () => rememberReturnUrl(getAppStorage(), `${location.pathname}${location.search}`);
}

export interface SignInLinkProps {
  readonly className?: string;
  readonly children: ReactNode;
  /** Also on a press that opens the overlay (a menu closes, an alert goes). */
  readonly onPress?: () => void;
}

export function SignInLink({ className, children, onPress }: SignInLinkProps) {
  const { site } = useRootData();
  const remember = useRememberHere();
  const overlay = useSignInOverlay();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    remember();
    onPress?.();
    if (!overlay || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    overlay.open();
  };
  return (
    <AppLink to={href('login', { lng: site.lang })} className={className} onClick={onClick}>
      {children}
    </AppLink>
  );
}
