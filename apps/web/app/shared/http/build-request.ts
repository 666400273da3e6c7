// Turns call options into the request that goes to fetch (api-contract-spec §7.1): GET params in
// the query string; other methods put them in a JSON body and send `query` separately; path
// parameters become segments; FormData goes as it is; JSON:API wraps the payload.
import { encodeRequestBody, encodeRequestParams } from '@stavka/domain/request-encoding';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import type { CallOptions, PreparedRequest } from './call-options';
import { jsonApiMediaType, wrapJsonApiPayload } from './json-api';

export interface BuildContext {
  readonly baseUrl: string;
  readonly catalogue: RequestParamCatalogue;
  readonly headers: Readonly<Record<string, string>>;
}

export function buildRequest<T>(options: CallOptions<T>, context: BuildContext): PreparedRequest {
  const method = options.method ?? 'GET';
  const catalogue = { ...context.catalogue, ...options.paramSpecs };
  const jsonApi = options.jsonApi === true ? {} : options.jsonApi || undefined;
  const mediaType = jsonApi ? jsonApiMediaType : 'application/json';
  const headers = mergeHeaders({ accept: mediaType }, context.headers);

  if (method === 'GET') {
    if (options.body !== undefined) throw new TypeError('A GET request cannot have a body');
    const query = encodeRequestParams({ ...options.params, ...options.query }, catalogue);
    return {
      method,
      url: buildUrl(context.baseUrl, options.url, options.pathParams ?? [], query),
      headers: mergeHeaders(headers, options.headers),
      body: undefined,
      credentials: options.credentials ?? 'same-origin',
    };
  }

  if (options.body !== undefined && options.params !== undefined) {
    throw new TypeError('Pass either params or body, not both');
  }
  const query = encodeRequestParams(options.query ?? {}, catalogue);
  const url = buildUrl(context.baseUrl, options.url, options.pathParams ?? [], query);
  if (options.body instanceof FormData) {
    // The browser sets the multipart content type with its boundary (spec §7.1 form data).
    return {
      method,
      url,
      headers: mergeHeaders(headers, options.headers),
      body: options.body,
      credentials: options.credentials ?? 'same-origin',
    };
  }
  const payload =
    options.body !== undefined ? options.body : encodeRequestBody(options.params ?? {}, catalogue);
  const wire = jsonApi ? wrapJsonApiPayload(payload, jsonApi) : payload;
  return {
    method,
    url,
    headers: mergeHeaders(headers, { 'content-type': mediaType }, options.headers),
    body: JSON.stringify(wire),
    credentials: options.credentials ?? 'same-origin',
  };
}

/** Header names are case-insensitive: later records win whatever the spelling. */
export function mergeHeaders(
  ...records: ReadonlyArray<Readonly<Record<string, string>> | undefined>
): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const record of records) {
    for (const [name, value] of Object.entries(record ?? {})) merged[name.toLowerCase()] = value;
  }
  return merged;
}

/** Base URL + path, then the path segments in order, then the query pairs. */
export function buildUrl(
  baseUrl: string,
  path: string,
  pathParams: ReadonlyArray<string | number>,
  query: ReadonlyArray<readonly [string, string]>,
): string {
  const [pathPart = '', existingQuery] = splitOnce(joinBase(baseUrl, path), '?');
  const segments = pathParams.map(pathSegment);
  const fullPath =
    segments.length === 0 ? pathPart : `${pathPart.replace(/\/+$/, '')}/${segments.join('/')}`;
  const encodedQuery = new URLSearchParams(query.map(([name, value]) => [name, value])).toString();
  const search = [existingQuery, encodedQuery]
    .filter((part): part is string => part !== undefined && part !== '')
    .join('&');
  return search === '' ? fullPath : `${fullPath}?${search}`;
}

function pathSegment(value: string | number): string {
  const text = String(value);
  // spec §2: all ids must be non-empty; a missing id is an error.
  if (text === '') throw new TypeError('A URL path parameter is empty');
  return encodeURIComponent(text);
}

function joinBase(baseUrl: string, path: string): string {
  if (baseUrl === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
