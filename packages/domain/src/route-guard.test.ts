import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@stavka/contract/routes';
import { routeMeta } from '@stavka/contract/routes';
import { isRouteHidden, routeHiddenReason } from './route-guard';
import type { RouteGuardContext, RouteHiddenReason } from './route-guard';

const guest: RouteGuardContext = { loggedIn: false, lang: 'en', defaultLang: 'ru', isDefaultSetup: true };
const player: RouteGuardContext = { ...guest, loggedIn: true };

describe('route guard (spec §2)', () => {
  it.each<[string, RouteMeta, RouteGuardContext, RouteHiddenReason | null]>([
    // one row per hiding condition
    ['login required, logged out', { auth: 'required' }, guest, 'login_required'],
    ['logged-out required, logged in', { auth: 'guest' }, player, 'logout_required'],
    ['languages exclude the current one', { langs: ['ru', 'kk'] }, guest, 'language_not_allowed'],
    ['hidden on the default language', { hiddenOnDefaultLang: true }, { ...guest, lang: 'ru' }, 'hidden_on_default_language'],
    ['only logged in on a non-default setup', { onlyAuthOnNonDefaultSetup: true }, { ...guest, isDefaultSetup: false }, 'login_required_on_non_default_setup'],
    // visible cases
    ['no metadata', {}, guest, null],
    ['login required, logged in', { auth: 'required' }, player, null],
    ['logged-out required, logged out', { auth: 'guest' }, guest, null],
    ['languages include the current one', { langs: ['ru', 'en'] }, guest, null],
    ['languages compared without case', { langs: ['EN'] }, guest, null],
    ['hidden on default language, other language', { hiddenOnDefaultLang: true }, guest, null],
    ['only logged in on a non-default setup, default setup', { onlyAuthOnNonDefaultSetup: true }, guest, null],
    ['only logged in on a non-default setup, logged in', { onlyAuthOnNonDefaultSetup: true }, { ...player, isDefaultSetup: false }, null],
  ])('%s', (_name, meta, ctx, expected) => {
    expect(routeHiddenReason(meta, ctx)).toBe(expected);
    expect(isRouteHidden(meta, ctx)).toBe(expected !== null);
  });

  it('works on the metadata of the route table', () => {
    expect(isRouteHidden(routeMeta('office_account'), guest)).toBe(true);
    expect(isRouteHidden(routeMeta('office_account'), player)).toBe(false);
    expect(isRouteHidden(routeMeta('login'), player)).toBe(true);
    expect(isRouteHidden(routeMeta('casino'), guest)).toBe(false);
  });
});
