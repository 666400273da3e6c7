// The client HTTP layer of api-contract-spec §7.1 on fetch: build → before hooks → GET cache →
// shared pending call → attempts with timeout and retries → after hooks → schema check.
import { requestParams } from '@stavka/contract/request-params';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { failedResult, okResult } from './api-result';
import type { ApiResult, OkResult } from './api-result';
import { buildRequest } from './build-request';
import { ResponseCache } from './cache';
import type { AfterHook, BeforeHook, CallOptions, PreparedRequest } from './call-options';
import { PendingCalls } from './dedupe';
import { InvalidResponse } from './errors';
import type { RequestInfo } from './errors';
import { fetchWithTimeout } from './fetch-with-timeout';
import type { FetchFunction } from './fetch-with-timeout';
import { translateRussian } from './messages';
import type { Translate } from './messages';
import { cancelledResult, readAttempt } from './read-response';
import { backoffDelay, isRetryable, normalizeRetry, sleepWithTimer } from './retry';
import type { RetryOption, RetryPolicy, Sleep } from './retry';

export interface HttpClientConfig {
  /** Prefix of relative call URLs, e.g. "" in the browser or "http://127.0.0.1:3000" on the server. */
  readonly baseUrl?: string;
  readonly fetch?: FetchFunction;
  readonly translate?: Translate;
  /** Clock of the GET cache. */
  readonly now?: () => number;
  /** Waits between retries. */
  readonly sleep?: Sleep;
  readonly timeoutMs?: number;
  readonly retry?: RetryOption;
  readonly headers?: Readonly<Record<string, string>>;
  /** Parameter catalogue of spec §3; defaults to the contract's catalogue. */
  readonly catalogue?: RequestParamCatalogue;
  readonly before?: readonly BeforeHook[];
  readonly after?: readonly AfterHook[];
  readonly cacheMaxEntries?: number;
}

export interface HttpClient {
  /** Resolves with data or an error; never rejects for a failed call (spec §7.1). */
  call<T = unknown>(options: CallOptions<T>): Promise<ApiResult<T>>;
  /** The strict variant: resolves with the data or throws the HTTPError (spec §7.1). */
  callStrict<T = unknown>(options: CallOptions<T>): Promise<T>;
  clearCache(): void;
}

/** No spec value; long enough for a slow mobile network, short enough to tell the player. */
export const defaultTimeoutMs = 30_000;

export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  const translate = config.translate ?? translateRussian;
  const sleep = config.sleep ?? sleepWithTimer;
  const fetchFn: FetchFunction = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cache = new ResponseCache<OkResult<unknown>>(
    config.now ?? Date.now,
    config.cacheMaxEntries,
  );
  const pending = new PendingCalls<ApiResult<unknown>>();
  const buildContext = {
    baseUrl: config.baseUrl ?? '',
    catalogue: config.catalogue ?? requestParams,
    headers: config.headers ?? {},
  };

  async function call<T>(options: CallOptions<T>): Promise<ApiResult<T>> {
    const built = buildRequest(options, buildContext);
    const beforeHooks = [...(config.before ?? []), ...(options.before ?? [])];
    let sent = built;
    const send = async (): Promise<ApiResult<unknown>> => {
      sent = await runBeforeHooks(built, beforeHooks);
      return sendShared(sent, options);
    };

    let result = await send();
    for (const hook of [...(config.after ?? []), ...(options.after ?? [])]) {
      result = (await hook(result, { request: sent, repeat: send })) ?? result;
    }
    return checkSchema(result, options, { method: sent.method, url: sent.url });
  }

  function sendShared<T>(
    request: PreparedRequest,
    options: CallOptions<T>,
  ): Promise<ApiResult<unknown>> {
    const info: RequestInfo = { method: request.method, url: request.url };
    const ttlMs = request.method === 'GET' ? (options.cacheTtlMs ?? 0) : 0;
    const cacheKey = `${request.method} ${request.url}`;
    const cached = ttlMs > 0 ? cache.get(cacheKey) : undefined;
    if (cached) return Promise.resolve(okResult(cached.data, cached.response, true));

    const policy = normalizeRetry(options.retry ?? config.retry);
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? defaultTimeoutMs;
    const start = async (signal: AbortSignal): Promise<ApiResult<unknown>> => {
      const result = await sendWithRetries(request, info, policy, timeoutMs, signal);
      if (result.ok && ttlMs > 0) cache.set(cacheKey, result, ttlMs);
      return result;
    };
    const shareKey = options.allowParallel === true ? null : sharingKey(request);
    return pending.join(shareKey, start, options.signal, () => cancelledResult(info, translate));
  }

  async function sendWithRetries(
    request: PreparedRequest,
    info: RequestInfo,
    policy: RetryPolicy,
    timeoutMs: number,
    signal: AbortSignal,
  ): Promise<ApiResult<unknown>> {
    const init: RequestInit = {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      credentials: request.credentials,
    };
    for (let retry = 0; ; retry += 1) {
      const outcome = await fetchWithTimeout(fetchFn, request.url, init, timeoutMs, signal);
      const result = readAttempt(outcome, info, translate);
      if (result.ok || retry >= policy.retries || !isRetryable(result.error)) return result;
      await sleep(backoffDelay(policy, retry + 1), signal);
      if (signal.aborted) return cancelledResult(info, translate);
    }
  }

  function checkSchema<T>(
    result: ApiResult<unknown>,
    options: CallOptions<T>,
    request: RequestInfo,
  ): ApiResult<T> {
    if (!result.ok) return result;
    if (!options.schema) {
      // Without a schema the caller asked for unchecked data (T defaults to unknown).
      return result as ApiResult<T>;
    }
    const parsed = options.schema.safeParse(result.data);
    if (parsed.success) return { ...result, data: parsed.data };
    return failedResult(
      new InvalidResponse({
        statusCode: result.response.status,
        message: translate('http_invalid_response'),
        title: translate('http_title_error'),
        data: parsed.error.issues,
        response: result.response,
        request,
      }),
    );
  }

  return {
    call,
    async callStrict<T>(options: CallOptions<T>): Promise<T> {
      const result = await call(options);
      if (!result.ok) throw result.error;
      return result.data;
    },
    clearCache: () => cache.clear(),
  };
}

async function runBeforeHooks(
  request: PreparedRequest,
  hooks: readonly BeforeHook[],
): Promise<PreparedRequest> {
  let current = request;
  for (const hook of hooks) current = (await hook(current)) ?? current;
  return current;
}

/** Identical calls: same method, URL and body. FormData bodies are never shared. */
function sharingKey(request: PreparedRequest): string | null {
  if (request.body instanceof FormData) return null;
  return `${request.method} ${request.url}\n${request.body ?? ''}`;
}
