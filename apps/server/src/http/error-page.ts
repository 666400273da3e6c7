import type { FastifyRequest } from 'fastify';
import { completeDictionaries, dictionaryFor } from '@stavka/i18n/dictionaries';
import { isApiPath } from '../web/base-paths';

// The error page of spec §2 for the failures the web app never sees: a page request refused or
// failed before React Router could render it (an unreadable address, the brand or the session
// unreadable while the database is down). Plain HTML in the brand's language, no script, so it
// shows whatever state the rest of the site is in.

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapeMap[char] ?? char);

/** Only this page's inline style may apply (frame-ancestors is added with every answer's). */
export const ERROR_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** A browser asking for a page (not an API call, not a script or an image). */
export function wantsErrorPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The language of the page asked for (`/en/…`) when the brand serves it, else the brand's, else ru. */
function languageOf(request: FastifyRequest): string {
  const site = request.site as typeof request.site | undefined;
  const first = /^\/([a-z]{2,3})(?:[/?]|$)/.exec(request.url)?.[1];
  if (first !== undefined && (site?.config.global.langs_order.includes(first) ?? first in completeDictionaries)) return first;
  return site?.config.global.defaultLanguage ?? 'ru';
}

export function renderErrorPage(request: FastifyRequest, status: number): string {
  const lang = languageOf(request);
  const t = dictionaryFor(lang);
  const missing = status >= 400 && status < 500;
  const title = missing ? t.error_page_title_404 : t.error_page_title_500;
  const message = missing ? t.error_page_message_404 : t.error_page_message_500;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>:root{color-scheme:light dark;font-family:system-ui,sans-serif}main{max-width:36rem;margin:15vh auto;padding:1rem;text-align:center}p.code{font-size:3rem;font-weight:700;margin:0}a{color:LinkText}</style>
</head>
<body>
<main>
<p class="code">${status}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a href="/${escapeHtml(lang)}/">${escapeHtml(t.error_page_go_home)}</a>
</main>
</body>
</html>`;
}
