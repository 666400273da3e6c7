// One rule for every text a player or a client sends: no control characters. NUL cannot be stored
// in a PostgreSQL text column at all (the query fails), the other C0/C1 controls are never typed by
// a person and only hide text from those who read it, and a lone UTF-16 surrogate is not a
// character (it cannot be encoded as UTF-8 without being replaced). Tab, line feed and carriage
// return are the exceptions: multi-line texts (messages to support) are made of them, and
// single-line fields refuse them with their own patterns.
import { fail, type Validator } from './types';

// eslint-disable-next-line no-control-regex -- finding control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The validator form of the rule, for a single field. */
export function noControlCharacters(): Validator<string> {
  return (value) => (hasControlCharacters(value) ? fail('validation_control_characters') : null);
}

/** A step of the walk: where it hangs in its parent, so a path is built only when it is reported. */
interface Step {
  readonly value: unknown;
  readonly key: string | number | undefined;
  readonly parent: Step | undefined;
}

/** Paths reported at most: enough to show a form its fields, bounded for a hostile payload. */
const MAX_REPORTED = 20;

/**
 * Where in a decoded payload (JSON body, query, route params) text breaks the rule: the path of
 * every such string, and of every object key that does. Walked without recursion and without
 * copying paths, so a deeply nested body costs neither stack nor quadratic memory.
 */
export function controlCharacterPaths(payload: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const pending: Step[] = [{ value: payload, key: undefined, parent: undefined }];
  for (let step = pending.pop(); step !== undefined && found.length < MAX_REPORTED; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index] as unknown, key: index, parent: step });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value).reverse()) {
        if (hasControlCharacters(key)) found.push([...pathOf(step), key]);
        else pending.push({ value: item, key, parent: step });
      }
    }
  }
  return found;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}
