// Turns one attempt into a result: status mapping, message order and Success:false of
// api-contract-spec §8, timeouts 1488/1489, cancel and network failures.
import { failedResult, okResult } from './api-result';
import type { ApiResult } from './api-result';
import {
  ApiError,
  InvalidResponse,
  NetworkError,
  RequestCancelled,
  RequestTimeout,
  cancelledCode,
  downloadTimeoutCode,
  httpErrorForStatus,
  networkErrorCode,
  timeoutCode,
} from './errors';
import type { RequestInfo, ResponseInfo } from './errors';
import type { AttemptOutcome } from './fetch-with-timeout';
import {
  errorCodeOf,
  isFailedSuccessBody,
  messageFromErrorBody,
  messageFromFailedSuccess,
} from './messages';
import type { HttpMessageKey, Translate } from './messages';

export function readAttempt(
  outcome: AttemptOutcome,
  request: RequestInfo,
  translate: Translate,
): ApiResult<unknown> {
  switch (outcome.kind) {
    case 'cancelled':
      return cancelledResult(request, translate);
    case 'network':
      return failedResult(
        new NetworkError({
          statusCode: networkErrorCode,
          message: translate('http_network_error'),
          title: translate('http_title_network'),
          request,
        }),
      );
    case 'timeout':
      return failedResult(
        new RequestTimeout({
          statusCode: outcome.phase === 'body' ? downloadTimeoutCode : timeoutCode,
          message: translate('http_request_timeout', { url: request.url }),
          title: translate('http_title_timeout'),
          response: outcome.response ? responseInfo(outcome.response) : null,
          request,
        }),
      );
    case 'answered':
      return readAnswer(outcome.response, outcome.text, request, translate);
  }
}

export function cancelledResult(request: RequestInfo, translate: Translate): ApiResult<never> {
  return failedResult(
    new RequestCancelled({
      statusCode: cancelledCode,
      message: translate('http_request_cancelled'),
      title: translate('http_title_cancelled'),
      request,
    }),
  );
}

function readAnswer(
  raw: Response,
  text: string,
  request: RequestInfo,
  translate: Translate,
): ApiResult<unknown> {
  const response = responseInfo(raw);
  const body = parseBody(text, response.headers['content-type'] ?? '');

  if (!raw.ok) {
    const data = body.ok ? body.value : text;
    const { message, title } = messageFromErrorBody(data, translate);
    return failedResult(
      httpErrorForStatus({
        statusCode: response.status,
        message,
        title: title ?? translate(titleKeyForStatus(response.status)),
        data,
        response,
        request,
      }),
    );
  }
  if (!body.ok) {
    return failedResult(
      new InvalidResponse({
        statusCode: response.status,
        message: translate('http_invalid_response'),
        title: translate('http_title_error'),
        data: text,
        response,
        request,
      }),
    );
  }
  if (isFailedSuccessBody(body.value)) {
    return failedResult(
      new ApiError({
        statusCode: response.status,
        message: messageFromFailedSuccess(body.value, translate),
        title: translate('http_title_error'),
        data: body.value,
        response,
        request,
        errorCode: errorCodeOf(body.value),
      }),
    );
  }
  return okResult(body.value, response);
}

export function responseInfo(response: Response): ResponseInfo {
  return {
    status: response.status,
    statusText: response.statusText,
    url: response.url,
    headers: Object.fromEntries(response.headers),
  };
}

type ParsedBody = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

/** JSON (also vnd.api+json and other +json types) is parsed; an empty body is null; text stays text. */
function parseBody(text: string, contentType: string): ParsedBody {
  if (text === '') return { ok: true, value: null };
  if (!/[/+]json\b/i.test(contentType)) return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function titleKeyForStatus(status: number): HttpMessageKey {
  if (status === 400) return 'http_title_bad_request';
  if (status === 401) return 'http_title_unauthorized';
  if (status === 403) return 'http_title_forbidden';
  if (status === 404) return 'http_title_not_found';
  if (status === 429) return 'http_title_too_many_requests';
  if (status >= 500) return 'http_title_server_error';
  return 'http_title_error';
}
