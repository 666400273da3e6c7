// spec §5 "Date: optional minValue and maxValue each with value and message; invalid date gives
// none." A date that cannot be read is left to `validDate` (or the field's own input).
import { type CalendarDate, compareCalendarDates, formatCalendarDate, parseCalendarDate } from './calendar-date';
import { fail, type ValidationMessageKey, type Validator } from './types';

export interface DateBound {
  /** 'YYYY-MM-DD' or 'DD.MM.YYYY'. */
  readonly value: string;
  /** The message when the bound is crossed; `validation_date_min` / `validation_date_max` by default. */
  readonly message?: ValidationMessageKey;
}

export interface DateRangeOptions {
  readonly minValue?: DateBound;
  readonly maxValue?: DateBound;
}

function boundOf(bound: DateBound | undefined): CalendarDate | null {
  return bound ? parseCalendarDate(bound.value) : null;
}

/**
 * The date must not be before minValue nor after maxValue (both inclusive). The error's `value`
 * param is the bound as 'YYYY-MM-DD'. Empty and unreadable dates pass.
 */
export function dateRange(options: DateRangeOptions): Validator<string> {
  const min = boundOf(options.minValue);
  const max = boundOf(options.maxValue);
  return (value) => {
    const date = parseCalendarDate(value);
    if (!date) return null;
    if (min && compareCalendarDates(date, min) < 0) {
      return fail(options.minValue?.message ?? 'validation_date_min', { value: formatCalendarDate(min) });
    }
    if (max && compareCalendarDates(date, max) > 0) {
      return fail(options.maxValue?.message ?? 'validation_date_max', { value: formatCalendarDate(max) });
    }
    return null;
  };
}

/** A non-empty value must be a real date ('2023-02-29' is not): `validation_incorrect_date`. */
export function validDate(): Validator<string> {
  return (value) => (value.trim() === '' || parseCalendarDate(value) ? null : fail('validation_incorrect_date'));
}
