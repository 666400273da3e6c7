// What a page loader makes of a failed read (issue 10 "failures that are hidden"). Only "there is
// no such thing" is an answer: the feed's 404, or its envelope refusing with ErrorCode 404 (an
// unknown team, championship, player). The loader shows that as an empty part or the 404 page.
// Anything else — the feed down, too slow, answering 5xx or something unreadable — is a failure:
// the loader throws PageDataUnavailable, which entry.server.tsx's `handleError` logs with the
// request and turns into a 503 with the error page, instead of an empty page that looks as if
// there were no games.
import { ApiError, NotFound } from './errors';

/** The page could not read what it shows. */
export class PageDataUnavailable extends Error {
  override readonly name = 'PageDataUnavailable';
}

/** Whether a failed call (or any error in its `cause` chain) says the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if (at instanceof NotFound) return true;
    if (at instanceof ApiError && at.errorCode === 404) return true;
  }
  return false;
}

/** Fails the page (503, the error page); the cause goes to the log. */
export function pageDataUnavailable(cause: unknown): never {
  const reason = cause instanceof Error ? cause.message : String(cause);
  throw new PageDataUnavailable(`A page read failed: ${reason}`, { cause });
}

/** The value of a read, or null when what it asked for does not exist; any other failure fails the page. */
export async function foundOrNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    return pageDataUnavailable(error);
  }
}
