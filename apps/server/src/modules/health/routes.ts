import type { FastifyInstance } from 'fastify';

/**
 * Liveness (`/health`: the process answers) and readiness (`/ready`: the database answers and the
 * feed's live state is there — in a cluster, a process that has not yet copied the leader's is not).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void>; feedSynced?: () => boolean }): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    try {
      await deps.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', reason: 'database' });
    }
    if (deps.feedSynced?.() === false) return reply.status(503).send({ status: 'unavailable', reason: 'feed' });
    return { status: 'ready' };
  });
}
