// Form bodies with bracketed names, as the family's legacy mobile site posts a coupon
// (wire-format §3.3: `Events[0][GameId]=…&Events[0][Type]=…&Summ=…`): each name is a path of keys,
// numeric ones index arrays. A value that reads back as the same number is a number (ids, types,
// lines), anything else stays text (`Summ=100.50` keeps its digits for the amount parser). Hostile
// shapes are refused rather than built: prototype keys, deep paths, large indexes, too many fields,
// one name used both as a value and as a container.

const MAX_FIELDS = 1000;
const MAX_DEPTH = 5;
const MAX_INDEX = 99;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export class FormShapeError extends Error {
  override name = 'FormShapeError';
}

type Node = Record<string, unknown> | unknown[];

export function parseBracketForm(body: string): Record<string, unknown> {
  const params = new URLSearchParams(body);
  const root: Record<string, unknown> = {};
  let fields = 0;
  for (const [name, raw] of params) {
    if (++fields > MAX_FIELDS) throw new FormShapeError('Too many fields');
    const path = pathOf(name);
    let node: Node = root;
    for (const [i, key] of path.entries()) {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] ?? '');
      const existing = read(node, key);
      if (last) {
        if (existing !== undefined) throw new FormShapeError(`The field ${name} is sent twice`);
        write(node, key, valueOf(raw));
      } else if (existing === undefined) {
        const child: Node = nextIsIndex ? [] : {};
        write(node, key, child);
        node = child;
      } else if (typeof existing === 'object' && existing !== null && Array.isArray(existing) === nextIsIndex) {
        node = existing as Node;
      } else {
        throw new FormShapeError(`The field ${name} does not fit the others`);
      }
    }
  }
  return root;
}

/** `Events[0][GameId]` → ['Events', '0', 'GameId']. */
function pathOf(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) throw new FormShapeError(`The field name ${name} is malformed`);
  const keys = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
  if (keys.length > MAX_DEPTH) throw new FormShapeError(`The field name ${name} is too deep`);
  for (const key of keys) if (key === '' || FORBIDDEN.has(key)) throw new FormShapeError(`The field name ${name} is not accepted`);
  return keys;
}

function read(node: Node, key: string): unknown {
  if (Array.isArray(node)) return node[indexOf(key)];
  return Object.hasOwn(node, key) ? node[key] : undefined;
}

function write(node: Node, key: string, value: unknown): void {
  if (Array.isArray(node)) node[indexOf(key)] = value;
  else node[key] = value;
}

function indexOf(key: string): number {
  if (!/^\d+$/.test(key) || Number(key) > MAX_INDEX) throw new FormShapeError(`The index ${key} is not accepted`);
  return Number(key);
}

function valueOf(raw: string): string | number | boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(raw) && String(Number(raw)) === raw) return Number(raw);
  return raw;
}
