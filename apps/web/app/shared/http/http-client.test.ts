// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiResult } from './api-result';
import { HTTPError, RequestCancelled, RequestTimeout, toRequestErrorRecord } from './errors';
import { createHttpClient } from './http-client';
import type { HttpClientConfig } from './http-client';
import { sendJson, startTestServer } from './test-http-server';
import type { TestServer } from './test-http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const noWait = () => Promise.resolve();
const client = (config: HttpClientConfig = {}) =>
  createHttpClient({ baseUrl: server.baseUrl, sleep: noWait, ...config });

/** Answers after `ms`, so calls overlap. */
function slowRoute(path: string, ms: number, body: unknown = { ok: 1 }): void {
  server.route(path, (_request, response) => {
    setTimeout(() => sendJson(response, 200, body), ms);
  });
}

describe('shared pending calls (spec §7.1)', () => {
  it('a second identical call reuses the pending one', async () => {
    slowRoute('/dedupe', 50, { value: 7 });
    const http = client();
    const [first, second] = await Promise.all([
      http.call({ url: '/dedupe', params: { gameId: 1 } }),
      http.call({ url: '/dedupe', params: { gameId: 1 } }),
    ]);
    expect(server.hits('/dedupe')).toBe(1);
    expect(first.data).toEqual({ value: 7 });
    expect(second.data).toEqual({ value: 7 });
  });

  it('different parameters are different calls', async () => {
    slowRoute('/dedupe-params', 30);
    const http = client();
    await Promise.all([
      http.call({ url: '/dedupe-params', params: { gameId: 1 } }),
      http.call({ url: '/dedupe-params', params: { gameId: 2 } }),
    ]);
    expect(server.hits('/dedupe-params')).toBe(2);
  });

  it('parallel calls go out separately when allowed', async () => {
    slowRoute('/parallel', 30);
    const http = client();
    await Promise.all([
      http.call({ url: '/parallel', allowParallel: true }),
      http.call({ url: '/parallel', allowParallel: true }),
    ]);
    expect(server.hits('/parallel')).toBe(2);
  });

  it('one caller aborting does not cancel the other', async () => {
    slowRoute('/dedupe-abort', 60, { value: 1 });
    const http = client();
    const controller = new AbortController();
    const leaving = http.call({ url: '/dedupe-abort', signal: controller.signal });
    const staying = http.call({ url: '/dedupe-abort' });
    controller.abort();
    expect((await leaving).state).toBe('cancelled');
    expect((await staying).data).toEqual({ value: 1 });
  });
});

