// Calendar days in the player's time zone (an IANA name such as 'Europe/Moscow' or a UTC offset
// such as '+05:30'; an unknown zone is UTC): the day a moment falls on, and the moment a day starts.
// Pages that let the player pick days (results, payment history, a mailed bet history) share them.
import { parseUtcOffset } from '@stavka/i18n/format';

/** Minutes east of UTC of a zone at a moment ('Europe/Moscow' → 180); an unknown zone is UTC. */
export function zoneOffsetMinutes(timeZone: string, atMs: number): number {
  const fixed = parseUtcOffset(timeZone);
  if (fixed !== undefined) return fixed;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(atMs).find((part) => part.type === 'timeZoneName')?.value;
    return (name === undefined ? undefined : parseUtcOffset(name)) ?? 0;
  } catch {
    return 0;
  }
}

/** The calendar day ('2026-11-21') of a moment in a zone. */
export function dayOf(atMs: number, timeZone: string): string {
  return new Date(atMs + zoneOffsetMinutes(timeZone, atMs) * 60_000).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 of a calendar day ('2025-03-30') in a zone. */
export function dayStartUtc(day: string, timeZone: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, date);
  // The zone's offset at that moment; read again at the result, in case a clock change lies between.
  const first = asUtc - zoneOffsetMinutes(timeZone, asUtc) * 60_000;
  return asUtc - zoneOffsetMinutes(timeZone, first) * 60_000;
}
