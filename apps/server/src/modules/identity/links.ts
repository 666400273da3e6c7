import { AppError } from '../../http/app-error';
import type { Site } from '../site/service';

// Links the site mails or texts (activation, password reset) point at the brand's configured
// origin, never at the request's Host or forwarding headers (DESIGN §1.8): a reset requested with
// `Host: evil.example` must not mail the victim a link that hands its token to that host.

/** The brand's origin for links, or the refusal when the operator has not configured one. */
export function brandOrigin(site: Site): string {
  const origin = site.config.global.canonicalOrigin;
  if (origin === undefined) {
    // The operator's to fix (`site:set <brand> global.canonicalOrigin https://…`): refuse rather than guess.
    throw new AppError('unavailable', 'This site cannot send links yet. Please try again later.');
  }
  return origin;
}

/** A link to `path` (which starts with `/`) on a brand's origin, with the query given. */
export function linkOn(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The brand's link to `path`; refuses as `brandOrigin` does. */
export function brandLink(site: Site, path: string, query: Record<string, string>): string {
  return linkOn(brandOrigin(site), path, query);
}

/** The language a link opens in: the one asked for when the brand serves it, else the player's. */
export function linkLanguage(langs: readonly string[], asked: string | undefined, playersOwn: string): string {
  return asked !== undefined && langs.includes(asked) ? asked : playersOwn;
}
