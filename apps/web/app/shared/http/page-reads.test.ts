// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { foundOrNull, isNotFound, PageDataUnavailable } from './page-reads';
import { sendJson, startTestServer, type TestServer } from './test-http-server';

// A page read over a real HTTP server standing in for the feed (an outside service to a loader):
// "not there" is null, any other failure fails the page with 503 (and is logged by entry.server's
// handleError) instead of rendering as if there were nothing. The loaders: routes/page-failures.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refusal = (error: string) => ({ Id: 0, Success: false, Error: error, ErrorCode: 404, Guid: '', Value: null });

/** What a read threw. */
async function thrownBy(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
  } catch (error) {
    return error;
  }
  throw new Error('the read did not fail');
}

describe('foundOrNull', () => {
  const http = () => createHttpClient({ baseUrl: server.baseUrl, timeoutMs: 300 });
  const read = async (path: string) => {
    const result = await http().call({ url: path });
    if (!result.ok) throw result.error;
    return result.data;
  };

  it('gives the value of a read that succeeds', async () => {
    server.route('/ok', (_req, res) => sendJson(res, 200, { Success: true, Value: 1 }));
    expect(await foundOrNull(read('/ok'))).toEqual({ Success: true, Value: 1 });
  });

  it("gives null for the feed's 404 and its envelope refusing with ErrorCode 404", async () => {
    server.route('/gone', (_req, res) => sendJson(res, 404, { success: false }));
    server.route('/unknown', (_req, res) => sendJson(res, 200, refusal('Team is not found in Sports')));
    expect(await foundOrNull(read('/gone'))).toBeNull();
    expect(await foundOrNull(read('/unknown'))).toBeNull();
  });

  it('fails the page for a 5xx, a timeout or an unreadable answer, with the cause kept', async () => {
    server.route('/broken', (_req, res) => sendJson(res, 500, { success: false }));
    server.route('/slow', (_req, res) => setTimeout(() => sendJson(res, 200, {}), 2_000));
    server.route('/garbage', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
    });
    for (const path of ['/broken', '/slow', '/garbage']) {
      const failed = await thrownBy(foundOrNull(read(path)));
      expect(failed, path).toBeInstanceOf(PageDataUnavailable);
      expect((failed as Error).cause).toBeInstanceOf(Error);
      expect(isNotFound(failed)).toBe(false);
    }
  });
});
