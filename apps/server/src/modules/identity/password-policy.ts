import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { password } from '@stavka/domain/validation/password';

const passwordRule = password();

/** Our own password rule (spec §5 gives none), shared with the forms: an encoded message key, or null. */
export function passwordProblem(value: string): string | null {
  const error = passwordRule(value);
  return error ? encodeValidationMessage(error) : null;
}
