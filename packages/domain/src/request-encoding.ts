// Request building rules of product-spec §5 and api-contract-spec §7.1: which parameters are
// sent and how each value is converted. Pure: the HTTP layer and tests call it with a catalogue.
import { isMultiTypeCode } from '@stavka/contract/request-params';
import type {
  RequestParamCatalogue,
  RequestParamKind,
  RequestParamSpec,
} from '@stavka/contract/request-params';

/** A value converted for a JSON body: the scalar kinds as JSON scalars, lists and objects as is. */
export type WireValue =
  string | number | boolean | readonly unknown[] | Readonly<Record<string, unknown>>;

/**
 * The catalogue entry of a name, or one inferred from the value for names outside the catalogue
 * (a call's own parameters such as `count`): integers as int, other numbers as amount, arrays as
 * plain lists, plain objects as object, everything else as text. Inferred entries have no default.
 */
export function paramSpecFor(
  name: string,
  value: unknown,
  catalogue: RequestParamCatalogue,
): RequestParamSpec {
  const known = Object.hasOwn(catalogue, name) ? catalogue[name] : undefined;
  if (known) return known;
  return { kind: inferKind(value) };
}

function inferKind(value: unknown): RequestParamKind {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number' || typeof value === 'bigint') {
    return Number.isInteger(Number(value)) ? 'int' : 'amount';
  }
  if (Array.isArray(value)) return 'list';
  if (isPlainObject(value)) return 'object';
  return 'text';
}

/**
 * Converts one value by its kind; undefined means "do not send" (absent, unconvertible, empty id
 * list, empty list or object, unknown multi-type code).
 */
export function convertParamValue(kind: RequestParamKind, value: unknown): WireValue | undefined {
  if (value === undefined || value === null) return undefined;
  switch (kind) {
    case 'int':
      return toInteger(value);
    case 'multiType': {
      const code = toInteger(value);
      return code !== undefined && isMultiTypeCode(code) ? code : undefined;
    }
    case 'amount':
      return toDecimal(value);
    case 'bool':
      return toBoolean(value);
    case 'text':
      return toText(value);
    case 'idList':
      return toIdList(value);
    case 'list':
      return Array.isArray(value) && value.length > 0 ? value : undefined;
    case 'object':
      return isPlainObject(value) && Object.keys(value).length > 0 ? value : undefined;
  }
}

/** Integers base-10 (spec §5); numbers are truncated toward zero, text must be integer text. */
function toInteger(value: unknown): number | undefined {
  if (typeof value === 'bigint') return toSafe(Number(value));
  if (typeof value === 'number')
    return Number.isFinite(value) ? toSafe(Math.trunc(value)) : undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return toSafe(Number(value));
  return undefined;
}

function toSafe(value: number): number | undefined {
  // -0 would print as "0" but compare unequal in Object.is; normalise it.
  return Number.isSafeInteger(value) ? value + 0 : undefined;
}

/** Decimals as float text (spec §5); a comma is accepted as the decimal separator. */
function toDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value)) {
    return Number(value.trim().replace(',', '.'));
  }
  return undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Empty text counts as absent: an empty field is never sent. */
function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return undefined;
}

/** Id lists: nulls removed, deduplicated, sorted ascending, comma-joined, omitted when empty. */
function toIdList(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = new Set<number>();
  for (const item of value) {
    const id = toInteger(item);
    if (id !== undefined) ids.add(id);
  }
  if (ids.size === 0) return undefined;
  return [...ids].sort((a, b) => a - b).join(',');
}

/**
 * Query-string text of a converted value: lists of scalars comma-joined, other lists and objects
 * as JSON (also a scalar list whose items would be ambiguous when joined: a comma inside an item,
 * or a first item starting with "[" that would read as JSON).
 */
export function wireValueToText(value: WireValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && isJoinableList(value)) return value.map(String).join(',');
  return JSON.stringify(value);
}

function isJoinableList(items: readonly unknown[]): boolean {
  const texts: string[] = [];
  for (const item of items) {
    if (!isScalar(item)) return false;
    texts.push(String(item));
  }
  return texts.every((text) => !text.includes(',')) && !texts[0]?.startsWith('[');
}

function sameAsDefault(converted: WireValue, spec: RequestParamSpec): boolean {
  if (spec.default === undefined) return false;
  const convertedDefault = convertParamValue(spec.kind, spec.default);
  return convertedDefault !== undefined && Object.is(converted, convertedDefault);
}

/**
 * The parameters to send, converted, in the caller's order: present, defined after conversion and
 * different from the default (spec §5). Names outside the catalogue get an inferred kind.
 */
export function encodeRequestBody(
  values: Readonly<Record<string, unknown>>,
  catalogue: RequestParamCatalogue,
): Record<string, WireValue> {
  const body: Record<string, WireValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const spec = paramSpecFor(name, value, catalogue);
    const converted = convertParamValue(spec.kind, value);
    if (converted === undefined || sameAsDefault(converted, spec)) continue;
    body[name] = converted;
  }
  return body;
}

/** The same selection as query-string pairs, e.g. [['sports', '1,3'], ['live', 'true']]. */
export function encodeRequestParams(
  values: Readonly<Record<string, unknown>>,
  catalogue: RequestParamCatalogue,
): Array<[string, string]> {
  return Object.entries(encodeRequestBody(values, catalogue)).map(([name, value]) => [
    name,
    wireValueToText(value),
  ]);
}

/** `encodeRequestParams` as a query string without the leading "?". */
export function encodeRequestQuery(
  values: Readonly<Record<string, unknown>>,
  catalogue: RequestParamCatalogue,
): string {
  return new URLSearchParams(encodeRequestParams(values, catalogue)).toString();
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
