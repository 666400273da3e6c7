// The two service-token calls of api-contract-spec §7.12 on the HTTP layer: GET fetches a token
// for the session cookie, POST /refresh (JSON:API content type) exchanges the last token for a new
// one. Both answer data.data.attributes {userToken, expireDate}; the Date header of the answer
// gives the clock skew, and an answer without it fails (spec §8).
import { z } from 'zod';
import type { HTTPError } from './errors';
import type { HttpClient } from './http-client';
import { clockSkewFromDateHeader } from './token-clock';

export const serviceTokenPaths = {
  fetch: '/web-api/api/mobile/v1/token/',
  refresh: '/web-api/api/mobile/v1/token/refresh',
} as const;

/** Stored token record of spec §3; expireDate is ISO 8601 on the server's clock. */
export const serviceTokenRecordSchema = z.object({
  userToken: z.string().min(1),
  expireDate: z.iso.datetime({ offset: true }),
});
export type ServiceTokenRecord = z.infer<typeof serviceTokenRecordSchema>;

const serviceTokenDocumentSchema = z.object({
  data: z.object({ attributes: serviceTokenRecordSchema }),
});

/** spec §8 "Date header missing → Token fetch fails". */
export class MissingDateHeader extends Error {
  override readonly name = 'MissingDateHeader';

  constructor(url: string) {
    // The Date header is readable cross-origin only when the server lists it in
    // Access-Control-Expose-Headers; our calls are same-origin, so a missing one is the server's.
    super(`The service token answer of ${url} has no usable Date header`);
  }
}

export type TokenAnswer =
  | { readonly ok: true; readonly record: ServiceTokenRecord; readonly skewMs: number }
  | { readonly ok: false; readonly error: HTTPError | MissingDateHeader };

/**
 * Fetches a token (no previous one) or refreshes the previous one, sent as a bearer so the
 * refresh works even where the session cookie is not sent.
 */
export async function requestServiceToken(client: HttpClient, now: () => number, previousToken?: string): Promise<TokenAnswer> {
  const result = await client.call(
    previousToken === undefined
      ? { url: serviceTokenPaths.fetch, jsonApi: true, schema: serviceTokenDocumentSchema }
      : {
          url: serviceTokenPaths.refresh,
          method: 'POST',
          jsonApi: { type: 'token' },
          headers: { authorization: `Bearer ${previousToken}` },
          schema: serviceTokenDocumentSchema,
        },
  );
  if (!result.ok) return { ok: false, error: result.error };
  const skewMs = clockSkewFromDateHeader(result.response.headers['date'], now());
  if (skewMs === null) return { ok: false, error: new MissingDateHeader(result.response.url) };
  return { ok: true, record: result.data.data.attributes, skewMs };
}
