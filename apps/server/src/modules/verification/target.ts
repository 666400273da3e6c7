import { validationFailed } from '../../http/app-error';

// Where a code goes, normalised once so that sending and checking agree however the player typed
// it: e-mail in lower case, a phone (or messenger chat id) as its digits.

export interface Target {
  kind: 'email' | 'phone';
  /** What is stored and compared. */
  value: string;
}

export function normalizeTarget(raw: string): Target {
  const trimmed = raw.trim();
  const target: Target = trimmed.includes('@')
    ? { kind: 'email', value: trimmed.toLowerCase() }
    : { kind: 'phone', value: trimmed.replace(/\D/g, '') };
  // Callers validate the phone or e-mail first; this only keeps junk from becoming a key.
  if (target.value === '' || target.value.length > 254) throw validationFailed({ target: ['auth_required_field'] });
  return target;
}
