// spec §5 "Required: required message with field label".
import { fail, type Validator } from './types';

/** Whether a value counts as not filled in: nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Fails with `validation_required` and the field's label as `field` when the value is empty.
 * The label is the text the player sees (the client passes it translated).
 */
export function required(label: string): Validator<unknown> {
  return (value) => (isEmptyValue(value) ? fail('validation_required', { field: label }) : null);
}
