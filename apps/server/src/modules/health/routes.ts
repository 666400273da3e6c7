import type { FastifyInstance } from 'fastify';

/** Liveness (`/health`: the process answers) and readiness (`/ready`: the database answers). */
export function registerHealthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void> }): void {
  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    try {
      await deps.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', reason: 'database' });
    }
  });
}
