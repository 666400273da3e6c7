// When the brand's support works (spec §3 support `supportTime`: a start and an end, "HH:MM", in
// the brand's time zone; 00:00–24:00 is around the clock, and an end before the start runs past
// midnight), and whether it works at a given moment.

export interface SupportHours {
  start: string;
  end: string;
  timeZone: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes since midnight of "HH:MM" (24:00 is 1440), or null for anything else. */
export function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Around the clock: from midnight to midnight, or hours that cannot be read (never shut support for a typo). */
export function aroundTheClock(hours: SupportHours): boolean {
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  return start === null || end === null || (start === 0 && end === 1440) || start === end;
}

/** Minutes since midnight at `at` on the wall clock of `timeZone`. */
function wallClockMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

export function supportOpenAt(at: Date, hours: SupportHours): boolean {
  if (aroundTheClock(hours)) return true;
  const start = minutesOf(hours.start) ?? 0;
  const end = minutesOf(hours.end) ?? 1440;
  const now = wallClockMinutes(at, hours.timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
