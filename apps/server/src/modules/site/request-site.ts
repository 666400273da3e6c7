import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { CountryIndex } from './country-index';
import { resolveGeo, type Geo } from './geo';
import type { Site, SiteDirectory } from './site-directory';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request is for (by Host). */
    site: Site;
    /** The visitor's country (proxy header, else the brand default). */
    geo: Geo;
  }
}

/** Resolves the brand and the geo once per request, before any handler runs. */
export function registerRequestSite(
  app: FastifyInstance,
  deps: { sites: SiteDirectory; countries: CountryIndex; geoHeader: string },
): void {
  app.decorateRequest('site', undefined as unknown as Site);
  app.decorateRequest('geo', undefined as unknown as Geo);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (isInfrastructurePath(request.url)) return;
    request.site = await deps.sites.byHost(request.headers.host).catch((error: unknown) => {
      // The brands cannot be read (the database is down): nothing can be served, for now.
      request.log.error({ err: error }, 'reading the brands failed');
      throw new AppError('unavailable', 'The site is unavailable right now');
    });
    const header = request.headers[deps.geoHeader];
    request.geo = resolveGeo(Array.isArray(header) ? header[0] : header, request.site, deps.countries.byCode, deps.countries.byId);
  });
}

/** Health checks and static files need no brand (and must answer when the database is down). */
function isInfrastructurePath(url: string): boolean {
  return url === '/health' || url === '/ready' || url.startsWith('/assets/');
}
