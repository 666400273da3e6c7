// spec §5 "SMS code": required gives auth_required_field; the minimum (spaces removed) gives
// min_symbols_limit; a wrong length gives phone_min_length with the length; a code that does not
// fit the mask gives auth_incorrect_code.
import { fail, type Validator } from './types';

export interface SmsCodeOptions {
  /** Fewest characters, spaces not counted. Default 4. */
  readonly minLength?: number;
  /** The exact length of the codes sent, when the brand fixes one. */
  readonly length?: number;
  /** What a code looks like once spaces are removed. Default: digits only. */
  readonly pattern?: RegExp;
}

const DEFAULT_MIN_LENGTH = 4;

/** The code as it is checked: without the spaces a masked input or a paste may add. */
export function normalizeSmsCode(value: string): string {
  return value.replace(/\s/g, '');
}

export function smsCode(options: SmsCodeOptions = {}): Validator<string> {
  const minLength = options.minLength ?? DEFAULT_MIN_LENGTH;
  const pattern = options.pattern ?? /^\d+$/;
  return (value) => {
    const code = normalizeSmsCode(value);
    if (code === '') return fail('auth_required_field');
    if (code.length < minLength) return fail('min_symbols_limit', { value: minLength });
    if (options.length !== undefined && code.length !== options.length) {
      return fail('phone_min_length', { value: options.length });
    }
    return pattern.test(code) ? null : fail('auth_incorrect_code');
  };
}
