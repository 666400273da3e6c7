import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './json-body';

// Request bodies keep every digit of their numbers (issue 11 "Amounts are exact end to end").

describe('parseJsonBody', () => {
  it('gives numbers a double holds exactly as numbers, whose text is what the client sent', () => {
    expect(parseJsonBody('{"summ": 10.50, "id": 100000001, "ts": 1790179200123}')).toEqual({ summ: 10.5, id: 100000001, ts: 1790179200123 });
    expect(String((parseJsonBody('{"summ": 0.1}') as { summ: number }).summ)).toBe('0.1');
  });

  it('keeps a number no double holds as its own text, instead of rounding it', () => {
    expect(parseJsonBody('{"summ": 12345678901234567.89, "id": 9007199254740993}')).toEqual({ summ: '12345678901234567.89', id: '9007199254740993' });
    expect(JSON.parse('{"summ": 12345678901234567.89}')).toEqual({ summ: 12345678901234568 }); // what the default parser would have made of it
  });

  it.each(['', '   ', '{', '{"a":1,}', "{'a':1}", 'NaN'])('refuses %j as a malformed body', (text) => {
    expect(() => parseJsonBody(text)).toThrow(expect.objectContaining({ id: 'malformed_body' }));
  });

  it.each(['{"__proto__": {"admin": true}}', '{"a": [{"constructor": {"prototype": {}}}]}'])('refuses prototype keys: %s', (text) => {
    expect(() => parseJsonBody(text)).toThrow(expect.objectContaining({ id: 'malformed_body' }));
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('refuses a body nested deeper than any request needs, without walking it by recursion', () => {
    const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
    expect(() => parseJsonBody(deep)).toThrow(expect.objectContaining({ id: 'malformed_body' }));
    expect(() => parseJsonBody(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toThrow(expect.objectContaining({ id: 'malformed_body' }));
    const fine = `${'{"a":'.repeat(60)}1${'}'.repeat(60)}`;
    expect(parseJsonBody(fine)).toBeTruthy();
  });
});
