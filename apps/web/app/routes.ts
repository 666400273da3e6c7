import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { type RouteName } from '@stavka/contract/routes';
import { routePattern } from '@stavka/contract/route-href';

/** A named route's path below the /:lng segment, for nesting under the language layout. */
function below(name: RouteName): string {
  return routePattern(name).replace(/^\/:lng\/?/, '');
}

// Thin route modules; every page lives under /:lng (spec §2). Paths come from the named route
// table in @stavka/contract/routes; a screen is wired here once it works end to end.
export default [
  index('routes/root-redirect.tsx'),
  route(':lng', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route(below('information'), 'routes/information.tsx'),
    route(below('login'), 'routes/login.tsx'),
    route(below('registration'), 'routes/registration.tsx'),
    route(below('lostPassword'), 'routes/lost-password.tsx'),
    route(below('passwordResetLink'), 'routes/password-reset-link.tsx'),
    route(below('emailActivation'), 'routes/email-activation.tsx'),
    route(below('bettingHome'), 'routes/sports-home.tsx'),
    route(below('bettingMainSection'), 'routes/betting-section.tsx'),
    route(below('bettingMainSectionChamp'), 'routes/betting-champ.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('*', 'routes/not-found-outside.tsx'),
] satisfies RouteConfig;
