import type { KeyObject } from 'node:crypto';
import { parseTrustlyJson, plainTrustlyValue, signTrustly, trustlyObject, verifyTrustly, type TrustlyValue } from './trustly-signature';

// A call to Trustly's API (Trustly API "API protocol"): a JSON-RPC 1.1 request over HTTPS POST whose
// params carry the Data, its UUID and our signature; the result (or a failure) comes back signed
// by Trustly. A result is believed only when Trustly's signature over it checks out and it answers
// this very request (same method and UUID). Errors never carry the request: it holds the password.

export interface TrustlyApi {
  /** The JSON-RPC endpoint, e.g. https://test.trustly.com/api/1. */
  url: string;
  username: string;
  password: string;
  merchantKey: KeyObject;
  trustlyKey: KeyObject;
}

/** A call Trustly refused or that could not be made; `code` is Trustly's error number when it gave one. */
export class TrustlyCallFailed extends Error {
  override readonly name = 'TrustlyCallFailed';
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

const CALL_TIMEOUT_MS = 15_000;

export async function callTrustly(api: TrustlyApi, method: string, uuid: string, data: { [key: string]: TrustlyValue }): Promise<Record<string, unknown>> {
  const signed = { ...data, Username: api.username, Password: api.password };
  const request = { method, params: { Signature: signTrustly({ method, uuid, data: signed }, api.merchantKey), UUID: uuid, Data: signed }, version: '1.1' };
  let response: Response;
  try {
    response = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TrustlyCallFailed(`Trustly ${method} could not be reached: ${error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'network error'}`);
  }
  const body = parseTrustlyJson(await response.text().catch(() => ''));
  const envelope = trustlyObject(body);
  if (!envelope) throw new TrustlyCallFailed(`Trustly ${method} answered HTTP ${response.status} without JSON`);
  const failure = trustlyObject(envelope.error);
  if (failure) throw failed(api, method, uuid, failure);
  const result = trustlyObject(envelope.result);
  if (!result) throw new TrustlyCallFailed(`Trustly ${method} answered neither a result nor an error`);
  const resultData = result.data ?? null;
  if (result.method !== method || result.uuid !== uuid) throw new TrustlyCallFailed(`Trustly ${method} answered another request`);
  if (!verifyTrustly({ method, uuid, data: resultData }, result.signature, api.trustlyKey)) {
    throw new TrustlyCallFailed(`Trustly ${method} answered with a signature that is not Trustly's`);
  }
  const plain = plainTrustlyValue(resultData);
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) throw new TrustlyCallFailed(`Trustly ${method} answered no data`);
  return plain as Record<string, unknown>;
}

/** Trustly's failure, with its code and message only when it signed them (else anyone on the path could have). */
function failed(api: TrustlyApi, method: string, uuid: string, failure: { readonly [key: string]: TrustlyValue }): TrustlyCallFailed {
  const inner = trustlyObject(failure.error);
  const innerData = inner?.data ?? null;
  const signedByTrustly = inner !== undefined && inner.method === method && inner.uuid === uuid && verifyTrustly({ method, uuid, data: innerData }, inner.signature, api.trustlyKey);
  if (!signedByTrustly) return new TrustlyCallFailed(`Trustly ${method} failed (unsigned error)`);
  const details = trustlyObject(innerData);
  const code = Number(plainTrustlyValue(details?.code ?? null));
  const message = plainTrustlyValue(details?.message ?? null);
  return new TrustlyCallFailed(`Trustly ${method} failed: ${Number.isFinite(code) ? code : '?'} ${typeof message === 'string' ? message : ''}`.trim(), Number.isFinite(code) ? code : undefined);
}
