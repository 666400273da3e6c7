// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer } from '../http/test-http-server';
import type { TestServer } from '../http/test-http-server';
import { createBrowserTransport } from './tracking-transport';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/event.json', (_request, response) => sendJson(response, 200, { ok: true }));
  server.route('/broken.json', (_request, response) => sendJson(response, 500, {}));
});
afterAll(() => server.close());

describe('browser transport', () => {
  it('posts the batch as JSON (falling back to fetch where there is no sendBeacon)', async () => {
    const transport = createBrowserTransport();
    await transport(`${server.baseUrl}/event.json`, '{"events":[]}', { beacon: true });
    const request = server.received.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/event.json', body: '{"events":[]}' });
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('rejects on a failed answer so the client can note it', async () => {
    const transport = createBrowserTransport();
    await expect(
      transport(`${server.baseUrl}/broken.json`, '{}', { beacon: false }),
    ).rejects.toThrow('500');
  });
});
