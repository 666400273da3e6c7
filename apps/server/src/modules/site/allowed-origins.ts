import type { Site } from './site-directory';

// Which browser origins a brand trusts (DESIGN §1.8: from the brand's configuration, never from the
// Host header): its own domains, and the partner pages allowed to frame it (`iframe.parents`).

/** The origins of the partner pages that may frame the brand's pages (CSP frame-ancestors). */
export function frameParentsOf(site: Site | undefined): readonly string[] {
  return site?.config.iframe.parents ?? [];
}

/**
 * Whether an Origin header names one of the brand's own domains, over http or https. A domain
 * stored without a port matches on any port (as the brand lookup by Host does): the port is not a
 * security boundary between pages of one host, and development runs on :3000.
 */
export function isOwnOrigin(site: Site, origin: string): boolean {
  const url = parseOrigin(origin);
  if (url === null) return false;
  const hostname = url.hostname.replace(/\.$/, '');
  return site.domains.some((stored) => {
    const domain = stored.toLowerCase();
    return domain === url.host || domain === hostname;
  });
}

/** Whether a browser page of this origin may use the brand's cookies on the push socket. */
export function isTrustedOrigin(site: Site, origin: string): boolean {
  if (isOwnOrigin(site, origin)) return true;
  const url = parseOrigin(origin);
  return url !== null && frameParentsOf(site).includes(url.origin);
}

function parseOrigin(origin: string): URL | null {
  // `null` (sandboxed frames, file:) and anything that is not a bare http(s) origin is nobody's.
  if (!/^https?:\/\/[^/?#@\s]+$/i.test(origin)) return null;
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}
