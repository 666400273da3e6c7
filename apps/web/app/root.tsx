import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  Meta,
  type MetaArgs,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { ErrorScreen } from './layout/error-screen';
import { readCookie } from './shared/cookies';
import { cookieConsentCookie, parseConsentCookie } from '@stavka/contract/cookie-consent';
import { isTimeZone } from '@stavka/contract/player-settings';
import type { RootData } from './shared/root-data';
import { pathInLanguage } from './shared/player-settings';
import { initialOddsFormat } from './features/sportsbook/initial-odds-format';
import { themeFromCookies } from './shared/storage/app-cookies';
import { createI18n } from './shared/i18n/create-i18n';
import { dictionaryAt, keepDictionary, loadDictionary } from './shared/i18n/page-dictionary';
import { timeZoneName } from './shared/time-zones';
import { pageMeta } from './shared/page-meta';
import './shared/ui/tokens.css';
import './app.css';

/** The brand as seen in the page language (the default language outside /:lng). */
export async function loader({ params, context, request }: LoaderFunctionArgs): Promise<RootData> {
  const lang = params.lng !== undefined && context.siteFor(params.lng) ? params.lng : context.defaultLanguage;
  const site = context.siteFor(lang);
  if (!site) throw new Error(`The brand serves no page in its default language ${lang}`);
  const cookies = request.headers.get('cookie');
  // A signed-in player's saved settings win over this browser's cookies (decision 0041).
  const saved = context.viewer?.settings;
  const theme = saved?.theme ?? themeFromCookies(cookies, site.theme.defaultTheme);
  const timeZone = validTimeZone(saved?.time_zone ?? undefined) ?? validTimeZone(readCookie(cookies, 'tz')) ?? site.timeZone;
  const oddsFormat = initialOddsFormat(cookies, site, saved?.coef_view);
  // This browser's choice, else the one the player made on another (the provider keeps it here too).
  const cookieConsent = parseConsentCookie(readCookie(cookies, cookieConsentCookie)) ?? context.viewer?.cookieConsent ?? null;
  const looks = { fontSize: saved?.font_size ?? 'm', compactView: saved?.compact_view ?? false } as const;
  const dictionary = { lang, url: context.dictionaryUrlFor(lang) };
  keepDictionary(dictionary.url, context.dictionaryFor(lang));
  return { site, dictionary, theme, timeZone, timeZoneName: timeZoneName(timeZone, lang), oddsFormat, ...looks, cookieConsent, nonce: context.nonce, viewer: context.viewer };
}

/** A page in another language shows once its dictionary is here (the first page's is preloaded). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs): Promise<RootData> {
  const data = await serverLoader<RootData>();
  await loadDictionary(data.dictionary.url);
  return data;
}

/** The brand and dictionary change only with the language (or a preference written by an action). */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== undefined && formMethod !== 'GET') return defaultShouldRevalidate;
  // An explicit revalidation (same URL): sign-in and sign-out change the viewer.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentParams.lng !== nextParams.lng;
}

function validTimeZone(zone: string | undefined): string | undefined {
  return zone !== undefined && isTimeZone(zone) ? zone : undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const site = data?.site;
  const i18n = useMemo(() => (data ? createI18n(data.site.lang, dictionaryAt(data.dictionary.url)) : undefined), [data?.site.lang, data?.dictionary.url]);
  const brandStyle = site
    ? ({
        '--brand-primary': site.theme.colors.primary,
        '--brand-secondary': site.theme.colors.secondary,
        '--brand-accent': site.theme.colors.accent,
      } as CSSProperties)
    : undefined;
  const body = i18n ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : children;
  return (
    <html
      lang={site?.lang ?? 'ru'}
      dir={site?.dir ?? 'ltr'}
      data-theme={data?.theme ?? 'dark'}
      data-font-size={data?.fontSize !== undefined && data.fontSize !== 'm' ? data.fontSize : undefined}
      data-compact={data?.compactView === true ? '' : undefined}
      style={brandStyle}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site?.theme.colors.secondary ?? '#0d2b45'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data && <link rel="preload" href={data.dictionary.url} as="fetch" crossOrigin="anonymous" data-page-dictionary="" />}
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
  useSavedLanguageAtSignIn();
  return <Outlet />;
}

/**
 * A player who signs in on this page is taken to the language they saved on their account
 * (decision 0041), once, at the sign-in: after it, the language switch is theirs to use.
 */
function useSavedLanguageAtSignIn(): void {
  const data = useRouteLoaderData<RootData>('root');
  const navigate = useNavigate();
  const location = useLocation();
  const viewerId = data?.viewer?.userId ?? null;
  const saved = data?.viewer?.settings?.language ?? null;
  const before = useRef(viewerId);
  useEffect(() => {
    const signedInNow = before.current === null && viewerId !== null;
    before.current = viewerId;
    if (!signedInNow || saved === null || !data || saved === data.site.lang) return;
    if (!data.site.languages.some((language) => language.code === saved)) return;
    void navigate(pathInLanguage(location.pathname, location.search, saved), { replace: true });
  }, [viewerId, saved, data, navigate, location.pathname, location.search]);
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
