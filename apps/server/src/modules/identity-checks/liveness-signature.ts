import { createHmac, timingSafeEqual } from 'node:crypto';

// The liveness provider's report is signed as `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
// "<t>.<raw body>" with the brand's shared secret (decision 0044): the time is signed with the body,
// so a report captured once cannot be sent again later than the tolerance, nor with another body.

export const SIGNATURE_TOLERANCE_S = 300;

export function signLivenessReport(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** Whether the header signs this body with this secret, within the tolerance of `now`. */
export function livenessSignatureHolds(header: string | undefined, body: string, secret: string, now: Date): boolean {
  if (header === undefined) return false;
  const parts = new Map(header.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (t === undefined || v1 === undefined || !/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
