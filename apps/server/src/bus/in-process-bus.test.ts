import { describe, expect, it } from 'vitest';
import { createInProcessBus } from './in-process-bus';
import { isPattern, isSubject, subjectMatches } from './subject';

describe('subjects and patterns (NATS syntax)', () => {
  it.each([
    ['feed.game.1', 'feed.game.1', true],
    ['feed.game.*', 'feed.game.1', true],
    ['feed.game.*', 'feed.game', false],
    ['feed.game.*', 'feed.game.1.x', false],
    ['feed.>', 'feed.game.1', true],
    ['feed.>', 'feed', false],
    ['*.game.*', 'feed.game.7', true],
    ['feed.catalogue', 'feed.game.1', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });

  it.each(['', 'a..b', 'a.*', 'a.>', 'a b'])('refuses %j as a subject', (subject) => {
    expect(isSubject(subject)).toBe(false);
  });

  it.each([
    ['a.>.b', false],
    ['>', true],
    ['a.*.c', true],
    ['', false],
  ])('pattern %j valid: %s', (pattern, valid) => {
    expect(isPattern(pattern)).toBe(valid);
  });
});

describe('in-process bus', () => {
  it('delivers to exact and pattern subscribers with the concrete subject', () => {
    const bus = createInProcessBus();
    const seen: string[] = [];
    bus.subscribe('feed.game.1', (e, s) => seen.push(`exact ${s} ${JSON.stringify(e)}`));
    bus.subscribe('feed.game.*', (e, s) => seen.push(`star ${s} ${JSON.stringify(e)}`));
    bus.subscribe('feed.>', (_e, s) => seen.push(`tail ${s}`));
    bus.publish('feed.game.1', { n: 1 });
    bus.publish('feed.game.2', { n: 2 });
    expect(seen).toEqual([
      'exact feed.game.1 {"n":1}',
      'star feed.game.1 {"n":1}',
      'tail feed.game.1',
      'star feed.game.2 {"n":2}',
      'tail feed.game.2',
    ]);
  });

  it('keeps one global order when a handler publishes', () => {
    const bus = createInProcessBus();
    const a: number[] = [];
    const b: number[] = [];
    bus.subscribe<{ n: number }>('x.*', (e) => {
      a.push(e.n);
      if (e.n === 1) bus.publish('x.y', { n: 2 });
    });
    bus.subscribe<{ n: number }>('x.*', (e) => b.push(e.n));
    bus.publish('x.y', { n: 1 });
    expect(a).toEqual([1, 2]);
    expect(b).toEqual([1, 2]);
  });

  it('reports a throwing handler and still delivers to the others', () => {
    const errors: string[] = [];
    const bus = createInProcessBus({ onError: (_e, subject) => errors.push(subject) });
    const got: number[] = [];
    bus.subscribe('a.b', () => {
      throw new Error('broken consumer');
    });
    bus.subscribe<{ n: number }>('a.b', (e) => got.push(e.n));
    bus.publish('a.b', { n: 1 });
    expect(errors).toEqual(['a.b']);
    expect(got).toEqual([1]);
  });

  it('stops delivering after unsubscribe and after close', async () => {
    const bus = createInProcessBus();
    const got: number[] = [];
    const off = bus.subscribe<{ n: number }>('a.*', (e) => got.push(e.n));
    bus.publish('a.b', { n: 1 });
    off();
    bus.publish('a.b', { n: 2 });
    bus.subscribe<{ n: number }>('a.b', (e) => got.push(e.n));
    await bus.close();
    bus.publish('a.b', { n: 3 });
    expect(got).toEqual([1]);
  });

  it('refuses malformed subjects and patterns', () => {
    const bus = createInProcessBus();
    expect(() => bus.publish('a.*', {})).toThrow(/subject/);
    expect(() => bus.subscribe('a.>.b', () => {})).toThrow(/pattern/);
  });
});
