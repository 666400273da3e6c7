// The server clock as the browser sees it (api-contract-spec §7.12): a token's expireDate is
// written on the server's clock, so expiry is judged on that clock. The offset of the two clocks
// comes from the Date header of each token answer; the 5 second margin of spec §9 leaves room for
// the request that will carry the token and for the header's one-second resolution.

/** spec §9 "Service token: margin of 5 seconds". */
export const serviceTokenMarginMs = 5_000;

/**
 * Server time minus local time, from an HTTP Date header read at local time `localNowMs`;
 * null when the header is absent or not a date (spec §8: the token fetch then fails).
 */
export function clockSkewFromDateHeader(dateHeader: string | undefined, localNowMs: number): number | null {
  if (dateHeader === undefined || dateHeader.trim() === '') return null;
  const serverNowMs = Date.parse(dateHeader);
  return Number.isFinite(serverNowMs) ? serverNowMs - localNowMs : null;
}

/**
 * True while a token that expires at `expireDateMs` (server clock) still has more than the
 * margin left at local time `localNowMs`, given the measured skew.
 */
export function isTokenUsable(expireDateMs: number, localNowMs: number, skewMs: number, marginMs: number = serviceTokenMarginMs): boolean {
  return expireDateMs - (localNowMs + skewMs) > marginMs;
}
