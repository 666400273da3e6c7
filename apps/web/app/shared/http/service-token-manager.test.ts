// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppStorage } from '../storage/app-storage';
import { Unauthorized } from './errors';
import { createHttpClient } from './http-client';
import { jsonApiMediaType } from './json-api';
import { MissingDateHeader, serviceTokenPaths } from './service-token-api';
import { LostToken, TokenNotAuthenticated, UserNotAuthenticated } from './service-token-errors';
import { createServiceTokenManager, serviceTokenStorageKey } from './service-token-manager';
import { bearerOf, installFakeTokenService, otherProtectedPath, protectedPath, tokenLifetimeMs } from './service-token-test-service';
import type { FakeTokenService } from './service-token-test-service';
import { startTestServer } from './test-http-server';
import type { TestServer } from './test-http-server';

const hour = 3_600_000;
const start = Date.parse('2030-01-01T12:00:00Z');

let server: TestServer;
let service: FakeTokenService;
let storage: AppStorage;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  service = installFakeTokenService(server, start);
  storage = new AppStorage({ kinds: [], allowMemory: true });
});

const manager = (baseUrl = server.baseUrl) =>
  createServiceTokenManager({ client: createHttpClient({ baseUrl }), storage, now: service.now });
const fetches = () => server.hits(serviceTokenPaths.fetch);
const refreshes = () => server.hits(serviceTokenPaths.refresh);
const requestsTo = (path: string) => server.received.filter((r) => r.url === path);

describe('getToken (spec §4 service token, §7.12)', () => {
  it('fetches the first token with a JSON:API GET and stores the record of spec §3', async () => {
    const tokens = manager();
    expect(await tokens.getToken()).toBe('token-1');
    const [request] = requestsTo(serviceTokenPaths.fetch);
    expect(request?.method).toBe('GET');
    expect(request?.headers.accept).toBe(jsonApiMediaType);
    expect(storage.get(serviceTokenStorageKey)).toEqual({
      userToken: 'token-1',
      expireDate: new Date(start + tokenLifetimeMs).toISOString(),
    });
  });

  it('reuses the token without a call while it has time left', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.advance(10 * 60_000);
    expect(await tokens.getToken()).toBe('token-1');
    expect(fetches() + refreshes()).toBe(1);
  });

  // spec §9: margin of 5 seconds, judged on the server's clock whatever the local clock says.
  it.each([
    ['same clocks', 0],
    ['server an hour ahead', hour],
    ['server an hour behind', -hour],
  ])('%s: reused with 5.001 s left, refreshed with 5 s left', async (_name, offset) => {
    service.serverOffsetMs = offset;
    const tokens = manager();
    await tokens.getToken();
    service.advance(tokenLifetimeMs - 5_001);
    expect(await tokens.getToken()).toBe('token-1');
    expect(refreshes()).toBe(0);
    service.advance(1);
    expect(await tokens.getToken()).toBe('token-2');
    expect(fetches()).toBe(1);
    expect(refreshes()).toBe(1);
  });

  it('refreshes with a JSON:API POST that presents the last token', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.advance(tokenLifetimeMs);
    await tokens.getToken();
    const [refresh] = requestsTo(serviceTokenPaths.refresh);
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers['content-type']).toBe(jsonApiMediaType);
    expect(refresh && bearerOf(refresh)).toBe('token-1');
  });

  it('fetches again through the session cookie when the refresh is refused', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.advance(tokenLifetimeMs);
    service.refreshStatus = 401;
    expect(await tokens.getToken()).toBe('token-2');
    expect([refreshes(), fetches()]).toEqual([1, 2]);
  });

  it('a token answer without a Date header fails and nothing is stored (spec §8)', async () => {
    service.sendDate = false;
    const error = await manager()
      .getToken()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LostToken);
    expect(error).toHaveProperty('message', 'lost token');
    expect(error).toHaveProperty('cause', expect.any(MissingDateHeader));
    expect(storage.get(serviceTokenStorageKey)).toBeUndefined();
  });

  it('a 403 on the token fetch is USER_NOT_AUTHENTICATED (spec §8)', async () => {
    service.tokenStatus = 403;
    const error = await manager()
      .getToken()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserNotAuthenticated);
    expect(error).toHaveProperty('code', 'USER_NOT_AUTHENTICATED');
  });

  it('a refused refresh and a 403 on the fetch is USER_NOT_AUTHENTICATED', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.advance(tokenLifetimeMs);
    service.refreshStatus = 403;
    service.tokenStatus = 403;
    await expect(tokens.getToken()).rejects.toHaveProperty('code', 'USER_NOT_AUTHENTICATED');
  });

  it.each([
    ['a server error', 500],
    ['an unexpected 401', 401],
  ])('%s on the token fetch throws "lost token"', async (_name, status) => {
    service.tokenStatus = status;
    await expect(manager().getToken()).rejects.toThrow(/^lost token$/);
  });

  it('no answer at all throws "lost token"', async () => {
    const unreachable = await startTestServer();
    await unreachable.close();
    await expect(manager(unreachable.baseUrl).getToken()).rejects.toThrow(/^lost token$/);
  });

  it('concurrent callers share one fetch', async () => {
    service.tokenDelayMs = 30;
    const tokens = manager();
    const all = await Promise.all([tokens.getToken(), tokens.getToken(), tokens.getToken()]);
    expect(all).toEqual(['token-1', 'token-1', 'token-1']);
    expect(fetches()).toBe(1);
  });

  it('the stored record outlives the page: a new manager reuses it without a call', async () => {
    await manager().getToken();
    expect(await manager().getToken()).toBe('token-1');
    expect(fetches()).toBe(1);
  });

  it('clear() drops the stored record; the next token is fetched, not refreshed', async () => {
    const tokens = manager();
    await tokens.getToken();
    tokens.clear();
    expect(storage.get(serviceTokenStorageKey)).toBeUndefined();
    expect(await tokens.getToken()).toBe('token-2');
    expect([fetches(), refreshes()]).toEqual([2, 0]);
  });
});

