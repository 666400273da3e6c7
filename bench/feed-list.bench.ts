// What is measured: `GET /service-api/LiveFeed/Get1x2_VZip`, the list call every sportsbook page
// and every third-party client of the family polls (wire-format §1.4), answered by the real
// application with the trading simulator playing its whole schedule in real time (live prices
// keep moving, so the answer's cache is invalidated as it would be in production), against a bare
// Fastify app that sends a constant body of the same size. Both listen on 127.0.0.1 in this
// process; autocannon drives each in turn with 20 connections from a worker thread after a
// one-second warm-up. Request logging is off in both and autocannon asks for no compression, so
// both send the same number of bytes. The target: ratio at least 0.5.
//
// Why a ratio: the machine is shared and noisy; the bare app measured seconds apart on the same
// machine is the yardstick (DESIGN §6).

import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import type { Benchmark } from './benchmark';
import { measureLoad } from './load';

const route = '/service-api/LiveFeed/Get1x2_VZip';
// Live games of every sport, 50 of them, in English, as a page's first screen asks.
const query = 'count=50&lng=en&mode=4&partner=1&getEmpty=true';
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
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED_PROVIDER: 'simulator' });
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
  app.get(route, (_request, reply) => reply.header('content-type', contentType).send(body));
  const url = await listen(app);
  return { url, close: () => app.close() };
}

/** Waits until the simulator has live games on the list (it starts them within its first ticks). */
async function firstFullAnswer(url: string): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await fetch(url, { headers });
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}`);
    const clone = answer.clone();
    const body = (await clone.json()) as { Value?: unknown[] };
    if (Array.isArray(body.Value) && body.Value.length >= 20) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${route} has fewer than 20 live games after 10 s`);
}

export const benchmark: Benchmark = {
  name: 'feed-list',
  description: `GET ${route}?${query}: the real app with the simulator playing vs bare Fastify sending a body of the same size`,
  async run() {
    const ours = await startOurs();
    let bare: Running | undefined;
    try {
      const first = await firstFullAnswer(`${ours.url}${route}?${query}`);
      const body = await first.text();
      process.stdout.write(`  answer: ${(body.length / 1024).toFixed(1)} KiB\n`);
      bare = await startBare(body, first.headers.get('content-type') ?? 'application/json; charset=utf-8');
      const measured = await measureLoad({ url: `${ours.url}${route}?${query}`, headers });
      const baseline = await measureLoad({ url: `${bare.url}${route}?${query}`, headers });
      return { ours: measured, baseline, baselineName: 'bare Fastify, constant body of the same size' };
    } finally {
      await bare?.close();
      await ours.close();
    }
  },
};
