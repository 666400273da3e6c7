// The browser's service token (api-contract-spec §4, §7.12, §8, §9): absent, then fetched, then
// refreshed when it expires within the 5 s margin on the server's clock. Service calls carry it as
// `Authorization: Bearer`; a 401 refreshes it once and repeats the call once; 3 consecutive 401s
// for one URL fail as TOKEN_NOT_AUTHENTICATED and that URL is not called again until a sign-out.
import type { AppStorage } from '../storage/app-storage';
import type { ApiResult } from './api-result';
import type { AfterHook, BeforeHook, CallOptions, PreparedRequest } from './call-options';
import { Forbidden, Unauthorized } from './errors';
import type { HTTPError, RequestInfo } from './errors';
import type { HttpClient } from './http-client';
import { requestServiceToken, serviceTokenRecordSchema } from './service-token-api';
import type { MissingDateHeader, ServiceTokenRecord } from './service-token-api';
import { LostToken, TokenNotAuthenticated, UserNotAuthenticated } from './service-token-errors';
import { isTokenUsable } from './token-clock';

export interface ServiceTokenManagerOptions {
  readonly client: HttpClient;
  /** Keeps the token record (spec §3) between page loads and across tabs. */
  readonly storage?: AppStorage;
  /** Local clock; the server's is derived from it with the measured skew. */
  readonly now?: () => number;
}

export interface ServiceTokenManager {
  /**
   * A token with more than the margin left; fetches or refreshes one when needed. Rejects with
   * UserNotAuthenticated (a 403 on the token call) or LostToken ("lost token").
   */
  getToken(): Promise<string>;
  /**
   * A call with `Authorization: Bearer`. HTTP failures come back in the result as usual; token
   * failures reject: TokenNotAuthenticated, UserNotAuthenticated, LostToken.
   */
  authorizedCall<T = unknown>(options: CallOptions<T>): Promise<ApiResult<T>>;
  /** On sign-out (and sign-in): forgets the token, the 401 counts and the client's GET cache. */
  clear(): void;
}

export const serviceTokenStorageKey = 'serviceToken';
/** spec §9 "At most 3 attempts per URL after a 401". */
export const maxUnauthorizedPerUrl = 3;

