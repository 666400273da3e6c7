// The route guard of spec §2: whether a route is hidden from the current visitor. A hidden route
// is neither linked nor rendered; the web answers it as not found or opens the login modal.
import type { RouteMeta } from '@stavka/contract/routes';

export interface RouteGuardContext {
  loggedIn: boolean;
  /** The language of the current URL. */
  lang: string;
  /** The site's default language. */
  defaultLang: string;
  /** Whether the site runs its default setup (spec §2 "non-default setup"). */
  isDefaultSetup: boolean;
}

/** Why a route is hidden, one per condition of spec §2 "Route guard". */
export type RouteHiddenReason =
  | 'login_required'
  | 'logout_required'
  | 'language_not_allowed'
  | 'hidden_on_default_language'
  | 'login_required_on_non_default_setup';

/** The first condition of spec §2 that hides the route, or null when it is visible. */
export function routeHiddenReason(meta: RouteMeta, ctx: RouteGuardContext): RouteHiddenReason | null {
  if (meta.auth === 'required' && !ctx.loggedIn) return 'login_required';
  if (meta.auth === 'guest' && ctx.loggedIn) return 'logout_required';
  if (meta.langs && !meta.langs.some((lang) => sameLanguage(lang, ctx.lang))) return 'language_not_allowed';
  if (meta.hiddenOnDefaultLang && sameLanguage(ctx.lang, ctx.defaultLang)) return 'hidden_on_default_language';
  if (meta.onlyAuthOnNonDefaultSetup && !ctx.isDefaultSetup && !ctx.loggedIn) {
    return 'login_required_on_non_default_setup';
  }
  return null;
}

/** Whether the route is hidden from the visitor (spec §2 "Route guard"). */
export function isRouteHidden(meta: RouteMeta, ctx: RouteGuardContext): boolean {
  return routeHiddenReason(meta, ctx) !== null;
}

function sameLanguage(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
