import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasControlCharacters, noControlCharacters } from './control-characters';

const controls = [...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => code !== 0x09 && code !== 0x0a && code !== 0x0d), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((code) =>
  String.fromCharCode(code),
);

describe('the control-character rule', () => {
  it('refuses every C0 and C1 control except tab, line feed and carriage return', () => {
    for (const control of controls) expect(hasControlCharacters(`a${control}b`), JSON.stringify(control)).toBe(true);
    expect(hasControlCharacters('line one\r\nline two\tand a tab')).toBe(false);
  });

  it('refuses a lone surrogate and takes a whole astral character', () => {
    expect(hasControlCharacters('x\ud83d')).toBe(true);
    expect(hasControlCharacters('\ude00x')).toBe(true);
    expect(hasControlCharacters('почта@пример.рф 😀 ١٢٣ 中文')).toBe(false);
  });

  it('finds a control character wherever it is put in ordinary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom(...controls), fc.nat(), (text, control, at) => {
        fc.pre(!hasControlCharacters(text));
        const cut = at % (text.length + 1);
        return hasControlCharacters(text.slice(0, cut) + control + text.slice(cut));
      }),
    );
  });

  it('answers the message key as a validator', () => {
    expect(noControlCharacters()('a\u0000')).toEqual({ key: 'validation_control_characters' });
    expect(noControlCharacters()('fine')).toBeNull();
  });
});

describe('controlCharacterPaths', () => {
  it('names the path of every bad string and key of a payload', () => {
    const paths = controlCharacterPaths({ login: 'a\u0000', list: ['ok', 'b\u0001', { deep: 'c\u007f' }], ['k\u0002']: 1, fine: 'x' });
    expect(paths).toHaveLength(4);
    expect(paths).toEqual(expect.arrayContaining([['login'], ['list', 1], ['list', 2, 'deep'], ['k\u0002']]));
    expect(controlCharacterPaths('\u0000')).toEqual([[]]);
    expect(controlCharacterPaths({ a: 1, b: true, c: null, d: ['x'] })).toEqual([]);
  });

  it('walks a deeply nested payload without overflowing the stack', () => {
    let nested: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    const paths = controlCharacterPaths(nested);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveLength(200_000);
  });

  it('reports a bounded number of paths for a hostile payload', () => {
    expect(controlCharacterPaths(Array.from({ length: 10_000 }, () => '\u0000'))).toHaveLength(20);
  });
});
