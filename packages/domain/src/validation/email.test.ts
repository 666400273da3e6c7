import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmail, email, isEmailAddress } from './email';

describe('e-mail (spec §5, checks in the spec’s order)', () => {
  it.each([
    ['empty is valid', '', null],
    ['starts with @', '@mail.ru', { key: 'validation_email_account_name' }],
    ['only @ starts with @ first', '@', { key: 'validation_email_account_name' }],
    ['ends with @', 'player@', { key: 'validation_email_domain_name' }],
    ['no @', 'player.mail.ru', { key: 'validation_email_at_symbol' }],
    ['no @ and a space: the @ comes first', 'player mail.ru', { key: 'validation_email_at_symbol' }],
    ['no dot after @', 'player@mailru', { key: 'validation_email_dot_symbol' }],
    ['a dot only before @ does not count', 'first.last@mailru', { key: 'validation_email_dot_symbol' }],
    ['no dot and a space: the dot comes first', 'pla yer@mailru', { key: 'validation_email_dot_symbol' }],
    ['a space', 'pla yer@mail.ru', { key: 'validation_email_space_symbol' }],
    ['a trailing space', 'player@mail.ru ', { key: 'validation_email_space_symbol' }],
    ['a space and a typo: the space comes first', 'pla yer@gmial.com', { key: 'validation_email_space_symbol' }],
    ['a known typo gives the suggested address', 'player@gmial.com', { key: 'validation_email_domain_suggestion', params: { suggestion: 'player@gmail.com' } }],
    ['a typo in capitals is still a typo', 'Player@YANDX.RU', { key: 'validation_email_domain_suggestion', params: { suggestion: 'Player@yandex.ru' } }],
    ['a TLD of one letter', 'player@example.r', { key: 'validation_enter_correct_email' }],
    ['a near-popular domain that is malformed gets the suggestion', 'a@.mail.ru', { key: 'validation_email_domain_suggestion', params: { suggestion: 'a@mail.ru' } }],
    ['a TLD of eight letters', 'player@example.abcdefgh', { key: 'validation_enter_correct_email' }],
    ['a TLD of seven letters passes', 'player@example.abcdefg', null],
    ['two @', 'a@b@mail.ru', { key: 'validation_enter_correct_email' }],
    ['double dot in the local part', 'a..b@mail.ru', { key: 'validation_enter_correct_email' }],
    ['a domain label starting with a dash', 'a@-example.ru', { key: 'validation_enter_correct_email' }],
    ['a dot right after @', 'a@.example.ru', { key: 'validation_enter_correct_email' }],
    ['digits as the TLD', 'a@mail.123', { key: 'validation_enter_correct_email' }],
    ['a plain address', 'player@mail.ru', null],
    ['plus and dots in the local part', 'first.last+bets@gmail.com', null],
    ['a subdomain', 'player@corp.example.co.uk', null],
    ['a Cyrillic address', 'игрок@почта.рф', null],
    ['a real domain near a popular one is not corrected', 'player@mail.com', null],
  ] as const)('%s: %j', (_name, value, expected) => {
    expect(email()(value)).toEqual(expected);
  });

  it('refuses a local part over 64 characters and an address over 254', () => {
    expect(checkEmail(`${'a'.repeat(65)}@mail.ru`)).toEqual({ key: 'validation_enter_correct_email' });
    expect(checkEmail(`${'a'.repeat(64)}@mail.ru`)).toBeNull();
    const label = 'b'.repeat(63);
    expect(isEmailAddress(`a@${label}.${label}.${label}.com`)).toBe(true);
    expect(isEmailAddress(`a@${label}.${label}.${label}.${label}.com`)).toBe(false);
  });

  it('never throws and always answers null or a known key', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const error = checkEmail(value);
        expect(error === null || typeof error.key === 'string').toBe(true);
      }),
    );
  });

  it('accepts every address the pattern generator makes (without a typo domain)', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    const address = fc.tuple(fc.stringMatching(/^[a-z0-9_+-]{1,20}$/), label, fc.stringMatching(/^[a-z]{2,7}$/));
    fc.assert(
      fc.property(address, ([local, domain, tld]) => {
        const error = checkEmail(`${local}@${domain}.${tld}`);
        expect(error === null || error.key === 'validation_email_domain_suggestion').toBe(true);
      }),
    );
  });
});
