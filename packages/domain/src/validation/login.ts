// What a player typed in the sign-in login field (issue 3: "Sign in by account number, e-mail or
// phone"). The sign-in form uses it to pick the field's keyboard and hint, the server to pick the
// lookup; both must agree, so it lives here once.
import { MAX_PHONE_DIGITS_WITHOUT_COUNTRY, phoneDigits } from '../phone-mask';
import { isEmailAddress } from './email';
import { MIN_PHONE_DIGITS } from './phone';

export type LoginKind = 'account' | 'email' | 'phone';

export interface ClassifyLoginOptions {
  /** Longest account number; accounts are nine digits from 100000001 (packages/db users). */
  readonly maxAccountDigits?: number;
}

const DEFAULT_MAX_ACCOUNT_DIGITS = 9;

/**
 * - an address with @ → 'email' (when it is a well-formed address, else null);
 * - bare digits not starting with 0, up to `maxAccountDigits` long → 'account';
 * - otherwise digits with an optional leading + and the usual separators (spaces, dashes,
 *   parentheses), 6 to 20 digits → 'phone' (a plus or a separator always means a phone);
 * - anything else → null.
 */
export function classifyLogin(value: string, options: ClassifyLoginOptions = {}): LoginKind | null {
  const login = value.trim();
  if (login === '') return null;
  if (login.includes('@')) return isEmailAddress(login) ? 'email' : null;
  if (!/^\+?[\d\s()-]+$/.test(login)) return null;
  const digits = phoneDigits(login);
  const maxAccountDigits = options.maxAccountDigits ?? DEFAULT_MAX_ACCOUNT_DIGITS;
  if (digits === login && !digits.startsWith('0') && digits.length <= maxAccountDigits) return 'account';
  if (digits.length >= MIN_PHONE_DIGITS && digits.length <= MAX_PHONE_DIGITS_WITHOUT_COUNTRY) return 'phone';
  return null;
}
