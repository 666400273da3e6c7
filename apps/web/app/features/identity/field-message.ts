// Field messages from our validators and from the office validation map (spec §8) are i18n
// keys, possibly with JSON params (packages/domain validation message codec). This turns one into
// the text the player reads; a message that is no key (an older server) shows as it came.
import type { TFunction } from 'i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { isMessageKey } from '../../shared/i18n/page-dictionary';
import { decodeValidationMessage } from '@stavka/domain/validation/message-codec';

export { isMessageKey };

/** Values some keys interpolate without the server sending them (`validation_min_age` → age). */
export interface MessageDefaults {
  readonly age: number;
}

/**
 * A key chosen at run time with its params. i18next's types check params per literal key, which
 * a key read from an answer cannot give; with a default value (the key, as for any missing text)
 * it takes any key.
 */
export function translateKey(t: TFunction, key: MessageKey, values: Readonly<Record<string, string | number>>): string {
  return t(key, { ...values, defaultValue: key });
}

export function translateFieldMessage(t: TFunction, message: string, defaults: MessageDefaults): string {
  const decoded = decodeValidationMessage(message);
  if (decoded) return translateKey(t, decoded.key, { ...defaults, ...decoded.params });
  return isMessageKey(message) ? translateKey(t, message, { ...defaults }) : message;
}
