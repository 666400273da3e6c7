import type { CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  type MetaArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { ErrorScreen } from './layout/error-screen';
import { readCookie } from './shared/cookies';
import { cookieConsentCookie, parseConsentCookie } from '@stavka/contract/cookie-consent';
import type { RootData } from './shared/root-data';
import { initialOddsFormat } from './features/sportsbook/initial-odds-format';
import { themeFromCookies } from './shared/storage/app-cookies';
import { createI18n } from './shared/i18n/create-i18n';
import { pageMeta } from './shared/page-meta';
import './shared/ui/tokens.css';
import './app.css';

/** The brand as seen in the page language (the default language outside /:lng). */
export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<RootData> {
  const lang = params.lng !== undefined && context.siteFor(params.lng) ? params.lng : context.defaultLanguage;
  const site = context.siteFor(lang);
  if (!site) throw new Error(`The brand serves no page in its default language ${lang}`);
  const cookies = request.headers.get('cookie');
  const theme = themeFromCookies(cookies, site.theme.defaultTheme);
  const timeZone = validTimeZone(readCookie(cookies, 'tz')) ?? site.timeZone;
  const oddsFormat = initialOddsFormat(cookies, site);
  const cookieConsent = parseConsentCookie(readCookie(cookies, cookieConsentCookie));
  return { site, dictionary: context.dictionaryFor(lang), theme, timeZone, oddsFormat, cookieConsent, nonce: context.nonce, viewer: context.viewer };
}

/** The brand and dictionary change only with the language (or a preference written by an action). */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== undefined && formMethod !== 'GET') return defaultShouldRevalidate;
  // An explicit revalidation (same URL): sign-in and sign-out change the viewer.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentParams.lng !== nextParams.lng;
}

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const site = data?.site;
  const i18n = useMemo(() => (data ? createI18n(data.site.lang, data.dictionary) : undefined), [data?.site.lang, data?.dictionary]);
  const brandStyle = site
    ? ({
        '--brand-primary': site.theme.colors.primary,
        '--brand-secondary': site.theme.colors.secondary,
        '--brand-accent': site.theme.colors.accent,
      } as CSSProperties)
    : undefined;
  const body = i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children;
  return (
    <html lang={site?.lang ?? 'ru'} dir={site?.dir ?? 'ltr'} data-theme={data?.theme ?? 'dark'} style={brandStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site?.theme.colors.secondary ?? '#0d2b45'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {body}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, matches }: MetaArgs) {
  if (error === undefined || error === null) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(matches, { title: notFound ? 'error_page_title_404' : 'error_page_title_500' });
}

/** The error page: 404 for unknown pages, 500 with error_page_message_500 otherwise (spec §2, §8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen status={status} />;
}
