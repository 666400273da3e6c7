// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, CSRF_HEADER, type ApiClient } from './api-client';
import { sendJson, startTestServer, type TestServer } from './http/test-http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const client = (csrf?: string): ApiClient => createApiClient({ baseUrl: server.baseUrl, csrfToken: () => csrf });
const signedIn = z.object({ userId: z.number(), login: z.string() });

describe('the CSRF header (issue 3: cookie-authenticated writes)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s carries x-csrf-token when the cookie holds one', async (method) => {
    server.route('/write', (_request, response) => sendJson(response, 200, { success: true, data: null }));
    await client('token-1').send({ url: '/write', method, body: {}, schema: z.null() });
    expect(server.received[0]?.headers[CSRF_HEADER]).toBe('token-1');
  });

  it('a GET never carries it', async () => {
    server.route('/read', (_request, response) => sendJson(response, 200, { success: true, data: 1 }));
    await client('token-1').send({ url: '/read', schema: z.number() });
    expect(server.received[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('a guest (no cookie) sends no header', async () => {
    server.route('/guest-write', (_request, response) => sendJson(response, 200, { success: true, data: null }));
    await client(undefined).send({ url: '/guest-write', method: 'POST', body: {}, schema: z.null() });
    expect(server.received[0]?.headers[CSRF_HEADER]).toBeUndefined();
  });
});

describe('answers', () => {
  it('sends the body as JSON and resolves with the checked data of the envelope', async () => {
    server.route('/auth', (request, response) => {
      const body = JSON.parse(request.body) as { login: string };
      sendJson(response, 200, { success: true, data: { userId: 7, login: body.login, extra: 'dropped' } });
    });
    const outcome = await client().send({ url: '/auth', method: 'POST', body: { login: '100000007', lang: 'ru' }, schema: signedIn });
    expect(outcome).toEqual({ ok: true, data: { userId: 7, login: '100000007' } });
    expect(server.received[0]?.headers['content-type']).toBe('application/json');
    // The body goes as it is: a parameter equal to its catalogue default (lang ru) is not dropped.
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ login: '100000007', lang: 'ru' });
  });

  it('an answer without data gives the schema undefined', async () => {
    server.route('/disconnect', (_request, response) => sendJson(response, 200, { success: true }));
    expect(await client('t').send({ url: '/disconnect', method: 'POST', body: {}, schema: z.unknown() })).toEqual({ ok: true, data: undefined });
    expect((await client('t').send({ url: '/disconnect', method: 'POST', body: {}, schema: z.object({ a: z.number() }) })).ok).toBe(false);
  });

  it('an answer that does not match the schema is a failure without an error id', async () => {
    server.route('/odd', (_request, response) => sendJson(response, 200, { success: true, data: { userId: 'seven' } }));
    const outcome = await client().send({ url: '/odd', schema: signedIn });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.id).toBeNull();
    expect(outcome.failure.fieldErrors).toEqual({});
  });
});

describe('office errors (spec §8: a map of field → messages)', () => {
  it('maps each field to its first message and keeps the id, status and message', async () => {
    server.route('/registration', (_request, response) =>
      sendJson(response, 400, {
        success: false,
        error: {
          id: 'validation',
          message: 'Validation failed',
          errors: { email: ['registration_email_taken', 'second'], phone: ['phone_min_length:{"value":6}'], empty: [] },
        },
      }),
    );
    const outcome = await client().send({ url: '/registration', method: 'POST', body: {}, schema: z.unknown() });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure).toMatchObject({
      id: 'validation',
      status: 400,
      message: 'Validation failed',
      fieldErrors: { email: 'registration_email_taken', phone: 'phone_min_length:{"value":6}' },
      retryAfterSeconds: null,
      cancelled: false,
    });
  });

  it.each([
    ['401 invalid_credentials', 401, 'invalid_credentials'],
    ['403 account_blocked', 403, 'account_blocked'],
    ['403 csrf_failed', 403, 'csrf_failed'],
    ['400 captcha_required', 400, 'captcha_required'],
  ] as const)('%s keeps its id', async (_name, status, id) => {
    server.route('/refused', (_request, response) => sendJson(response, status, { success: false, error: { id, message: 'No' } }));
    const outcome = await client().send({ url: '/refused', method: 'POST', body: {}, schema: z.unknown() });
    expect(outcome.ok ? null : outcome.failure.id).toBe(id);
  });

  it('an id outside the closed set is kept as a message only', async () => {
    server.route('/unknown-id', (_request, response) => sendJson(response, 400, { success: false, error: { id: 'strange', message: 'Strange' } }));
    const outcome = await client().send({ url: '/unknown-id', method: 'POST', body: {}, schema: z.unknown() });
    expect(outcome.ok ? null : outcome.failure).toMatchObject({ id: null, message: 'Strange' });
  });

  it('a rate limit reads the wait from details, else from Retry-After', async () => {
    server.route('/details', (_request, response) =>
      sendJson(response, 429, { success: false, error: { id: 'rate_limited', message: 'Wait', details: { retryAfterSeconds: 41.2 } } }),
    );
    server.route('/header', (_request, response) => {
      response.setHeader('retry-after', '90');
      sendJson(response, 429, { success: false, error: { id: 'rate_limited', message: 'Too many failed attempts. Try again in 2 minutes.' } });
    });
    const fromDetails = await client().send({ url: '/details', method: 'POST', body: {}, schema: z.unknown() });
    const fromHeader = await client().send({ url: '/header', method: 'POST', body: {}, schema: z.unknown() });
    expect(fromDetails.ok ? null : fromDetails.failure.retryAfterSeconds).toBe(42);
    expect(fromHeader.ok ? null : fromHeader.failure).toMatchObject({
      id: 'rate_limited',
      status: 429,
      retryAfterSeconds: 90,
      message: 'Too many failed attempts. Try again in 2 minutes.',
    });
  });

  it('no answer at all is a failure with the layer message and no id', async () => {
    const closed = await startTestServer();
    const url = closed.baseUrl;
    await closed.close();
    const outcome = await createApiClient({ baseUrl: url }).send({ url: '/gone', schema: z.unknown() });
    expect(outcome.ok ? null : outcome.failure).toMatchObject({ id: null, status: 0, fieldErrors: {} });
    expect(outcome.ok ? '' : outcome.failure.message).not.toBe('');
  });

  it('an aborted call is flagged cancelled', async () => {
    server.route('/slow', (_request, response) => setTimeout(() => sendJson(response, 200, { success: true, data: 1 }), 200));
    const controller = new AbortController();
    const pending = client().send({ url: '/slow', schema: z.number(), signal: controller.signal });
    controller.abort();
    const outcome = await pending;
    expect(outcome.ok ? null : outcome.failure.cancelled).toBe(true);
  });
});