describe('abort and timeout (spec §4 lifecycle, §8)', () => {
  it('an aborted call is cancelled, flagged isCancel, with the cancelled message', async () => {
    slowRoute('/abort', 200);
    const controller = new AbortController();
    const pending = client().call({ url: '/abort', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const result = await pending;
    expect(result.state).toBe('cancelled');
    expect(result.error).toBeInstanceOf(RequestCancelled);
    expect(result.error?.isCancel).toBe(true);
    expect(result.error?.message).toBe('Запрос был отменён');
    expect(toRequestErrorRecord(result.error ?? fail()).isCancel).toBe(true);
  });

  it('an already aborted signal sends nothing', async () => {
    const result = await client().call({ url: '/never', signal: AbortSignal.abort() });
    expect(result.state).toBe('cancelled');
    expect(server.hits('/never')).toBe(0);
  });

  it('no answer in time is code 1488 with the URL in the Russian message', async () => {
    slowRoute('/slow-headers', 500);
    const result = await client().call({ url: '/slow-headers', timeoutMs: 80 });
    expect(result.state).toBe('timeout');
    expect(result.error).toBeInstanceOf(RequestTimeout);
    expect(result.error?.statusCode).toBe(1488);
    expect(result.error?.message).toBe(
      `Время ожидания запроса истекло: ${server.baseUrl}/slow-headers`,
    );
  });

  it('time running out while the body downloads is code 1489', async () => {
    server.route('/slow-body', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"part":'); // headers sent, then the body stalls
    });
    const result = await client().call({ url: '/slow-body', timeoutMs: 120 });
    expect(result.state).toBe('timeout');
    expect(result.error?.statusCode).toBe(1489);
    expect(toRequestErrorRecord(result.error ?? fail()).httpCode).toBe(200);
  });

  it('uses the injected translator for the timeout text', async () => {
    slowRoute('/slow-translated', 500);
    const translate = (key: string, values?: Readonly<Record<string, string>>) =>
      `${key}|${values?.['url'] ?? ''}`;
    const result = await client({ translate }).call({ url: '/slow-translated', timeoutMs: 50 });
    expect(result.error?.message).toBe(`http_request_timeout|${server.baseUrl}/slow-translated`);
  });
});

describe('retries', () => {
  function failingRoute(path: string, status: number, failures: number): void {
    let count = 0;
    server.route(path, (_request, response) => {
      count += 1;
      if (count <= failures) sendJson(response, status, { message: 'nope' });
      else sendJson(response, 200, { attempt: count });
    });
  }

  it('retries a 5xx up to the configured count, then succeeds', async () => {
    failingRoute('/flaky', 503, 2);
    const result = await client().call({ url: '/flaky', retry: 2 });
    expect(result.data).toEqual({ attempt: 3 });
    expect(server.hits('/flaky')).toBe(3);
  });

  it('gives up after the configured count', async () => {
    failingRoute('/down', 500, 10);
    const result = await client().call({ url: '/down', retry: 2 });
    expect(result.error?.statusCode).toBe(500);
    expect(server.hits('/down')).toBe(3);
  });

  it.each([400, 401, 403, 404, 429])('never retries a %i', async (status) => {
    failingRoute(`/client-error-${status}`, status, 10);
    await client().call({ url: `/client-error-${status}`, retry: 3 });
    expect(server.hits(`/client-error-${status}`)).toBe(1);
  });

  it('retries a timeout, and waits with backoff between tries', async () => {
    const waits: number[] = [];
    let count = 0;
    server.route('/slow-then-fast', (_request, response) => {
      count += 1;
      setTimeout(() => sendJson(response, 200, { count }), count === 1 ? 300 : 0);
    });
    const http = client({ sleep: (ms) => (waits.push(ms), Promise.resolve()) });
    const result = await http.call({
      url: '/slow-then-fast',
      timeoutMs: 60,
      retry: { retries: 3, baseDelayMs: 100 },
    });
    expect(result.ok).toBe(true);
    expect(waits).toEqual([100]);
  });

  it('retries a refused connection (network error)', async () => {
    const closed = await startTestServer();
    await closed.close();
    const waits: number[] = [];
    const http = createHttpClient({
      baseUrl: closed.baseUrl,
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
    });
    const result = await http.call({ url: '/x', retry: { retries: 2, baseDelayMs: 10 } });
    expect(result.state).toBe('error');
    expect(result.error?.statusCode).toBe(0);
    expect(waits).toEqual([10, 20]);
  });
});

describe('GET cache with a ttl', () => {
  it('answers repeats from memory until the ttl passes', async () => {
    let now = 1_000;
    let count = 0;
    server.route('/cached', (_request, response) => sendJson(response, 200, { count: ++count }));
    const http = client({ now: () => now });
    const first = await http.call({ url: '/cached', cacheTtlMs: 5_000 });
    now += 4_999;
    const second = await http.call({ url: '/cached', cacheTtlMs: 5_000 });
    now += 1;
    const third = await http.call({ url: '/cached', cacheTtlMs: 5_000 });
    expect([first.data, second.data, third.data]).toEqual([
      { count: 1 },
      { count: 1 },
      { count: 2 },
    ]);
    expect(second.ok && second.fromCache).toBe(true);
    expect(server.hits('/cached')).toBe(2);
  });

  it('does not cache errors or calls without a ttl', async () => {
    let count = 0;
    server.route('/uncached', (_request, response) =>
      sendJson(response, count++ === 0 ? 500 : 200, {}),
    );
    const http = client();
    await http.call({ url: '/uncached', cacheTtlMs: 10_000 });
    await http.call({ url: '/uncached', cacheTtlMs: 10_000 });
    await http.call({ url: '/uncached' });
    expect(server.hits('/uncached')).toBe(3);
  });
});

describe('hooks, schema and the strict variant', () => {
  it('before hooks change the request, after hooks see and may replace the result', async () => {
    const seen: string[] = [];
    const http = client({
      before: [
        (request) => ({ ...request, headers: { ...request.headers, 'x-auth': 'Bearer t' } }),
      ],
      after: [(result) => void seen.push(result.state)],
    });
    server.route('/hooked', (request, response) =>
      sendJson(response, 200, { auth: request.headers['x-auth'] }),
    );
    const result = await http.call({
      url: '/hooked',
      after: [
        (current) => (current.ok ? { ...current, data: { replaced: current.data } } : current),
      ],
    });
    expect(result.data).toEqual({ replaced: { auth: 'Bearer t' } });
    expect(seen).toEqual(['ok']);
  });

  it('an after hook can repeat the call, e.g. after refreshing a token on a 401', async () => {
    let token = 'old';
    server.route('/guarded', (request, response) =>
      request.headers['x-auth'] === 'new'
        ? sendJson(response, 200, { fine: true })
        : sendJson(response, 401, {}),
    );
    const http = client({
      before: [(request) => ({ ...request, headers: { ...request.headers, 'x-auth': token } })],
      after: [
        async (result, { repeat }): Promise<ApiResult<unknown> | undefined> => {
          if (result.ok || result.error.statusCode !== 401) return undefined;
          token = 'new';
          return repeat();
        },
      ],
    });
    expect((await http.call({ url: '/guarded' })).data).toEqual({ fine: true });
    expect(server.hits('/guarded')).toBe(2);
  });

  it('validates the answer with the schema', async () => {
    server.route('/typed', (_request, response) => sendJson(response, 200, { id: 'not a number' }));
    const result = await client().call({ url: '/typed', schema: z.object({ id: z.number() }) });
    expect(result.state).toBe('error');
    expect(result.error?.name).toBe('InvalidResponse');
  });

  it('the strict variant returns data or throws the error', async () => {
    server.route('/strict-ok', (_request, response) => sendJson(response, 200, { id: 5 }));
    server.route('/strict-missing', (_request, response) => sendJson(response, 404, {}));
    const http = client();
    await expect(
      http.callStrict({ url: '/strict-ok', schema: z.object({ id: z.number() }) }),
    ).resolves.toEqual({ id: 5 });
    await expect(http.callStrict({ url: '/strict-missing' })).rejects.toBeInstanceOf(HTTPError);
    await expect(http.callStrict({ url: '/strict-missing' })).rejects.toMatchObject({
      name: 'NotFound',
      statusCode: 404,
    });
  });
});

function fail(): never {
  throw new Error('expected an error');
}
