import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFromWire, champsByCountry, pagePlan, PAGE_SIZE, type CatalogueChamp } from './catalogue';
import { sectionPlan } from './section-plan';

const champ = (id: number, games: number, countryId = 0): CatalogueChamp => ({ id, name: `C${id}`, nameEn: `C${id}`, countryId, games });

describe('the sports catalogue and the pages of a list (spec §9: 50 per page)', () => {
  it('reads GetSportsShortZip with championships, leaving out sports without games', () => {
    const sports = catalogueFromWire([
      { I: 1, N: 'Футбол', R: 'Футбол', C: 12, CC: 2, L: [{ LI: 10, L: 'Англия. АПЛ', LE: 'England. EPL', LR: 'Англия. АПЛ', SI: 1, CI: 826, T: 1, GC: 7 }] },
      { I: 4, N: 'Теннис', R: 'Теннис', C: 0, CC: 0 },
      { I: 999, N: 'Кабадди', R: 'Кабадди', C: 3, CC: 0 },
    ]);
    expect(sports.map((s) => [s.id, s.slug, s.games])).toEqual([
      [1, 'football', 12],
      [999, '999-kabaddi', 3],
    ]);
    expect(sports[0]?.champs).toEqual([{ id: 10, name: 'Англия. АПЛ', nameEn: 'England. EPL', countryId: 826, games: 7 }]);
  });

  it('groups a sport’s championships by country, in the order of their first championship', () => {
    const groups = champsByCountry({ id: 1, name: 'Футбол', slug: 'football', games: 9, champs: [champ(1, 3, 826), champ(2, 3, 0), champ(3, 3, 826)] }, { 826: 'Англия' }, 'Международные');
    expect(groups.map((g) => [g.name, g.champs.map((c) => c.id)])).toEqual([
      ['Англия', [1, 3]],
      ['Международные', [2]],
    ]);
  });

  it('batches championships into pages of at most 50 games, in order, every championship once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 60 }), (counts) => {
        const champs = counts.map((games, index) => champ(index + 1, games));
        const pages = pagePlan(champs);
        expect(pages.flatMap((p) => p.champs ?? [])).toEqual(champs.map((c) => c.id));
        for (const page of pages) {
          const games = (page.champs ?? []).reduce((n, id) => n + (champs[id - 1]?.games ?? 0), 0);
          // A page holds at most 50 games, unless one championship alone has more.
          expect(games <= PAGE_SIZE || page.champs?.length === 1).toBe(true);
          expect(page.count).toBe(PAGE_SIZE);
        }
      }),
    );
  });

  it('plans one page the feed can answer alone when the catalogue is not there', () => {
    expect(sectionPlan({ type: 'sport', sportId: 4 }, [])).toEqual([{ sports: [4], count: 50 }]);
    expect(sectionPlan({ type: 'all' }, [])).toEqual([{ count: 50 }]);
    expect(sectionPlan({ type: 'top' }, [])).toEqual([{ top: true, count: 50 }]);
    expect(sectionPlan({ type: 'champ', champId: 88637 }, [])).toEqual([{ champs: [88637], count: 50 }]);
  });
});
