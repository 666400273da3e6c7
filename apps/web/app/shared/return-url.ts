// Where a sign-in flow goes back to (product-spec §3 "return URL" preference): the `?return=`
// of the modal route's URL, else the page the visitor opened the modal from, else home. Only
// same-site paths count, and never a guest-only modal (it would be hidden after sign-in).
import { routeMeta } from '@stavka/contract/routes';
import { matchRoute, splitLngPrefix } from '@stavka/contract/route-href';
import type { AppStorage } from './storage/app-storage';
import { readPreference, resetPreference, returnUrlSchema, writePreference } from './storage/preferences';

export const RETURN_PARAM = 'return';

/** A path a flow may send the player back to. */
export function isReturnablePath(path: string): boolean {
  if (!returnUrlSchema.safeParse(path).success) return false;
  const below = splitLngPrefix(path)?.path;
  const route = below === undefined ? null : matchRoute(below);
  return route === null || routeMeta(route.name).auth !== 'guest';
}

/** Remembers the page a sign-in or registration modal was opened from. */
export function rememberReturnUrl(storage: AppStorage, path: string): void {
  if (isReturnablePath(path)) writePreference(storage, 'returnUrl', path);
}

/** The `?return=` param, else the remembered page, else the fallback (home). */
export function returnTarget(search: string, storage: AppStorage, fallback: string): string {
  const fromQuery = new URLSearchParams(search).get(RETURN_PARAM);
  if (fromQuery !== null && isReturnablePath(fromQuery)) return fromQuery;
  const stored = readPreference(storage, 'returnUrl');
  return stored !== null && isReturnablePath(stored) ? stored : fallback;
}

export function forgetReturnUrl(storage: AppStorage): void {
  resetPreference(storage, 'returnUrl');
}
