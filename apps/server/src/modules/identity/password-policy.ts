import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { password } from '@stavka/domain/validation/password';
import { isCommonPassword } from './common-passwords';

const passwordRule = password();

/**
 * Our own password rule (spec §5 gives none): the shared form rule (length, a letter and a digit),
 * then none of the most common passwords. An encoded message key, or null.
 */
export function passwordProblem(value: string): string | null {
  const error = passwordRule(value);
  if (error) return encodeValidationMessage(error);
  return isCommonPassword(value) ? 'validation_password_common' : null;
}
