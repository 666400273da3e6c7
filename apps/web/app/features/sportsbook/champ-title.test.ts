import { describe, expect, it } from 'vitest';
import { champWithSport } from './champ-title';

describe('a championship named with its sport', () => {
  it('puts the sport first', () => {
    expect(champWithSport('Футбол', 'Германия. Бундеслига')).toBe('Футбол. Германия. Бундеслига');
  });

  it('does not name the sport twice when the championship already begins with it', () => {
    expect(champWithSport('Политика', 'Политика. Выборы президента')).toBe('Политика. Выборы президента');
    expect(champWithSport('Виртуальные собачьи бега', 'Виртуальные собачьи бега')).toBe('Виртуальные собачьи бега');
    expect(champWithSport('UFC', 'UFC 310')).toBe('UFC 310');
    expect(champWithSport('Politics', 'politics. US election')).toBe('politics. US election');
  });

  it('keeps a championship whose name only begins like the sport, and one without a sport', () => {
    expect(champWithSport('Хоккей', 'Хоккейная лига')).toBe('Хоккей. Хоккейная лига');
    expect(champWithSport('', 'Лига чемпионов')).toBe('Лига чемпионов');
  });
});
