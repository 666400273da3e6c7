import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidName, personName } from './name';

describe('name (spec §5)', () => {
  it.each([
    ['Latin', 'John'],
    ['Cyrillic', 'Анна-Мария'],
    ['Kazakh letters', 'Әлия Қасымқызы'],
    ['Greek', 'Νίκος'],
    ['Arabic', 'محمد'],
    ['Chinese', '王小明'],
    ['apostrophe', "O'Brien"],
    ['typographic apostrophe', 'O’Brien'],
    ['Ukrainian apostrophe', 'Мар\u02bcяна'],
    ['backtick', 'D`Artagnan'],
    ['spaces and hyphen', 'Jean-Luc Picard'],
    ['decomposed accent', 'Jose\u0301'],
    ['empty (left to required)', ''],
  ])('accepts %s: %j', (_name, value) => {
    expect(personName()(value)).toBeNull();
  });

  it.each([
    ['digits', 'John2'],
    ['a dot', 'J. Smith'],
    ['an at sign', 'john@'],
    ['an underscore', 'john_smith'],
    ['a tab', 'John\tSmith'],
    ['an emoji', 'John 😀'],
  ])('refuses %s with password_available_symbols: %j', (_name, value) => {
    expect(personName()(value)).toEqual({ key: 'password_available_symbols' });
  });

  it('accepts any mix of letters and the allowed signs', () => {
    const char = fc.oneof(fc.constantFrom("'", '`', ' ', '-'), fc.constantFrom(...'abcxyzАБВжщёÄéß'));
    fc.assert(fc.property(fc.array(char, { minLength: 1 }), (chars) => {
      expect(isValidName(chars.join(''))).toBe(true);
    }));
  });
});
