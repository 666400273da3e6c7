import { describe, expect, it } from 'vitest';
import {
  isMultiTypeCode,
  menuSectionSlug,
  menuSections,
  multiTypeCodes,
  queryAmountSchema,
  queryBoolSchema,
  queryIdListSchema,
  queryIntSchema,
  queryListSchema,
  queryMultiTypeSchema,
  queryObjectSchema,
  requestParams,
  requestQuerySchema,
} from './request-params';

describe('request parameter catalogue', () => {
  it.each([
    ['partner', 'int', 1],
    ['lng', 'text', 'ru'],
    ['lang', 'text', 'ru'],
    ['sports', 'idList', undefined],
    ['events', 'list', undefined],
    ['Summ', 'amount', undefined],
    ['coupon', 'object', undefined],
    ['live', 'bool', undefined],
    ['multiType', 'multiType', undefined],
  ] as const)('%s is %s with default %s', (name, kind, fallback) => {
    const spec: { kind: string; default?: unknown } = requestParams[name];
    expect(spec.kind).toBe(kind);
    expect(spec.default).toBe(fallback);
  });

  it('lists the multi-type codes of spec §5', () => {
    expect([...multiTypeCodes]).toEqual([
      3, 7, 8, 9, 11, 13, 28, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011,
      1012,
    ]);
    expect(isMultiTypeCode(28)).toBe(true);
    expect(isMultiTypeCode(10000)).toBe(false);
    expect(isMultiTypeCode(1013)).toBe(false);
  });

  it.each([
    [3, 'alternative'],
    [28, 'cyber-zone'],
    [1012, 'e-sports'],
    [10002, 'play'],
    [4, undefined],
  ])('menu section %i is %s', (code, slug) => {
    expect(menuSectionSlug(code)).toBe(slug);
  });

  it('every multi-type code is a menu section', () => {
    for (const code of multiTypeCodes) expect(menuSections[code]).toBeTypeOf('string');
  });
});

describe('query parsers', () => {
  it.each([
    ['42', 42],
    ['-3', -3],
    [' 7 ', 7],
  ])('int %j → %j', (text, value) => {
    expect(queryIntSchema.parse(text)).toBe(value);
  });

  it.each(['4.2', 'abc', '', '0x10', '99999999999999999999'])('int rejects %j', (text) => {
    expect(queryIntSchema.safeParse(text).success).toBe(false);
  });

  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['3', 3],
  ])('amount %j → %j', (text, value) => {
    expect(queryAmountSchema.parse(text)).toBe(value);
  });

  it.each([
    ['true', true],
    ['false', false],
  ])('bool %j → %j', (text, value) => {
    expect(queryBoolSchema.parse(text)).toBe(value);
  });

  it.each(['1', 'yes', 'TRUE', ''])('bool rejects %j', (text) => {
    expect(queryBoolSchema.safeParse(text).success).toBe(false);
  });

  it('id lists come back sorted and unique', () => {
    expect(queryIdListSchema.parse('3,1,3')).toEqual([1, 3]);
    expect(queryIdListSchema.safeParse('1,,2').success).toBe(false);
    expect(queryIdListSchema.safeParse('').success).toBe(false);
  });

  it('plain lists read comma-joined text or a JSON array', () => {
    expect(queryListSchema.parse('a,b')).toEqual(['a', 'b']);
    expect(queryListSchema.parse('[{"id":1}]')).toEqual([{ id: 1 }]);
    expect(queryListSchema.safeParse('[oops').success).toBe(false);
  });

  it('objects are JSON text', () => {
    expect(queryObjectSchema.parse('{"a":1}')).toEqual({ a: 1 });
    expect(queryObjectSchema.safeParse('[1]').success).toBe(false);
    expect(queryObjectSchema.safeParse('{').success).toBe(false);
  });

  it('multi-type accepts only the listed codes', () => {
    expect(queryMultiTypeSchema.parse('1005')).toBe(1005);
    expect(queryMultiTypeSchema.safeParse('10000').success).toBe(false);
  });

  it('a call schema fills the catalogue defaults and strips other keys', () => {
    const schema = requestQuerySchema(['sports', 'lng', 'partner', 'live']);
    const parsed = schema.parse({ sports: '1,3', live: 'true', extra: 'x' });
    expect(parsed).toEqual({ sports: [1, 3], lng: 'ru', partner: 1, live: true });
    expect(schema.parse({ lng: 'en', partner: '55' })).toEqual({ lng: 'en', partner: 55 });
    expect(schema.safeParse({ partner: 'x' }).success).toBe(false);
  });
});
