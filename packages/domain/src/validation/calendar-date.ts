// Date-only values of forms and of the database ('YYYY-MM-DD'), compared as calendar dates so
// that no time zone can move a birthday or a bound by a day.

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * A calendar date from 'YYYY-MM-DD' (ISO, what date inputs and the API use) or 'DD.MM.YYYY'
 * (as Russian players type it); null for anything else or a day that does not exist (2023-02-29).
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (dotted) return calendarDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  return null;
}

/** 'YYYY-MM-DD'. */
export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** -1, 0 or 1 as a is before, on or after b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const x = a.year * 10_000 + a.month * 100 + a.day;
  const y = b.year * 10_000 + b.month * 100 + b.day;
  if (x === y) return 0;
  return x < y ? -1 : 1;
}

/**
 * The calendar date of an instant in a time zone (IANA name; the runtime's own zone when
 * omitted; UTC when the name is unknown), as 'YYYY-MM-DD'.
 */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
