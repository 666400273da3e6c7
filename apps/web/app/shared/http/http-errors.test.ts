// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  BadRequest,
  Forbidden,
  HTTPError,
  NotFound,
  Unauthorized,
  knownHttpStatusCodes,
  toRequestErrorRecord,
} from './errors';
import { createHttpClient } from './http-client';
import type { HttpClient } from './http-client';
import { sendJson, startTestServer } from './test-http-server';
import type { TestServer } from './test-http-server';

let server: TestServer;
let http: HttpClient;
let answer: { status: number; body: unknown; type?: string };
beforeAll(async () => {
  server = await startTestServer();
  server.route('/answer', (_request, response) =>
    sendJson(response, answer.status, answer.body, answer.type),
  );
  server.route('/html', (_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<h1>Bad gateway</h1>');
  });
  http = createHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());

async function callWith(status: number, body: unknown, type?: string) {
  answer = type === undefined ? { status, body } : { status, body, type };
  return http.call({ url: '/answer' });
}

describe('status mapping (spec §8)', () => {
  it.each<[number, typeof HTTPError, string]>([
    [400, BadRequest, 'BadRequest'],
    [401, Unauthorized, 'Unauthorized'],
    [403, Forbidden, 'Forbidden'],
    [404, NotFound, 'NotFound'],
    ...Object.values(knownHttpStatusCodes).map((status): [number, typeof HTTPError, string] => [
      status,
      HTTPError,
      'HTTPError',
    ]),
    [418, HTTPError, 'HTTPError'],
  ])('%i → %o', async (status, errorClass, name) => {
    const result = await callWith(status, { message: 'x' });
    expect(result.state).toBe('error');
    expect(result.error).toBeInstanceOf(errorClass);
    expect(result.error?.name).toBe(name);
    expect(result.error?.statusCode).toBe(status);
  });

  it('fills the error object and the request-error record', async () => {
    const result = await callWith(403, {
      errors: [{ title: 'Нет доступа', detail: 'Регион закрыт' }],
    });
    const error = result.error;
    expect(error).toMatchObject({
      statusCode: 403,
      message: 'Регион закрыт',
      title: 'Нет доступа',
      data: { errors: [{ title: 'Нет доступа', detail: 'Регион закрыт' }] },
      request: { method: 'GET', url: `${server.baseUrl}/answer` },
    });
    expect(error?.response?.status).toBe(403);
    if (!error) throw new Error('expected an error');
    expect(toRequestErrorRecord(error)).toEqual({
      message: 'Регион закрыт',
      title: 'Нет доступа',
      status: 403,
      isCancel: false,
      response: error?.response,
      request: error?.request,
      messagePrefix: `GET ${server.baseUrl}/answer`,
      httpCode: 403,
    });
  });

  it('a non-JSON error page keeps its text as data and gets the generic message', async () => {
    const result = await http.call({ url: '/html' });
    expect(result.error?.statusCode).toBe(502);
    expect(result.error?.data).toBe('<h1>Bad gateway</h1>');
    expect(result.error?.message).toBe('Ошибка сервера. Попробуйте ещё раз позже.');
    expect(result.error?.title).toBe('Ошибка сервера');
  });
});

describe('message order (spec §8)', () => {
  it.each<[string, unknown, string]>([
    [
      'the first error detail',
      { errors: [{ detail: 'first' }, { detail: 'second' }], message: 'msg' },
      'first',
    ],
    ['else the response message', { errors: [{ title: 'only a title' }], message: 'msg' }, 'msg'],
    ['capitalised Message', { Message: 'Msg' }, 'Msg'],
    [
      'blank texts are skipped',
      { errors: [{ detail: '  ' }], message: '' },
      'Ошибка сервера. Попробуйте ещё раз позже.',
    ],
    ['else the generic server error', {}, 'Ошибка сервера. Попробуйте ещё раз позже.'],
    ['a body that is not an object', ['x'], 'Ошибка сервера. Попробуйте ещё раз позже.'],
  ])('%s', async (_case, body, message) => {
    const result = await callWith(500, body);
    expect(result.error?.message).toBe(message);
  });
});

describe('answers without success (spec §8, wire-format §1.1)', () => {
  it.each<[string, unknown, string]>([
    [
      'its message (Error)',
      { Success: false, Error: 'Game is not found in Sports', ErrorCode: 7 },
      'Game is not found in Sports',
    ],
    ['lower-case success', { success: false, message: 'Bad code' }, 'Bad code'],
    ['else its detail', { success: false, detail: 'Limit reached' }, 'Limit reached'],
    [
      'else the generic query error',
      { Success: false, Error: '' },
      'Не удалось выполнить запрос. Попробуйте ещё раз.',
    ],
  ])('%s', async (_case, body, message) => {
    const result = await callWith(200, body);
    expect(result.state).toBe('error');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.message).toBe(message);
  });

  it('keeps the family ErrorCode', async () => {
    const result = await callWith(200, { Success: false, Error: 'x', ErrorCode: 161627 });
    expect(result.error instanceof ApiError && result.error.errorCode).toBe(161627);
  });

  it('a successful envelope is ok data', async () => {
    const result = await callWith(200, { Success: true, Value: [1] });
    expect(result).toMatchObject({ state: 'ok', data: { Success: true, Value: [1] } });
  });

  it('JSON:API answers are parsed too', async () => {
    const result = await callWith(
      200,
      { data: { attributes: { a: 1 } } },
      'application/vnd.api+json',
    );
    expect(result.data).toEqual({ data: { attributes: { a: 1 } } });
  });

  it('malformed JSON with a success status is an invalid answer', async () => {
    server.route('/broken', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"a":');
    });
    const result = await http.call({ url: '/broken' });
    expect(result.error?.name).toBe('InvalidResponse');
  });
});
