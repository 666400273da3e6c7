import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../slug';
import { digitsOnly, isSlug, lowercaseAlphanumeric, slug, truthyFlag } from './patterns';

describe('digits only (spec §5 other patterns)', () => {
  it.each([
    ['', null],
    ['0042', null],
    ['-1', { key: 'validation_digits_only' }],
    ['1.5', { key: 'validation_digits_only' }],
    ['12 34', { key: 'validation_digits_only' }],
    ['١٢', { key: 'validation_digits_only' }],
  ] as const)('%j → %j', (value, expected) => {
    expect(digitsOnly()(value)).toEqual(expected);
  });
});

describe('lower-case letters and digits only', () => {
  it.each([
    ['', null],
    ['promo2024', null],
    ['Promo', { key: 'validation_lowercase_alphanumeric' }],
    ['a-b', { key: 'validation_lowercase_alphanumeric' }],
    ['промо', { key: 'validation_lowercase_alphanumeric' }],
  ] as const)('%j → %j', (value, expected) => {
    expect(lowercaseAlphanumeric()(value)).toEqual(expected);
  });
});

describe('truthy flags (true, 1, "1", "true")', () => {
  it.each([true, 1, '1', 'true'])('%j is on', (value) => {
    expect(truthyFlag()(value)).toBeNull();
  });

  it.each([false, 0, '0', 'false', 'TRUE', 'yes', '', null, undefined, 2])('%j is off: validation_confirmation_required', (value) => {
    expect(truthyFlag()(value)).toEqual({ key: 'validation_confirmation_required' });
  });
});

describe('slugs', () => {
  it.each([
    ['', null],
    ['angliya-premer-liga', null],
    ['88637-england-premier-league', null],
    ['England', { key: 'validation_slug' }],
    ['a--b', { key: 'validation_slug' }],
    ['-a', { key: 'validation_slug' }],
    ['a_b', { key: 'validation_slug' }],
    ['лига', { key: 'validation_slug' }],
  ] as const)('%j → %j', (value, expected) => {
    expect(slug()(value)).toEqual(expected);
  });

  it('accepts whatever slugify makes', () => {
    fc.assert(fc.property(fc.string(), (text) => {
      const made = slugify(text);
      expect(made === '' || isSlug(made)).toBe(true);
    }));
  });
});
