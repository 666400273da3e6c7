// Dotted paths into a JSON document, as operators type them: `customize.colors.primary`,
// `global.langs_order.0`. Pure: returns a new document.

export class JsonPathError extends Error {
  override name = 'JsonPathError';
}

export function parseJsonPath(path: string): string[] {
  const segments = path.split('.');
  if (path.trim() === '' || segments.some((segment) => segment === '')) {
    throw new JsonPathError(`"${path}" is not a path: use dot-separated keys like customize.colors.primary`);
  }
  for (const segment of segments) {
    if (segment === '__proto__' || segment === 'constructor' || segment === 'prototype') {
      throw new JsonPathError(`"${segment}" is not allowed in a path`);
    }
  }
  return segments;
}

export function getAtPath(document: unknown, segments: readonly string[]): unknown {
  let current: unknown = document;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

export function setAtPath(document: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(document)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index > document.length) {
      throw new JsonPathError(`"${head}" is not an index of a list of ${document.length}`);
    }
    const copy = [...document];
    copy[index] = setAtPath(document[index], rest, value);
    return copy;
  }
  const base = document !== null && typeof document === 'object' ? (document as Record<string, unknown>) : {};
  return { ...base, [head]: setAtPath(base[head], rest, value) };
}

/** A value as typed on the command line: JSON when it parses (numbers, booleans, lists), else text. */
export function parseCliValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
