import { describe, expect, it } from 'vitest';
import { crestDesign, crestSvg, initialsOf } from './crest-svg';

// Generated crests: the same id draws the same crest, neighbouring ids draw different ones, and a
// name enters the SVG only as escaped text.

describe('crests', () => {
  it('draw the same crest for the same id and name', () => {
    expect(crestSvg(100_001, 'Northbridge City')).toBe(crestSvg(100_001, 'Northbridge City'));
  });

  it('give every team of a sport its own design, and neighbouring ids different shapes', () => {
    for (const sportId of [1, 4, 301]) {
      // The simulator's largest sport has 388 teams, numbered sport × 100 000 + 1, 2, 3 …
      const designs = Array.from({ length: 400 }, (_, i) => crestDesign(sportId * 100_000 + 1 + i, 'A B'));
      const keys = designs.map((d) => `${d.shape}/${d.colours}/${d.pattern}`);
      expect(new Set(keys).size).toBe(400);
      for (let i = 1; i < designs.length; i++) expect(designs[i]?.shape).not.toBe(designs[i - 1]?.shape);
    }
  });

  it.each([
    ['Northbridge City', 'NC'],
    ['FC Rosenheim', 'RO'],
    ['Carter J.', 'CJ'],
    ['Team Vortex', 'TV'],
    ['Челси', 'ЧЕ'],
    ['', '?'],
  ])('take the initials of %j as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('escape the name and never carry script or outside references', () => {
    const svg = crestSvg(7, '<script>alert(1)</script> & "x"');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).not.toMatch(/href|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('mark a championship with a star', () => {
    expect(crestSvg(10_010, 'Premier League', 'champ')).not.toBe(crestSvg(10_010, 'Premier League', 'team'));
    expect(crestSvg(10_010, 'Premier League', 'champ')).toContain('>PL<');
  });
});
