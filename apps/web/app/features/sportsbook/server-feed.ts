// The feed client of a page loader. Decision (for now): a loader reads the feed through the same
// public routes the browser polls, over HTTP to the page's own origin — the answers come from the
// feed's in-memory, versioned cache, and the first view renders with data (DESIGN §5 SSR). It costs
// one local round trip per call; a direct in-process reader in the load context would save it.
// Names under .localhost are loopback by definition (RFC 6761) but the resolver here does not know
// them, so such hosts are reached at 127.0.0.1 on the same port. A loader never waits long: a slow
// or missing feed fails the page with 503 (shared/http/page-reads.ts), it never renders as empty.
import { createFeedClient, type FeedClient } from './feed-client';

/**
 * Longest wait of a loader for one feed call. A call that takes longer fails the page (503), so
 * this leaves room for a busy process: the feed answers from memory in milliseconds otherwise.
 */
export const LOADER_FEED_TIMEOUT_MS = 8_000;

export function feedOrigin(requestUrl: string): string {
  const url = new URL(requestUrl);
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
  return url.origin;
}

export function loaderFeedClient(request: Request): FeedClient {
  return createFeedClient({ baseUrl: feedOrigin(request.url), timeoutMs: LOADER_FEED_TIMEOUT_MS });
}
