// The error classes of api-contract-spec §8: HTTP statuses map to BadRequest, Unauthorized,
// Forbidden, NotFound or HTTPError; the layer's own failures (timeout 1488/1489, cancel, network,
// unreadable answer, Success:false) are HTTPErrors too, so a caller handles one type.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What is kept of the answer: the body is parsed into the error's `data` or the result's data. */
export interface ResponseInfo {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** What is kept of the request. The body is left out on purpose: it may hold a password. */
export interface RequestInfo {
  readonly method: HttpMethod;
  readonly url: string;
}

/** Error object of product-spec §3. */
export interface ErrorObject {
  readonly statusCode: number;
  readonly message: string;
  readonly title: string;
  readonly data: unknown;
  readonly response: ResponseInfo | null;
  readonly request: RequestInfo;
}

/** Request-error record of product-spec §3. */
export interface RequestErrorRecord {
  readonly message: string;
  readonly title: string;
  /** The error's status code, including the internal codes (1488, 1489) and 499 for a cancel. */
  readonly status: number;
  readonly isCancel: boolean;
  readonly response: ResponseInfo | null;
  readonly request: RequestInfo;
  /** Names the failing call for logs and reports: "GET /web-api/user/balance". */
  readonly messagePrefix: string;
  /** The HTTP status actually received, or null when no answer arrived. */
  readonly httpCode: number | null;
}

/** Status codes with a meaning of their own in spec §8; they all surface as HTTPError. */
export const knownHttpStatusCodes = {
  methodNotAllowed: 405,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  unavailableForLegalReasons: 451,
  clientClosedRequest: 499,
  internalServerError: 500,
  notImplemented: 501,
  badGateway: 502,
} as const;

/** Internal codes of spec §8. */
export const timeoutCode = 1488;
export const downloadTimeoutCode = 1489;
/** A cancelled call carries nginx's "client closed request", one of the known codes. */
export const cancelledCode = knownHttpStatusCodes.clientClosedRequest;
/** No answer at all (connection refused, DNS, CORS). */
export const networkErrorCode = 0;

export interface HttpErrorInit {
  readonly statusCode: number;
  readonly message: string;
  readonly title: string;
  readonly data?: unknown;
  readonly response?: ResponseInfo | null;
  readonly request: RequestInfo;
}

export class HTTPError extends Error implements ErrorObject {
  override readonly name: string = 'HTTPError';
  readonly statusCode: number;
  readonly title: string;
  readonly data: unknown;
  readonly response: ResponseInfo | null;
  readonly request: RequestInfo;
  readonly isCancel: boolean = false;

  constructor(init: HttpErrorInit) {
    super(init.message);
    this.statusCode = init.statusCode;
    this.title = init.title;
    this.data = init.data ?? null;
    this.response = init.response ?? null;
    this.request = init.request;
  }
}

export class BadRequest extends HTTPError {
  override readonly name = 'BadRequest';
}
export class Unauthorized extends HTTPError {
  override readonly name = 'Unauthorized';
}
export class Forbidden extends HTTPError {
  override readonly name = 'Forbidden';
}
export class NotFound extends HTTPError {
  override readonly name = 'NotFound';
}

/** The answer arrived with a success status but its body says `Success:false` (spec §8). */
export class ApiError extends HTTPError {
  override readonly name = 'ApiError';
  /** The family envelope's `ErrorCode`, when present. */
  readonly errorCode: number | null;

  constructor(init: HttpErrorInit & { readonly errorCode: number | null }) {
    super(init);
    this.errorCode = init.errorCode;
  }
}

/** The answer could not be read as the expected JSON or did not match the call's schema. */
export class InvalidResponse extends HTTPError {
  override readonly name = 'InvalidResponse';
}

export class RequestTimeout extends HTTPError {
  override readonly name = 'RequestTimeout';
}

export class RequestCancelled extends HTTPError {
  override readonly name = 'RequestCancelled';
  override readonly isCancel = true;
}

export class NetworkError extends HTTPError {
  override readonly name = 'NetworkError';
}

/** Status mapping of spec §8. */
export function httpErrorForStatus(init: HttpErrorInit): HTTPError {
  switch (init.statusCode) {
    case 400:
      return new BadRequest(init);
    case 401:
      return new Unauthorized(init);
    case 403:
      return new Forbidden(init);
    case 404:
      return new NotFound(init);
    default:
      return new HTTPError(init);
  }
}

export function toRequestErrorRecord(error: HTTPError): RequestErrorRecord {
  return {
    message: error.message,
    title: error.title,
    status: error.statusCode,
    isCancel: error.isCancel,
    response: error.response,
    request: error.request,
    messagePrefix: `${error.request.method} ${error.request.url}`,
    httpCode: error.response?.status ?? null,
  };
}
