// What is measured: `GET /frontend-api/v1/site-config`, the per-site configuration every client
// reads from the server (product spec §3 "Site configuration"), answered by the real application
// (every plugin and hook, the brand looked up by Host, geo, query validation, the presenter) on
// an in-memory, seeded PGlite, against a bare Fastify app that sends the same JSON body from a
// constant. Both listen on 127.0.0.1 in this process; autocannon drives each in turn with 20
// connections from a worker thread, for a few seconds after a one-second warm-up. Request
// logging is off in both (it would measure pino), and autocannon asks for no compression, so
// both send the same bytes.
//
// Why a ratio: these machines are shared and noisy, so requests per second alone change from run
// to run; the bare app measured seconds apart on the same machine is the yardstick (DESIGN §6).
// The ratio (ours ÷ bare) is the share of the framework's floor that our request path keeps:
// 1.0 would mean our work is free.

import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import type { Benchmark, Measurement } from './benchmark';
import { measureLoad } from './load';

const route = '/frontend-api/v1/site-config';
// The default brand by its domain (packages/db seed), as a browser on that domain would ask.
const headers = { host: 'localhost', accept: 'application/json' };

interface Running {
  url: string;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function startOurs(): Promise<Running> {
  const database = await openDatabase({ kind: 'pglite' });
  await seedDatabase(database.db);
  // NODE_ENV=test as the API tests use: production only adds refusals of deployment choices
  // (PGlite, the message outbox) that do not touch this request path. The brand cache keeps its
  // default lifetime, as in production.
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, database, logger: pino({ level: 'silent' }) });
  const url = await listen(app);
  return {
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function startBare(body: string, contentType: string): Promise<Running> {
  const app = Fastify({ logger: false });
  app.get(route, (_request, reply) => reply.header('content-type', contentType).header('cache-control', 'private, max-age=60').send(body));
  const url = await listen(app);
  return { url, close: () => app.close() };
}

export const benchmark: Benchmark = {
  name: 'site-config',
  description: `GET ${route}: the real app vs bare Fastify sending the same body`,
  async run() {
    const ours = await startOurs();
    let bare: Running | undefined;
    try {
      const first = await fetch(`${ours.url}${route}`, { headers });
      if (first.status !== 200) throw new Error(`${route} answered ${first.status}`);
      const body = await first.text();
      bare = await startBare(body, first.headers.get('content-type') ?? 'application/json; charset=utf-8');
      const again = await fetch(`${bare.url}${route}`, { headers });
      if ((await again.text()) !== body) throw new Error('the bare app does not answer the same body');

      const measured: Measurement = await measureLoad({ url: `${ours.url}${route}`, headers });
      const baseline: Measurement = await measureLoad({ url: `${bare.url}${route}`, headers });
      return { ours: measured, baseline, baselineName: 'bare Fastify, constant body' };
    } finally {
      await bare?.close();
      await ours.close();
    }
  },
};