describe('authorizedCall (spec §4 401 handling, §8)', () => {
  it('sends Authorization: Bearer with the current token', async () => {
    const result = await manager().authorizedCall({ url: protectedPath });
    expect(result.data).toEqual({ balance: 100 });
    const [call] = requestsTo(protectedPath);
    expect(call && bearerOf(call)).toBe('token-1');
  });

  it('a 401 refreshes the token once and retries once', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.revokeAll();
    const result = await tokens.authorizedCall({ url: protectedPath });
    expect(result.ok).toBe(true);
    expect(requestsTo(protectedPath).map(bearerOf)).toEqual(['token-1', 'token-2']);
    expect(refreshes()).toBe(1);
  });

  it('calls refused at once share one refresh', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.revokeAll();
    service.tokenDelayMs = 20;
    const results = await Promise.all([tokens.authorizedCall({ url: protectedPath }), tokens.authorizedCall({ url: otherProtectedPath })]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(refreshes()).toBe(1);
  });

  it('3 consecutive 401s for one URL fail as TOKEN_NOT_AUTHENTICATED, with no 4th request', async () => {
    service.protectedStatus = 401;
    const tokens = manager();
    const first = await tokens.authorizedCall({ url: protectedPath });
    expect(first.error).toBeInstanceOf(Unauthorized);
    expect(requestsTo(protectedPath)).toHaveLength(2);

    const second = await tokens.authorizedCall({ url: protectedPath }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(TokenNotAuthenticated);
    expect(second).toHaveProperty('code', 'TOKEN_NOT_AUTHENTICATED');
    await expect(tokens.authorizedCall({ url: protectedPath })).rejects.toBeInstanceOf(TokenNotAuthenticated);
    expect(requestsTo(protectedPath)).toHaveLength(3);
    expect(refreshes()).toBe(1);

    // The count is per URL, and clear() (sign-out) lifts the lock.
    service.protectedStatus = 200;
    expect((await tokens.authorizedCall({ url: otherProtectedPath })).ok).toBe(true);
    tokens.clear();
    expect((await tokens.authorizedCall({ url: protectedPath })).ok).toBe(true);
  });

  it('identical calls share one 401 answer, which counts once', async () => {
    service.protectedStatus = 401;
    const tokens = manager();
    const results = await Promise.all([tokens.authorizedCall({ url: protectedPath }), tokens.authorizedCall({ url: protectedPath })]);
    expect(results.map((result) => result.error)).toEqual([expect.any(Unauthorized), expect.any(Unauthorized)]);
    expect(requestsTo(protectedPath)).toHaveLength(2);
  });

  it('a success resets the count of its URL', async () => {
    service.protectedStatus = 401;
    const tokens = manager();
    expect((await tokens.authorizedCall({ url: protectedPath })).ok).toBe(false);
    service.protectedStatus = 200;
    expect((await tokens.authorizedCall({ url: protectedPath })).ok).toBe(true);
    service.protectedStatus = 401;
    const again = await tokens.authorizedCall({ url: protectedPath });
    expect(again.error).toBeInstanceOf(Unauthorized);
  });

  it('other failures come back in the result and do not refresh', async () => {
    service.protectedStatus = 500;
    const result = await manager().authorizedCall({ url: protectedPath });
    expect(result.error?.statusCode).toBe(500);
    expect([fetches(), refreshes()]).toEqual([1, 0]);
  });

  it('without a token the call is not sent and "lost token" is thrown', async () => {
    service.tokenStatus = 502;
    await expect(manager().authorizedCall({ url: protectedPath })).rejects.toThrow(/^lost token$/);
    expect(requestsTo(protectedPath)).toHaveLength(0);
  });

  it('a 401 whose refresh meets a 403 is USER_NOT_AUTHENTICATED', async () => {
    const tokens = manager();
    await tokens.getToken();
    service.revokeAll();
    service.refreshStatus = 403;
    service.tokenStatus = 403;
    await expect(tokens.authorizedCall({ url: protectedPath })).rejects.toBeInstanceOf(UserNotAuthenticated);
    expect(requestsTo(protectedPath)).toHaveLength(1);
  });
});
