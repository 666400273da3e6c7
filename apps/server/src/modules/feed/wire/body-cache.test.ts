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

  it('keeps its bytes within the bound, dropping the least recently used answers first', () => {
    const body = 'x'.repeat(1_000);
    const cache = new BodyCache(10_000);
    for (let i = 0; i < 100; i++) {
      cache.get(`k${i}`, '1', () => body);
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
      // k0 is read after every write: the most recently used, it stays while the others go.
      cache.get('k0', '1', () => body);
    }
    expect(cache.size).toBeGreaterThan(5);
    let rebuilt = 0;
    cache.get('k0', '1', () => (rebuilt++, body));
    cache.get('k99', '1', () => (rebuilt++, body));
    expect(rebuilt).toBe(0);
    cache.get('k1', '1', () => (rebuilt++, body));
    expect(rebuilt).toBe(1);
  });

  it('counts the gzip form once it is made, and still holds the bound', () => {
    const cache = new BodyCache(20_000);
    // Incompressible text: the gzip form weighs about as much as the JSON.
    const noise = (seed: number) => Array.from({ length: 3_000 }, (_, i) => ((i * 7919 + seed * 104_729) % 36).toString(36)).join('');
    const a = cache.get('a', '1', () => noise(1));
    const before = cache.bytes;
    const zipped = a.gzip();
    expect(a.gzip()).toBe(zipped);
    expect(cache.bytes).toBe(before + zipped.length);
    for (let i = 0; i < 20; i++) cache.get(`n${i}`, '1', () => noise(i + 2)).gzip();
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
  });

  it('sends but does not keep an answer larger than the whole bound', () => {
    const cache = new BodyCache(1_000);
    const big = cache.get('big', '1', () => 'y'.repeat(5_000));
    expect(big.json.length).toBe(5_000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('frees the bytes of a version it replaces', () => {
    const cache = new BodyCache(1_000_000);
    cache.get('k', '1', () => 'z'.repeat(10_000));
    const one = cache.bytes;
    cache.get('k', '2', () => 'z'.repeat(10_000));
    expect(cache.bytes).toBe(one);
    expect(cache.size).toBe(1);
  });

  it('wraps a value in the family envelope', () => {
    expect(JSON.parse(envelopeJson('[1]'))).toEqual({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: [1] });
  });
});