export function createServiceTokenManager(options: ServiceTokenManagerOptions): ServiceTokenManager {
  const { client, storage } = options;
  const now = options.now ?? Date.now;
  const unauthorizedCounts = new Map<string, number>();
  const countedAnswers = new WeakSet<ApiResult<unknown>>();
  let memory: ServiceTokenRecord | null = null;
  // Storage is the truth while our last write to it worked, so a token another tab refreshed or
  // a sign-out in another tab is seen here too; when it refuses writes, the page's copy is used.
  let storageIsTruth = storage !== undefined;
  // Unknown until the first token answer of this page; a wrong guess costs one refresh or one 401.
  let skewMs = 0;
  let pending: Promise<string> | null = null;
  // A token answer that arrives after clear() belongs to the previous player and is not kept.
  let generation = 0;

  function currentRecord(): ServiceTokenRecord | null {
    if (!storage || !storageIsTruth) return memory;
    const parsed = serviceTokenRecordSchema.safeParse(storage.get(serviceTokenStorageKey));
    return parsed.success ? parsed.data : null;
  }

  function save(record: ServiceTokenRecord): void {
    memory = record;
    storageIsTruth = storage?.set(serviceTokenStorageKey, record) ?? false;
  }

  function usable(record: ServiceTokenRecord): boolean {
    return isTokenUsable(Date.parse(record.expireDate), now(), skewMs);
  }

  async function fetchOrRefresh(previousToken: string | undefined): Promise<string> {
    const startedIn = generation;
    let answer = previousToken === undefined ? undefined : await requestServiceToken(client, now, previousToken);
    // A refused refresh (token too old, its session ended) may still be replaced through the
    // session cookie; only the fetch's own 403 means the player is signed out.
    if (answer === undefined || (!answer.ok && isRefusal(answer.error))) {
      answer = await requestServiceToken(client, now);
    }
    if (!answer.ok) throw tokenFailure(answer.error);
    skewMs = answer.skewMs;
    if (startedIn === generation) save(answer.record);
    return answer.record.userToken;
  }

  /** One token call at a time: concurrent callers share it. */
  function obtain(previousToken: string | undefined): Promise<string> {
    if (pending) return pending;
    const flight = fetchOrRefresh(previousToken);
    pending = flight;
    const release = (): void => {
      if (pending === flight) pending = null;
    };
    flight.then(release, release);
    return flight;
  }

  function getToken(): Promise<string> {
    const record = currentRecord();
    if (record && usable(record)) return Promise.resolve(record.userToken);
    return obtain(record?.userToken);
  }

  /** After a 401 with `rejectedToken`: a newer token another call already got, or a refresh. */
  function replaceRejected(rejectedToken: string | undefined): Promise<string> {
    const record = currentRecord();
    if (record && record.userToken !== rejectedToken && usable(record)) {
      return Promise.resolve(record.userToken);
    }
    return obtain(record?.userToken ?? rejectedToken);
  }

  /**
   * True for a 401, counted for its URL (a success resets the count); throws once the limit is
   * reached. Identical calls share one answer (spec §7.1), which counts once.
   */
  function countAnswer(request: PreparedRequest, result: ApiResult<unknown>): boolean {
    const key = urlKey(request);
    if (result.ok) {
      unauthorizedCounts.delete(key);
      return false;
    }
    if (!(result.error instanceof Unauthorized)) return false;
    if (!countedAnswers.has(result)) {
      countedAnswers.add(result);
      unauthorizedCounts.set(key, (unauthorizedCounts.get(key) ?? 0) + 1);
    }
    if ((unauthorizedCounts.get(key) ?? 0) >= maxUnauthorizedPerUrl) {
      throw new TokenNotAuthenticated(requestInfo(request), result.error);
    }
    return true;
  }

  const authorize: BeforeHook = async (request) => {
    if ((unauthorizedCounts.get(urlKey(request)) ?? 0) >= maxUnauthorizedPerUrl) {
      throw new TokenNotAuthenticated(requestInfo(request));
    }
    const token = await getToken();
    return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
  };

  // spec §4: a 401 triggers one token refresh and one retry.
  const refreshOnceOn401: AfterHook = async (result, { request, repeat }) => {
    if (!countAnswer(request, result)) return undefined;
    await replaceRejected(bearerOf(request));
    const retried = await repeat();
    countAnswer(request, retried);
    return retried;
  };

  return {
    getToken,
    authorizedCall: (callOptions) =>
      client.call({
        ...callOptions,
        before: [...(callOptions.before ?? []), authorize],
        after: [refreshOnceOn401, ...(callOptions.after ?? [])],
      }),
    clear() {
      generation += 1;
      memory = null;
      pending = null;
      unauthorizedCounts.clear();
      // Answers cached for the previous player must not reach the next one.
      client.clearCache();
      storage?.remove(serviceTokenStorageKey);
      storageIsTruth = storage !== undefined;
    },
  };
}

function isRefusal(error: HTTPError | MissingDateHeader): boolean {
  return error instanceof Unauthorized || error instanceof Forbidden;
}

function tokenFailure(error: HTTPError | MissingDateHeader): Error {
  // spec §8: a 403 on the token call means USER_NOT_AUTHENTICATED; anything else leaves no token.
  return error instanceof Forbidden ? new UserNotAuthenticated(error) : new LostToken(error);
}

/** "One URL" of spec §4: the method and the URL without its query string. */
function urlKey(request: PreparedRequest): string {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  return `${request.method} ${path}`;
}

function requestInfo(request: PreparedRequest): RequestInfo {
  return { method: request.method, url: request.url };
}

function bearerOf(request: PreparedRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers['authorization'] ?? '')?.[1];
}
