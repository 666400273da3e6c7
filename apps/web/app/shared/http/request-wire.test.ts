// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PreparedRequest } from './call-options';
import { createHttpClient } from './http-client';
import type { HttpClient } from './http-client';
import { unwrapJsonApiAttributes } from './json-api';
import { startTestServer } from './test-http-server';
import type { TestServer } from './test-http-server';

// What the echo route of the test server answers.
const echoSchema = z.object({
  method: z.string(),
  url: z.string(),
  contentType: z.string().nullable(),
  accept: z.string().nullable(),
  body: z.string(),
});

let server: TestServer;
let http: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  http = createHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());

describe('request building (spec §7.1)', () => {
  it('GET is the default and puts the parameters in the query string by the §5 rules', async () => {
    const echo = await http.callStrict({
      url: '/feed',
      params: { sports: [3, 1, 3], lng: 'ru', partner: 55, live: false, champs: [] },
      schema: echoSchema,
    });
    expect(echo.method).toBe('GET');
    expect(echo.url).toBe('/feed?sports=1%2C3&partner=55&live=false');
    expect(echo.body).toBe('');
    expect(echo.accept).toBe('application/json');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s sends the parameters as a JSON body and the query separately',
    async (method) => {
      const echo = await http.callStrict({
        url: '/office/savesetting',
        method,
        params: { setting_id: 4, setting_value: 'on', lng: 'ru', sports: [2, 1] },
        query: { lng: 'en' },
        schema: echoSchema,
      });
      expect(echo.method).toBe(method);
      expect(echo.url).toBe('/office/savesetting?lng=en');
      expect(echo.contentType).toBe('application/json');
      expect(JSON.parse(echo.body)).toEqual({ setting_id: 4, setting_value: 'on', sports: '1,2' });
    },
  );

  it('appends URL-path parameters as segments in the declared order', async () => {
    const echo = await http.callStrict({
      url: '/statisticpopup/game/',
      pathParams: [1, 'a b', 'main'],
      params: { lng: 'en' },
      schema: echoSchema,
    });
    expect(echo.url).toBe('/statisticpopup/game/1/a%20b/main?lng=en');
  });

  it('refuses an empty path parameter', async () => {
    await expect(http.call({ url: '/team', pathParams: [''] })).rejects.toThrow(TypeError);
  });

  it('sends a FormData body as it is', async () => {
    const form = new FormData();
    form.append('document', new Blob(['scan'], { type: 'text/plain' }), 'passport.txt');
    form.append('kind', 'passport');
    const echo = await http.callStrict({
      url: '/identification/data',
      method: 'POST',
      body: form,
      schema: echoSchema,
    });
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('filename="passport.txt"');
    expect(echo.body).toContain('scan');
    expect(echo.body).toContain('passport');
  });

  it('never shares FormData uploads', async () => {
    const before = server.hits('/upload');
    const send = () => http.call({ url: '/upload', method: 'POST', body: new FormData() });
    await Promise.all([send(), send()]);
    expect(server.hits('/upload') - before).toBe(2);
  });

  it('JSON:API wraps the payload as data.attributes with the vnd.api+json types', async () => {
    const echo = await http.callStrict({
      url: '/token/refresh',
      method: 'POST',
      params: { authToken: 'abc' },
      jsonApi: true,
      schema: echoSchema,
    });
    expect(echo.contentType).toBe('application/vnd.api+json');
    expect(echo.accept).toBe('application/vnd.api+json');
    expect(JSON.parse(echo.body)).toEqual({ data: { attributes: { authToken: 'abc' } } });
  });

  it('JSON:API may name the resource type', async () => {
    const echo = await http.callStrict({
      url: '/token/refresh',
      method: 'POST',
      body: { userToken: 'x' },
      jsonApi: { type: 'token' },
      schema: echoSchema,
    });
    expect(JSON.parse(echo.body)).toEqual({
      data: { type: 'token', attributes: { userToken: 'x' } },
    });
  });

  it('reads data.attributes of a JSON:API answer', () => {
    expect(unwrapJsonApiAttributes({ data: { attributes: { userToken: 't' } } })).toEqual({
      userToken: 't',
    });
    expect(unwrapJsonApiAttributes({ data: null })).toBeUndefined();
  });

  it('uses same-origin credentials by default; caller headers win case-insensitively', async () => {
    const seen: PreparedRequest[] = [];
    const echo = await http.callStrict({
      url: '/creds',
      headers: { Accept: 'text/plain' },
      before: [(request) => void seen.push(request)],
      schema: echoSchema,
    });
    expect(seen[0]?.credentials).toBe('same-origin');
    expect(echo.accept).toBe('text/plain');
  });

  it('keeps a query already in the URL', async () => {
    const echo = await http.callStrict({
      url: '/feed?mode=4',
      params: { gameId: 9 },
      schema: echoSchema,
    });
    expect(echo.url).toBe('/feed?mode=4&gameId=9');
  });
});
