import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox provider signs each notification as the big providers do: an HMAC-SHA256 of
// `<unix seconds>.<body>` with the merchant's webhook secret, sent with the time in
// `x-sandbox-signature: t=<seconds>,v1=<hex>`. The time bounds a replay; the body cannot change.

export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** How old a notification may be (and how far ahead a clock may run). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signNotification(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, body)}`;
}

/** Why a signature is refused, or undefined when it is good. */
export function signatureProblem(secret: string, body: string, header: string | undefined, now: Date): string | undefined {
  if (!header) return 'no signature';
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed signature';
  if (Math.abs(Math.floor(now.getTime() / 1000) - t) > SIGNATURE_TOLERANCE_SECONDS) return 'signature too old';
  const expected = Buffer.from(mac(secret, t, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? undefined : 'wrong signature';
}

function mac(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
}
