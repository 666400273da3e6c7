// The client of our own API (api-contract-spec §7.1): one configured HTTP layer with same-origin
// credentials and JSON, the CSRF header on cookie-authenticated writes (issue 3), the office
// success envelope `{success, data}` unwrapped, and the office error shape (spec §8 "Office
// validation": a map of field → messages) read into field errors and one general message.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ErrorId, errorIds } from '@stavka/contract/errors';
import { readCookie } from './cookies';
import type { BeforeHook, CallOptions } from './http/call-options';
import type { HTTPError } from './http/errors';
import { createHttpClient, type HttpClient, type HttpClientConfig } from './http/http-client';
import type { Translate } from './http/messages';

/** The readable cookie the server sets beside the session; writes echo it in the header. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What went wrong with a call, ready for a form: field messages and one general message. */
export interface ApiFailure {
  /** The office error id (`validation`, `rate_limited` …); null for network, timeout, cancel or other shapes. */
  readonly id: ErrorId | null;
  /** The HTTP status, or the layer's own code (1488 timeout, 499 cancel, 0 no answer). */
  readonly status: number;
  /** The server's message, else the layer's translated text. */
  readonly message: string;
  /** Field → its first message: an i18n key, possibly with encoded params (validation message codec). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** From `error.details.retryAfterSeconds` or the Retry-After header of a 429. */
  readonly retryAfterSeconds: number | null;
  readonly cancelled: boolean;
  readonly error: HTTPError;
}

export type ApiOutcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly failure: ApiFailure };

/** A call of the HTTP layer whose schema checks the envelope's `data`, not the whole body. */
export interface ApiRequest<T> extends Omit<CallOptions<unknown>, 'schema'> {
  readonly schema: z.ZodType<T>;
}

export interface ApiClient {
  /** Sends a call and resolves with the checked `data`, or the failure; never rejects. */
  send<T>(request: ApiRequest<T>): Promise<ApiOutcome<T>>;
  readonly http: HttpClient;
}

export interface ApiClientConfig extends HttpClientConfig {
  /** Reads the CSRF token; default: the csrf_token cookie of the document. */
  readonly csrfToken?: () => string | undefined;
}

function documentCsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, CSRF_COOKIE);
}

/** Adds `x-csrf-token` to unsafe methods when a token is known (issue 3: cookie-authenticated writes). */
export function csrfHeaderHook(readToken: () => string | undefined): BeforeHook {
  return (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return undefined;
    const token = readToken();
    if (token === undefined || token === '') return undefined;
    return { ...request, headers: { ...request.headers, [CSRF_HEADER]: token } };
  };
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const { csrfToken = documentCsrfToken, before = [], ...rest } = config;
  const http = createHttpClient({ ...rest, before: [csrfHeaderHook(csrfToken), ...before] });
  return {
    http,
    async send<T>({ schema, ...options }: ApiRequest<T>): Promise<ApiOutcome<T>> {
      // `{success: true, data}`; an answer without data (sign-out) gives the schema undefined.
      const envelope = z
        .looseObject({ success: z.literal(true) })
        .transform((body) => body['data'])
        .pipe(schema);
      const result = await http.call({ credentials: 'same-origin', ...options, schema: envelope });
      if (!result.ok) return { ok: false, failure: readApiFailure(result.error) };
      return { ok: true, data: result.data };
    },
  };
}

const officeErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    id: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

function isErrorId(value: string): value is ErrorId {
  return Object.hasOwn(errorIds, value);
}

/** Reads the office error shape of a failed call; other failures keep the layer's message. */
export function readApiFailure(error: HTTPError): ApiFailure {
  const parsed = officeErrorSchema.safeParse(error.data);
  const body = parsed.success ? parsed.data.error : undefined;
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    const first = messages[0];
    if (first !== undefined) fieldErrors[field] = first;
  }
  return {
    id: body && isErrorId(body.id) ? body.id : null,
    status: error.statusCode,
    message: body?.message ?? error.message,
    fieldErrors,
    retryAfterSeconds: retryAfterOf(body?.details, error),
    cancelled: error.isCancel,
    error,
  };
}

function retryAfterOf(details: Record<string, unknown> | undefined, error: HTTPError): number | null {
  const fromDetails = details?.['retryAfterSeconds'];
  if (typeof fromDetails === 'number' && Number.isFinite(fromDetails) && fromDetails >= 0) return Math.ceil(fromDetails);
  const header = error.response?.headers['retry-after'];
  if (header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The app's API client, speaking the page language for the layer's own messages (spec §8). */
export function useApiClient(): ApiClient {
  const { i18n } = useTranslation();
  return useMemo(() => {
    // With a default value i18next takes a key chosen at run time (its types check literal keys).
    const translate: Translate = (key, values) => i18n.t(key, { ...values, defaultValue: key });
    return createApiClient({ translate });
  }, [i18n]);
}
