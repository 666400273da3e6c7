// The result of a call (api-contract-spec §7.1: it carries data or an error) with the request
// lifecycle state of spec §4: ok, error, timeout, cancelled.
import { RequestCancelled, RequestTimeout } from './errors';
import type { HTTPError, ResponseInfo } from './errors';

export type RequestState = 'ok' | 'error' | 'timeout' | 'cancelled';

export interface OkResult<T> {
  readonly state: 'ok';
  readonly ok: true;
  readonly data: T;
  readonly error: null;
  readonly response: ResponseInfo;
  /** True when the answer came from the GET cache instead of the network. */
  readonly fromCache: boolean;
}

export interface FailedResult {
  readonly state: Exclude<RequestState, 'ok'>;
  readonly ok: false;
  readonly data: null;
  readonly error: HTTPError;
}

export type ApiResult<T> = OkResult<T> | FailedResult;

export function okResult<T>(data: T, response: ResponseInfo, fromCache = false): OkResult<T> {
  return { state: 'ok', ok: true, data, error: null, response, fromCache };
}

export function failedResult(error: HTTPError): FailedResult {
  return { state: stateOfError(error), ok: false, data: null, error };
}

function stateOfError(error: HTTPError): FailedResult['state'] {
  if (error instanceof RequestTimeout) return 'timeout';
  if (error instanceof RequestCancelled) return 'cancelled';
  return 'error';
}
