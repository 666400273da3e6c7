import { data, isRouteErrorResponse, type LoaderFunctionArgs, type MetaArgs, Outlet, useRouteError } from 'react-router';
import { routeMeta } from '@stavka/contract/routes';
import { matchRoute } from '@stavka/contract/route-href';
import { isRouteHidden } from '@stavka/domain/route-guard';
import { pageMeta } from '../shared/page-meta';
import { AppShell } from '../layout/app-shell';
import { BlockedRegion } from '../layout/blocked-region';
import { ErrorScreen } from '../layout/error-screen';

/**
 * Every page lives under /:lng (spec §2). An unknown language is the 404 page; a visitor from
 * a region the brand blocks gets the blocked-region page (HTTP 451) instead of any page.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lng ?? '';
  const site = context.siteFor(lang);
  if (!site) throw data(null, { status: 404 });
  const pathWithinLang = new URL(request.url).pathname.slice(lang.length + 1) || '/';
  if (site.urlsNotFound.includes(pathWithinLang)) throw data(null, { status: 404 });
  // spec §2 route guard: a hidden route is not there for this visitor (guest-only pages for a
  // signed-in player, the office for a guest, pages of other languages).
  const route = matchRoute(pathWithinLang);
  const guard = { loggedIn: context.viewer !== null, lang, defaultLang: site.defaultLanguage, isDefaultSetup: true };
  if (route && isRouteHidden(routeMeta(route.name), guard)) throw data(null, { status: 404 });
  if (site.regionBlocked) return data({ regionBlocked: true }, { status: 451 });
  return { regionBlocked: false };
}

/** Pages set their own title; when one fails, the error page's title stands. */
export function meta({ error, matches }: MetaArgs) {
  if (error === undefined || error === null) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(matches, { title: notFound ? 'error_page_title_404' : 'error_page_title_500' });
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'cache-control': loaderHeaders.get('cache-control') ?? 'private, no-cache' };
}

export default function LangLayout({ loaderData }: { loaderData: { regionBlocked: boolean } }) {
  if (loaderData.regionBlocked) return <BlockedRegion />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Errors below the language keep the site's frame around the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AppShell>
      <ErrorScreen status={status} />
    </AppShell>
  );
}
