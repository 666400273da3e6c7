import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterOptions, normalizeQuery, SEARCH_MAX_LENGTH, type SelectOption } from './select-search';

const currencies: SelectOption[] = [
  { id: 1, name: 'Российский рубль', iso: 'RUB' },
  { id: 2, name: 'Доллар США', iso: 'USD' },
  { id: 3, name: 'Евро', iso: 'EUR' },
  { id: 4, name: 'Казахстанский тенге', iso: 'KZT' },
  { id: 5, name: 'Биткоин' },
];

describe('filterOptions (spec §5 select search)', () => {
  it.each([
    ['an empty query keeps everything', '', [1, 2, 3, 4, 5]],
    ['blank space keeps everything', '   ', [1, 2, 3, 4, 5]],
    ['matches a substring of the name', 'ллар', [2]],
    ['ignores case in the name', 'ЕВРО', [3]],
    ['matches the iso code', 'usd', [2]],
    ['matches a substring of the iso code', 'u', [1, 2, 3]],
    ['is exact, not fuzzy', 'рубль доллар', []],
    ['options without iso match by name only', 'бит', [5]],
    ['nothing found', 'иена', []],
    ['surrounding spaces are ignored', '  тенге ', [4]],
  ])('%s', (_name, query, ids) => {
    expect(filterOptions(currencies, query).map((o) => o.id)).toEqual(ids);
  });

  it('searches only the given fields', () => {
    expect(filterOptions(currencies, 'usd', ['name'])).toEqual([]);
    expect(filterOptions(currencies, 'евро', ['iso'])).toEqual([]);
  });

  it('keeps the disabled and checked flags of matching options', () => {
    const options = [{ id: 'a', name: 'Alpha', disabled: true, checked: true }];
    expect(filterOptions(options, 'alp')).toEqual(options);
  });

  it('uses at most 100 characters of the query', () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH) + 'zzz';
    expect(normalizeQuery(long)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(filterOptions([{ id: 1, name: 'a'.repeat(SEARCH_MAX_LENGTH) }], long)).toHaveLength(1);
  });

  it('returns a subset, in order, where every result contains the query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), name: fc.string(), iso: fc.option(fc.string(), { nil: undefined }) })),
        fc.string({ maxLength: 5 }),
        (options, query) => {
          const found = filterOptions(options, query);
          const needle = normalizeQuery(query);
          expect(options.filter((o) => found.includes(o))).toEqual(found);
          for (const option of found) {
            const text = `${option.name.toLocaleLowerCase()}\u0000${(option.iso ?? '').toLocaleLowerCase()}`;
            expect(text.includes(needle)).toBe(true);
          }
        },
      ),
    );
  });
});
