import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idFromSlug, idSlug, slugify } from './slug';

describe('slugify (spec §5 slugs)', () => {
  it.each([
    ['Premier League', 'premier-league'],
    ['Англия. Премьер-лига', 'angliya-premer-liga'],
    ['Чемпионат мира 2026', 'chempionat-mira-2026'],
    ['Щукин, Жуков и Цой', 'shchukin-zhukov-i-tsoy'],
    ['Съезд ёлок, Хабаровск', 'sezd-yolok-khabarovsk'],
    ['Подъём, Объём — Юг!', 'podyom-obyom-yug'],
    ['Україна. Прем’єр-ліга', 'ukrayina-premyer-liga'],
    ['Ґалицька Їжа', 'galitska-yizha'],
    ['Қазақстан Премьер Лигасы', 'qazaqstan-premer-ligasy'],
    ['Өзбекстан, Ұлы Үй, Әлем, Ғалам, Һ', 'ozbekstan-uly-uy-alem-ghalam-h'],
    ['snake_case_name', 'snake-case-name'],
    ['  --Trim  me--  ', 'trim-me'],
    ['a - - b', 'a-b'],
    ['"Quoted" \'text\' «ёлки» „x“', 'quoted-text-yolki-x'],
    ["Chelsea's fans: 100% (yes)!", 'chelseas-fans-100-yes'],
    ['Chelsea — Brighton', 'chelsea-brighton'],
    ['Atlético Madrid', 'atletico-madrid'],
    ['Straße Łódź Ærø', 'strasse-lodz-aero'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['U.S.A. vs U.K.', 'usa-vs-uk'],
    ['中国 Super League', 'super-league'],
    ['🏆 Cup', 'cup'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('always gives a valid slug and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it('transliterates every Russian letter to Latin', () => {
    const alphabet = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
    for (const letter of alphabet) expect(slugify(`x${letter}${letter.toUpperCase()}x`)).toMatch(/^x[a-z]*x$/);
  });
});

describe('idSlug and idFromSlug', () => {
  it.each([
    [88637, 'England. Premier League', '88637-england-premier-league'],
    [748539200, 'Chelsea — Brighton', '748539200-chelsea-brighton'],
    [1, '!!!', '1'],
  ])('%i + %j → %j', (id, name, expected) => {
    expect(idSlug(id, name)).toBe(expected);
    expect(idFromSlug(expected)).toBe(id);
  });

  it.each(['england', '-1-x', '', '12abc', '99999999999999999999-x'])('%j has no id', (slug) => {
    expect(idFromSlug(slug)).toBeUndefined();
  });
});
