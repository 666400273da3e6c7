import type { FastifyInstance } from 'fastify';
import { siteConfigQuerySchema } from '@stavka/contract/public-site';
import { validate } from '../../http/validate';
import type { CountryIndex } from './country-index';
import { resolveGeo } from './geo';
import { presentSite, servesLanguage } from './presenter';

/** `GET /frontend-api/v1/site-config`: the brand of this host, as the browser needs it (spec §3). */
export function registerSiteRoutes(app: FastifyInstance, deps: { countries: CountryIndex }): void {
  app.get('/frontend-api/v1/site-config', async (request, reply) => {
    const query = validate(siteConfigQuerySchema, request.query);
    const site = request.site;
    const lang = query.lng !== undefined && servesLanguage(site, query.lng) ? query.lng : site.config.global.defaultLanguage;
    const geo = query.g === undefined ? request.geo : resolveGeo(query.g, site, deps.countries.byCode, deps.countries.byId);
    void reply.header('cache-control', 'private, max-age=60');
    return presentSite(site, lang, geo);
  });
}
