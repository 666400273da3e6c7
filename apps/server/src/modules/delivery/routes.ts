import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '@stavka/db/client';
import { completeDictionaries, dictionaryFor } from '@stavka/i18n/dictionaries';
import type { Env } from '../../config/env';
import { validate } from '../../http/validate';
import { renderOutboxPage } from './outbox-page';
import { presentOutboxMessage } from './outbox-presenter';
import { outboxPagesEnabled } from './providers';
import { listOutbox } from './repo';

// The development outbox (issue 3): `GET /dev/outbox` for people, `GET /web-api/dev/outbox` for
// tests and tools. Both list what the outbox provider kept for this host's brand, newest first.
// They exist only where the outbox is in use and never in production unless explicitly allowed.
// `/dev/outbox` is a static route, so Fastify prefers it to the web app's catch-all.

const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .default(50),
  lang: z.string().max(16).optional(),
});

const noStore = 'no-store';

export function registerOutboxRoutes(app: FastifyInstance, deps: { db: Database; env: Env }): void {
  if (!outboxPagesEnabled(deps.env)) return;

  app.get('/web-api/dev/outbox', async (request, reply) => {
    const query = validate(outboxQuerySchema, request.query);
    const rows = await listOutbox(deps.db, { siteId: request.site.id, to: query.to, limit: query.limit });
    void reply.header('cache-control', noStore);
    return { success: true, data: rows.map(presentOutboxMessage) };
  });

  app.get('/dev/outbox', async (request, reply) => {
    const query = validate(outboxQuerySchema, request.query);
    const site = request.site;
    const lang = query.lang !== undefined && query.lang in completeDictionaries ? query.lang : site.config.global.defaultLanguage;
    const rows = await listOutbox(deps.db, { siteId: site.id, to: query.to, limit: query.limit });
    const nonce = randomBytes(16).toString('base64');
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', noStore)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`);
    return renderOutboxPage({
      lang,
      brand: site.name,
      to: query.to ?? '',
      messages: rows.map(presentOutboxMessage),
      t: dictionaryFor(lang),
      nonce,
    });
  });
}
