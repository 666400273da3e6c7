import type { MouseEvent } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from 'react-router';
import { isSamePath } from '@stavka/contract/route-href';

/** spec §2: navigating to a link equal to the current path is skipped (no reload, no loaders). */
function useSkipSamePath(to: LinkProps['to'], onClick: LinkProps['onClick']) {
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || typeof to !== 'string') return;
    if (isSamePath(to, `${location.pathname}${location.search}`)) event.preventDefault();
  };
}

export function AppLink({ to, onClick, ...rest }: LinkProps) {
  return <Link to={to} onClick={useSkipSamePath(to, onClick)} {...rest} />;
}

export function AppNavLink({ to, onClick, ...rest }: NavLinkProps) {
  return <NavLink to={to} onClick={useSkipSamePath(to, onClick)} {...rest} />;
}
