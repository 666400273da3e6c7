import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { frameParentsOf } from '../modules/site/allowed-origins';

// Headers every answer carries, whatever produced it: API handlers, the web app's pages, static
// files, the error and not-found handlers (decision 0016). An `onSend` hook sees all of them.

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security: production sites are served over HTTPS only. */
  hsts: boolean;
}

/** One year, the value browsers' preload lists expect; subdomains are left to each brand. */
const HSTS = 'max-age=31536000';

/**
 * The CSP `frame-ancestors` directive of a brand: nobody may frame its pages except the partner
 * pages in its configuration (`iframe.parents`).
 */
export function frameAncestors(parents: readonly string[]): string {
  return `frame-ancestors ${parents.length === 0 ? "'none'" : parents.join(' ')}`;
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply, options);
    return payload;
  });
}

/** Also called by the answers Fastify makes before routing, which skip the hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, options: SecurityHeaderOptions): void {
  // Health checks and static files are answered before the brand is known: deny framing there.
  const parents = frameParentsOf(request.site as typeof request.site | undefined);
  setDefault(reply, 'x-content-type-options', 'nosniff');
  setDefault(reply, 'referrer-policy', 'strict-origin-when-cross-origin');
  if (options.hsts) setDefault(reply, 'strict-transport-security', HSTS);
  // X-Frame-Options names no list of origins: with parents, frame-ancestors alone decides
  // (every browser that frames across origins today reads it and then ignores X-Frame-Options).
  if (parents.length === 0) setDefault(reply, 'x-frame-options', 'DENY');
  const policy = reply.getHeader('content-security-policy');
  if (policy === undefined) void reply.header('content-security-policy', frameAncestors(parents));
  else if (typeof policy === 'string' && !policy.includes('frame-ancestors')) void reply.header('content-security-policy', `${policy}; ${frameAncestors(parents)}`);
}

/** A handler that chose a stricter value (the outbox page's no-referrer) keeps it. */
function setDefault(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) void reply.header(name, value);
}
