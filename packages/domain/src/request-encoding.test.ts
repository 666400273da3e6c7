import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestParams, requestQuerySchema } from '@stavka/contract/request-params';
import {
  encodeRequestBody,
  encodeRequestParams,
  encodeRequestQuery,
  wireValueToText,
} from './request-encoding';

const encode = (values: Record<string, unknown>) => encodeRequestParams(values, requestParams);

describe('encodeRequestParams (spec §5 request building)', () => {
  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ['absent values are not sent', { gameId: undefined, champId: null }, []],
    [
      'integers are base-10 text',
      { gameId: 42, sportId: '7' },
      [
        ['gameId', '42'],
        ['sportId', '7'],
      ],
    ],
    ['numbers for ints are truncated', { gameId: 4.9 }, [['gameId', '4']]],
    ['non-integer text for an int is not sent', { gameId: '4x' }, []],
    ['NaN is not sent', { gameId: Number.NaN }, []],
    [
      'decimals are float text',
      { Summ: 12.5, autoBetCf: '1,85' },
      [
        ['Summ', '12.5'],
        ['autoBetCf', '1.85'],
      ],
    ],
    [
      'booleans are true or false',
      { live: true, top: false },
      [
        ['live', 'true'],
        ['top', 'false'],
      ],
    ],
    ['boolean text is read', { live: 'true', top: 'nope' }, [['live', 'true']]],
    ['the default partner is not sent', { partner: 1 }, []],
    ['the default partner as text is not sent', { partner: '1' }, []],
    ['another partner is sent', { partner: 55 }, [['partner', '55']]],
    ['the default language is not sent', { lng: 'ru', lang: 'ru' }, []],
    ['another language is sent', { lng: 'en' }, [['lng', 'en']]],
    ['empty text is not sent', { email: '' }, []],
    [
      'id lists deduplicated, nulls removed, sorted',
      { sports: [3, null, 1, 3, '2'] },
      [['sports', '1,2,3']],
    ],
    ['empty id lists are omitted', { sports: [], champs: [null] }, []],
    ['empty plain lists are omitted', { events: [] }, []],
    ['plain lists keep their order', { events: [3, 1] }, [['events', '3,1']]],
    ['lists of objects are JSON', { events: [{ id: 1 }] }, [['events', '[{"id":1}]']]],
    ['empty objects are omitted', { coupon: {} }, []],
    ['objects are JSON', { coupon: { summ: 10 } }, [['coupon', '{"summ":10}']]],
    ['a multi-type code is sent', { multiType: 1005 }, [['multiType', '1005']]],
    ['an unknown multi-type code is not sent', { multiType: 10000 }, []],
    [
      'names outside the catalogue are inferred',
      { count: 50, mode: 'x', cf: 1.5 },
      [
        ['count', '50'],
        ['mode', 'x'],
        ['cf', '1.5'],
      ],
    ],
  ])('%s', (_rule, values, expected) => {
    expect(encode(values)).toEqual(expected);
  });

  it('keeps the caller order (some mirrors want the filter first)', () => {
    expect(encode({ sports: [1], gameId: 2, lng: 'en' }).map(([name]) => name)).toEqual([
      'sports',
      'gameId',
      'lng',
    ]);
  });

  it('builds a query string', () => {
    expect(encodeRequestQuery({ sports: [3, 1], lng: 'en', partner: 1 }, requestParams)).toBe(
      'sports=1%2C3&lng=en',
    );
  });

  it('keeps JSON types in a body', () => {
    expect(
      encodeRequestBody(
        { gameId: '5', live: false, Summ: '10', sports: [2, 1], coupon: { a: 1 }, lng: 'ru' },
        requestParams,
      ),
    ).toEqual({ gameId: 5, live: false, Summ: 10, sports: '1,2', coupon: { a: 1 } });
  });

  it('joins a scalar list only when that is unambiguous', () => {
    expect(wireValueToText(['a,b', 'c'])).toBe('["a,b","c"]');
    expect(wireValueToText(['[x'])).toBe('["[x"]');
  });
});

describe('id lists (property)', () => {
  const idItem = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constant(null));

  it('are sorted, unique, free of nulls, and omitted when empty', () => {
    fc.assert(
      fc.property(fc.array(idItem, { maxLength: 40 }), (items) => {
        const expected = [...new Set(items.filter((item) => item !== null))].sort((a, b) => a - b);
        const pairs = encode({ sports: items });
        if (expected.length === 0) return pairs.length === 0;
        return pairs.length === 1 && pairs[0]?.[1] === expected.join(',');
      }),
    );
  });

  it('round-trip through the server parser', () => {
    const schema = requestQuerySchema(['sports']);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 40 }),
        (ids) => {
          const query = new URLSearchParams(encode({ sports: ids }));
          const parsed = schema.parse(Object.fromEntries(query));
          expect(parsed.sports).toEqual([...new Set(ids)].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('do not depend on the input order', () => {
    fc.assert(
      fc.property(fc.array(idItem, { maxLength: 30 }), (items) => {
        const reversed = [...items].reverse();
        expect(encode({ sports: reversed })).toEqual(encode({ sports: items }));
      }),
    );
  });
});
