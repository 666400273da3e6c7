// What a caller passes to the HTTP layer (api-contract-spec §7.1) and what hooks see.
import type { z } from 'zod';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import type { ApiResult } from './api-result';
import type { HttpMethod } from './errors';
import type { JsonApiOptions } from './json-api';
import type { RetryOption } from './retry';

export interface CallOptions<T> {
  /** Path below the client's base URL, or an absolute URL. */
  readonly url: string;
  /** Default GET (spec §7.1). */
  readonly method?: HttpMethod;
  /**
   * Parameters encoded by the rules of spec §5: the query string of a GET, the JSON body of
   * POST, PUT, PATCH and DELETE.
   */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Query parameters of a call with a body; sent separately from the body (spec §7.1). */
  readonly query?: Readonly<Record<string, unknown>>;
  /** Appended to the URL as path segments, in this order (spec §7.1). */
  readonly pathParams?: ReadonlyArray<string | number>;
  /** A body sent as it is: FormData, or a JSON value that skips the §5 parameter rules. */
  readonly body?: FormData | JsonBody;
  /** Catalogue entries of this call's own parameters, on top of the client's catalogue. */
  readonly paramSpecs?: RequestParamCatalogue;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** When false (the default) a second identical call reuses the pending one (spec §7.1). */
  readonly allowParallel?: boolean;
  /** Per attempt; 0 turns the timeout off. */
  readonly timeoutMs?: number;
  readonly retry?: RetryOption;
  /** Keep a successful GET answer this long and answer repeats from memory. */
  readonly cacheTtlMs?: number;
  /** Send as JSON:API (true, or the resource type to add). */
  readonly jsonApi?: boolean | JsonApiOptions;
  readonly credentials?: RequestCredentials;
  /** Validates the answer; a mismatch is an InvalidResponse error. */
  readonly schema?: z.ZodType<T>;
  readonly before?: readonly BeforeHook[];
  readonly after?: readonly AfterHook[];
}

export type JsonBody =
  string | number | boolean | null | readonly unknown[] | Readonly<Record<string, unknown>>;

/** The request as it goes to fetch; before hooks may change any part of it. */
export interface PreparedRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | FormData | undefined;
  readonly credentials: RequestCredentials;
}

export type BeforeHook = (
  request: PreparedRequest,
) => PreparedRequest | undefined | void | Promise<PreparedRequest | undefined | void>;

export interface AfterHookContext {
  readonly request: PreparedRequest;
  /**
   * Sends the call again (before hooks run again, after hooks do not), e.g. after refreshing a
   * token on a 401 (spec §4 service token).
   */
  readonly repeat: () => Promise<ApiResult<unknown>>;
}

/** Sees every result before the schema check; may return a replacement result. */
export type AfterHook = (
  result: ApiResult<unknown>,
  context: AfterHookContext,
) => ApiResult<unknown> | undefined | void | Promise<ApiResult<unknown> | undefined | void>;
