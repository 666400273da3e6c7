import type { FastifyInstance } from 'fastify';
import type { Database } from '@stavka/db/client';
import { trackingBatchSchema, trackingEventPath } from '@stavka/contract/tracking';
import { validate } from '../../http/validate';
import { insertTrackingBatch } from './repo';

// spec §7.14: `POST {api}/event.json` stores event batches. Browsers send at most 5 requests a
// second; the server allows some headroom per address and refuses the rest with 429.

const BATCH_BODY_LIMIT = 32 * 1024;

export function registerTrackingRoutes(app: FastifyInstance, deps: { db: Database }): void {
  app.post(
    trackingEventPath,
    { bodyLimit: BATCH_BODY_LIMIT, config: { rateLimit: { max: 20, timeWindow: 1000 } } },
    async (request) => {
      const batch = validate(trackingBatchSchema, request.body);
      const accepted = await insertTrackingBatch(deps.db, request.site.id, batch);
      return { success: true, accepted };
    },
  );
}
