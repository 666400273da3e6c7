import { describe, expect, it } from 'vitest';
import { sportIdFromSlug, sportSlug } from './sport-slugs';

describe('sport slugs of the betting paths', () => {
  it.each([
    [1, 'Football', 'football'],
    [2, 'Хоккей', 'ice-hockey'],
    [85, 'Cyber football', 'cyber-football'],
    [301, 'Marble races', 'marble-races'],
    [4242, 'Кабадди', '4242-kabaddi'],
  ])('sport %i (%s) is /%s and back', (id, name, slug) => {
    expect(sportSlug(id, name)).toBe(slug);
    expect(sportIdFromSlug(slug)).toBe(id);
  });

  it('knows no sport for an unknown word', () => {
    expect(sportIdFromSlug('no-such-sport')).toBeUndefined();
    expect(sportIdFromSlug('')).toBeUndefined();
  });
});
