import { sign, verify, type KeyObject } from 'node:crypto';
import { isLosslessNumber, parse, type LosslessNumber } from 'lossless-json';

// Trustly's signature (Trustly API "Authentication"): RSA-SHA1 (PKCS#1 v1.5), base64, over the
// method name, then the UUID, then the Data object serialised by concatenating every hash key
// followed by its value, keys sorted ASCIIbetically, array values in their order, nulls as empty
// strings. Our requests and our answers to notifications are signed with the merchant's private
// key; Trustly's answers and notifications are verified with Trustly's public key.

/** A JSON value as Trustly sent or we send it; numbers keep the digits they were written with. */
export type TrustlyValue = string | number | boolean | null | LosslessNumber | readonly TrustlyValue[] | { readonly [key: string]: TrustlyValue };

/** The signed fields of a request, a result or a notification. */
export interface SignedEnvelope {
  method: string;
  uuid: string;
  data: TrustlyValue;
}

/** Keys compared by their UTF-8 bytes ("ASCIIbetically"), not by locale. */
function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export function serialiseTrustlyData(value: TrustlyValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isLosslessNumber(value)) return value.value;
  if (Array.isArray(value)) return (value as readonly TrustlyValue[]).map(serialiseTrustlyData).join('');
  const object = value as { readonly [key: string]: TrustlyValue };
  return Object.keys(object)
    .sort(byBytes)
    .map((key) => key + serialiseTrustlyData(object[key]))
    .join('');
}

/** The text that is signed: method, UUID and the serialised data, with nothing between them. */
export function trustlyPlaintext(envelope: SignedEnvelope): string {
  return envelope.method + envelope.uuid + serialiseTrustlyData(envelope.data);
}

export function signTrustly(envelope: SignedEnvelope, merchantKey: KeyObject): string {
  return sign('sha1', Buffer.from(trustlyPlaintext(envelope), 'utf8'), merchantKey).toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether the signature is the signer's over this envelope; a malformed signature is simply not. */
export function verifyTrustly(envelope: SignedEnvelope, signature: unknown, signerKey: KeyObject): boolean {
  if (typeof signature !== 'string' || signature.length > 4096 || !BASE64.test(signature)) return false;
  try {
    return verify('sha1', Buffer.from(trustlyPlaintext(envelope), 'utf8'), signerKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Trustly's messages are a few levels deep; anything deeper is not one, and is not walked. */
const MAX_DEPTH = 32;

/**
 * A JSON body read so that its signature can be checked on exactly what was sent: numbers keep
 * their digits (a double would turn "902.50" into 902.5); an own `__proto__` key or nesting deeper
 * than any Trustly message is refused. Undefined when the text is not such JSON.
 */
export function parseTrustlyJson(text: string): TrustlyValue | undefined {
  let value: unknown;
  try {
    value = parse(text);
  } catch {
    return undefined;
  }
  return isSafeShape(value, 0) ? (value as TrustlyValue) : undefined;
}

function isSafeShape(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object' || isLosslessNumber(value)) return true;
  if (depth >= MAX_DEPTH) return false;
  return Object.entries(value).every(([key, child]) => key !== '__proto__' && isSafeShape(child, depth + 1));
}

/** The value as a JSON object (not an array, a number or null), or undefined. */
export function trustlyObject(value: TrustlyValue | undefined): { readonly [key: string]: TrustlyValue } | undefined {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value) || isLosslessNumber(value)) return undefined;
  return value as { readonly [key: string]: TrustlyValue };
}

/** The value with numbers as their written text, for reading fields once the signature checked out. */
export function plainTrustlyValue(value: TrustlyValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isLosslessNumber(value)) return value.value;
  if (Array.isArray(value)) return (value as readonly TrustlyValue[]).map(plainTrustlyValue);
  const object = value as { readonly [key: string]: TrustlyValue };
  return Object.fromEntries(Object.entries(object).map(([key, child]) => [key, plainTrustlyValue(child)]));
}
