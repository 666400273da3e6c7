// Test support: the token service of api-contract-spec §7.12 and one protected service call,
// played by the real node:http test server on a clock the test moves. Only imported by tests.
import type { ServerResponse } from 'node:http';
import { serviceTokenPaths } from './service-token-api';
import { jsonApiMediaType } from './json-api';
import { sendJson } from './test-http-server';
import type { ReceivedRequest, TestServer } from './test-http-server';

export const protectedPath = '/web-api/service/balance';
export const otherProtectedPath = '/web-api/service/limits';
/** The server's token lifetime. */
export const tokenLifetimeMs = 15 * 60_000;

export interface FakeTokenService {
  /** The local clock the manager reads; the server's runs `serverOffsetMs` ahead of it. */
  readonly now: () => number;
  advance(ms: number): void;
  serverOffsetMs: number;
  /** Status of the token calls; 200 issues a token. */
  tokenStatus: number;
  /** Status of a refresh that presents a bearer; 200 issues a token. */
  refreshStatus: number;
  sendDate: boolean;
  /** Delay of the token answers, so calls overlap. */
  tokenDelayMs: number;
  /** Status of the protected calls with a valid token; 401 makes every call fail. */
  protectedStatus: number;
  /** Tokens issued so far, in order. */
  readonly issued: string[];
  /** Makes every token issued so far invalid (the service no longer accepts them). */
  revokeAll(): void;
}

export function installFakeTokenService(server: TestServer, startMs: number): FakeTokenService {
  let localNow = startMs;
  const expiries = new Map<string, number>();
  const state: FakeTokenService = {
    now: () => localNow,
    advance: (ms) => {
      localNow += ms;
    },
    serverOffsetMs: 0,
    tokenStatus: 200,
    refreshStatus: 200,
    sendDate: true,
    tokenDelayMs: 0,
    protectedStatus: 200,
    issued: [],
    revokeAll: () => expiries.clear(),
  };
  const serverNow = (): number => localNow + state.serverOffsetMs;

  function answerToken(response: ServerResponse, status: number): void {
    response.sendDate = false;
    if (state.sendDate) response.setHeader('date', new Date(serverNow()).toUTCString());
    if (status !== 200) {
      sendJson(response, status, { errors: [{ status: String(status), detail: 'refused' }] });
      return;
    }
    const userToken = `token-${state.issued.length + 1}`;
    const expireMs = serverNow() + tokenLifetimeMs;
    state.issued.push(userToken);
    expiries.set(userToken, expireMs);
    const attributes = { userToken, expireDate: new Date(expireMs).toISOString() };
    sendJson(response, 200, { data: { type: 'token', id: 'session-1', attributes } }, jsonApiMediaType);
  }

  const later = (action: () => void): void => {
    if (state.tokenDelayMs === 0) action();
    else setTimeout(action, state.tokenDelayMs);
  };
  server.route(serviceTokenPaths.fetch, (_request, response) => later(() => answerToken(response, state.tokenStatus)));
  server.route(serviceTokenPaths.refresh, (request, response) =>
    later(() => answerToken(response, bearerOf(request) === undefined ? state.tokenStatus : state.refreshStatus)),
  );
  const guarded = (request: ReceivedRequest, response: ServerResponse): void => {
    const expireMs = expiries.get(bearerOf(request) ?? '');
    if (expireMs === undefined || expireMs <= serverNow()) {
      sendJson(response, 401, { errors: [{ status: '401', detail: 'token refused' }] });
      return;
    }
    if (state.protectedStatus === 200) sendJson(response, 200, { balance: 100 });
    else sendJson(response, state.protectedStatus, { errors: [{ detail: 'service refused' }] });
  };
  server.route(protectedPath, guarded);
  server.route(otherProtectedPath, guarded);
  return state;
}

export function bearerOf(request: ReceivedRequest): string | undefined {
  return /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
}
