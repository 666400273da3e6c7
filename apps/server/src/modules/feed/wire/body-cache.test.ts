import { describe, expect, it } from 'vitest';
import { acceptsGzip, BodyCache, envelopeJson } from './body-cache';

describe('Accept-Encoding', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['x-gzip', true],
    ['*', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j admits gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('body cache', () => {
  it('builds once per version and again when the version moves', () => {
    const cache = new BodyCache();
    let builds = 0;
    const build = () => `{"n":${++builds}}`;
    const a = cache.get('k', '1', build);
    expect(cache.get('k', '1', build)).toBe(a);
    expect(cache.get('k', '2', build).json.toString()).toBe('{"n":2}');
    expect(builds).toBe(2);
  });

  it('keeps at most its size, dropping the oldest key', () => {
    const cache = new BodyCache(2);
    for (const key of ['a', 'b', 'c']) cache.get(key, '1', () => key);
    expect(cache.size).toBe(2);
    let rebuilt = false;
    cache.get('a', '1', () => {
      rebuilt = true;
      return 'a';
    });
    expect(rebuilt).toBe(true);
  });

  it('wraps a value in the family envelope', () => {
    expect(JSON.parse(envelopeJson('[1]'))).toEqual({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: [1] });
  });
});
