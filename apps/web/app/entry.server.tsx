import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type ActionFunctionArgs, type AppLoadContext, type EntryContext, type LoaderFunctionArgs, ServerRouter } from 'react-router';
import { PageDataUnavailable } from './shared/http/page-reads';

// Server rendering with the response's CSP nonce on every inline script React Router and React
// stream (hydration data, lazy route scripts), so the strict Content-Security-Policy holds.

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // React Router answers a failed loader with 500; one whose data was unavailable is a 503.
  if (unavailable.has(loadContext)) responseStatusCode = 503;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once (SEO, DESIGN §5).
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** Load contexts of the requests whose page could not read its data (answered 503, not 500). */
const unavailable = new WeakSet<AppLoadContext>();

/**
 * Every error a loader, an action or the rendering threw goes to the server's log with its request;
 * a visitor who left is not an error. A page-read failure (shared/http/page-reads.ts) also makes
 * the page a 503: the site is there, what it shows is not, for now.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (error instanceof PageDataUnavailable) unavailable.add(context);
  if (request.signal.aborted) return;
  context.reportError(error);
}
