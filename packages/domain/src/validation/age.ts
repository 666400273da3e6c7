// Minimum age (spec §5: "Minimum age from configuration, defaults to 0 if non-numeric, 18 by
// default"; issue 3: "where a birth date is asked the minimum age is checked").
import { type CalendarDate, parseCalendarDate, todayIn } from './calendar-date';
import { fail, type Validator } from './types';

export const DEFAULT_MINIMUM_AGE = 18;
const MAX_MINIMUM_AGE = 99;

/**
 * The configured minimum age: 18 when not configured, the number when it is a whole number from
 * 0 to 99 (as a number or numeric text), else 0. Agrees with the `minimumAge` schema of the site
 * configuration (packages/contract/src/site-config.ts).
 */
export function parseMinimumAge(raw: unknown): number {
  if (raw === undefined || raw === null) return DEFAULT_MINIMUM_AGE;
  let age: number;
  if (typeof raw === 'number') age = raw;
  else if (typeof raw === 'string') age = raw.trim() === '' ? Number.NaN : Number(raw);
  else return 0;
  return Number.isInteger(age) && age >= 0 && age <= MAX_MINIMUM_AGE ? age : 0;
}

/**
 * Full years from a birth date to a day. Someone born on 29 February turns a year older on
 * 1 March in common years: the later of the two readings, so nobody is let in a day early.
 */
export function ageOn(birth: CalendarDate, day: CalendarDate): number {
  const beforeBirthday = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (beforeBirthday ? 1 : 0);
}

export interface MinimumAgeOptions {
  /** The day to count to, 'YYYY-MM-DD' or a function giving it; default today in the runtime's zone. */
  readonly today?: string | (() => string);
}

/**
 * A birth date must make the player at least `age` years old today: `validation_minimum_age`
 * with the `age` param. Empty and unreadable dates pass (see `validDate`).
 */
export function minimumAge(age: number, options: MinimumAgeOptions = {}): Validator<string> {
  return (value) => {
    const birth = parseCalendarDate(value);
    if (!birth || age <= 0) return null;
    const todayText = typeof options.today === 'function' ? options.today() : (options.today ?? todayIn());
    const today = parseCalendarDate(todayText);
    // A bad "today" is a caller's bug; failing open here would let anyone register.
    if (!today) throw new RangeError(`minimumAge: today is not a date: ${todayText}`);
    return ageOn(birth, today) >= age ? null : fail('validation_minimum_age', { age });
  };
}
