import autocannon from 'autocannon';
import type { Measurement } from './benchmark';

// Drives one URL with autocannon and checks that every answer was a 2xx: a benchmark of error
// pages would measure the wrong thing. The load comes from a worker thread, so that on a small
// machine the client does not share the server's event loop.

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
}

/** Seconds per measurement: 5 by default, `BENCH_DURATION=<1..30>` to change it. */
export function loadDuration(): number {
  const wanted = Number(process.env.BENCH_DURATION ?? 5);
  return Number.isFinite(wanted) ? Math.min(30, Math.max(1, Math.round(wanted))) : 5;
}

export async function measureLoad(options: LoadOptions): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers ?? {},
    connections: 20,
    duration: loadDuration(),
    workers: 1,
    timeout: 10,
    warmup: { connections: 20, duration: 1 },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(`${options.url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
  };
}
