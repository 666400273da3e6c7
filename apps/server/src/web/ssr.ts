import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '@stavka/contract/web-context';
import { dictionaryFor } from '@stavka/i18n/dictionaries';
import { AppError, notFound } from '../http/app-error';
import { hiddenSportIdsOf } from '../modules/disallowed-sports/service';
import { savedSiteSettingsOf } from '../modules/player-settings/service';
import { accountCookieConsent, type IdentityContext, presentViewer, resolveAuth } from '../modules/identity/service';
import { presentSite, servesLanguage } from '../modules/site/presenter';
import type { DictionaryStore } from '../modules/site/dictionary-files';
import { isApiPath, isAssetPath } from './base-paths';
import { jivoWidgetOrigins } from './chat-widget-origins';

export interface WebOptions {
  /** React Router build output: `client/` (static) and `server/index.js`. */
  buildDir: string;
}

/** Serves the built web app: static assets, then server rendering for every other page. */
export async function registerWeb(app: FastifyInstance, options: WebOptions, deps: { dictionaries: DictionaryStore; identity: IdentityContext }): Promise<void> {
  const build = (await import(pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  await app.register(async (scope) => {
    // React Router reads the body of its actions itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      // A build file that is not there (an old hash, a probe) is no page either.
      if (isApiPath(request.url) || isAssetPath(request.url)) throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
      const nonce = randomBytes(16).toString('base64');
      // A fresh object literal: React Router's AppLoadContext is an open record.
      const response = await handle(toWebRequest(request), { ...(await loadContext(request, nonce, deps.identity, deps.dictionaries)) });
      await sendWebResponse(reply, response, nonce);
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/', handler: render });
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
  });
}

async function loadContext(request: FastifyRequest, nonce: string, identity: IdentityContext, dictionaries: DictionaryStore): Promise<WebLoadContext> {
  const { site, geo } = request;
  return {
    viewer: await viewerOf(request, identity),
    nonce,
    defaultLanguage: site.config.global.defaultLanguage,
    languageCodes: site.config.global.langs_order.filter((lang) => servesLanguage(site, lang)),
    siteFor: (lang) => (servesLanguage(site, lang) ? presentSite(site, lang, geo) : null),
    dictionaryFor: (lang) => dictionaryFor(lang),
    dictionaryUrlFor: (lang) => {
      const file = dictionaries.forLanguage(lang)?.web;
      if (!file) throw new Error(`no dictionary file for ${lang}`);
      return `/genfiles/web-app-v2/${file.path}`;
    },
    reportError: (error) => request.log.error({ err: error }, 'page failed'),
  };
}

/**
 * The signed-in player, or null for a guest. A refused token or cookie (expired, foreign, broken)
 * only means the page renders for a guest; sessions that cannot be read (the database is down) are
 * a failure to report, not a signed-out player: the page answers 503.
 */
async function viewerOf(request: FastifyRequest, identity: IdentityContext): Promise<WebLoadContext['viewer']> {
  try {
    const auth = await resolveAuth(identity, request);
    if (!auth) return null;
    const [hiddenSports, settings, consent] = await Promise.all([
      hiddenSportIdsOf(identity.db, auth.user.id),
      savedSiteSettingsOf(identity.db, auth.user.id),
      accountCookieConsent(identity.db, auth.user.id),
    ]);
    const cookieConsent = consent && { level: consent.level, agreedAt: consent.agreedAt.getTime() };
    return { ...presentViewer(auth, identity), hiddenSports, settings, cookieConsent };
  } catch (error) {
    if (error instanceof AppError) return null;
    request.log.error({ err: error }, 'reading the session of a page failed');
    throw new AppError('unavailable', 'The site cannot read sessions right now');
  }
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response, nonce: string): Promise<void> {
  void reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') void reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    const request = reply.request;
    void reply.header(
      'content-security-policy',
      contentSecurityPolicy(nonce, [...externalCaptchaOrigins(request), ...telegramWidgetOrigins(request), ...jivoWidgetOrigins(request.site.config.support)]),
    );
  }
  // No body (HEAD, redirects): send nothing, not the JSON text `null`.
  await reply.send(response.body ? Readable.fromWeb(response.body as NodeReadableStream) : undefined);
}

/** A brand with a third-party captcha needs its provider's scripts and frames on the page. */
function externalCaptchaOrigins(request: FastifyRequest): string[] {
  const { type, domainByCountry, defaultDomain } = request.site.config.captcha;
  if (type === 'custom' || type === 'disabled') return [];
  const domain = domainByCountry[String(request.geo.countryId)] ?? defaultDomain;
  return type === 'google' ? [`https://${domain}`, 'https://www.gstatic.com'] : [`https://${domain}`];
}

/** A brand with Telegram's login widget needs its script and its frame (decision 0040). */
function telegramWidgetOrigins(request: FastifyRequest): string[] {
  return request.site.config.social.telegram ? ['https://telegram.org', 'https://oauth.telegram.org'] : [];
}

function contentSecurityPolicy(nonce: string, externalOrigins: string[]): string {
  const extra = externalOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${extra}`.trim(),
    `frame-src 'self' ${extra}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
