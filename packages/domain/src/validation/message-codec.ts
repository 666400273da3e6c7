// How a validation error travels as one string in the office validation map (spec §5 "Validation
// errors from the office API come as a map of field to messages"):
//   - without params: the key alone, e.g. `validation_enter_correct_email`;
//   - with params: the key, a colon, then the params as a JSON object, e.g.
//     `phone_min_length:{"value":6}`.
// Keys are snake_case and never contain a colon, so the first colon always ends the key.
// Clients decode with `decodeValidationMessage` and translate key + params; an unknown message
// (from an older server or another schema) decodes to null and is shown as it is.
import { isValidationMessageKey } from '@stavka/contract/validation-messages';
import type { ValidationError, ValidationParams } from './types';

export function encodeValidationMessage(error: ValidationError): string {
  if (!error.params || Object.keys(error.params).length === 0) return error.key;
  return `${error.key}:${JSON.stringify(error.params)}`;
}

export function decodeValidationMessage(message: string): ValidationError | null {
  const colon = message.indexOf(':');
  const key = colon < 0 ? message : message.slice(0, colon);
  if (!isValidationMessageKey(key)) return null;
  if (colon < 0) return { key };
  const params = parseParams(message.slice(colon + 1));
  return params ? { key, params } : null;
}

function parseParams(json: string): ValidationParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    params[name] = value;
  }
  return params;
}
