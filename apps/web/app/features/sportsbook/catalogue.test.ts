import { describe, expect, it } from 'vitest';
import { catalogueFromWire, champsByCountry, PAGE_SIZE, type CatalogueChamp } from './catalogue';
import { sectionTopics, topicQuery } from './section-plan';

const champ = (id: number, games: number, countryId = 0): CatalogueChamp => ({ id, name: `C${id}`, nameEn: `C${id}`, countryId, games });

describe('the sports catalogue and the topics of a list', () => {
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

  it('follows one push topic per list, and a list across sports one sport topic per sport, in catalogue order', () => {
    const sport = (id: number) => ({ id, name: `S${id}`, slug: `s${id}`, games: 3, champs: [champ(id * 10, 3)] });
    expect(sectionTopics({ type: 'all' }, [sport(1), sport(4)], 1)).toEqual([
      { kind: 'sport', sportId: 1, feedKind: 1 },
      { kind: 'sport', sportId: 4, feedKind: 1 },
    ]);
    expect(sectionTopics({ type: 'sport', sportId: 4 }, [], 3)).toEqual([{ kind: 'sport', sportId: 4, feedKind: 3 }]);
    expect(sectionTopics({ type: 'top' }, [], 1)).toEqual([{ kind: 'top', feedKind: 1 }]);
    expect(sectionTopics({ type: 'champ', champId: 88637 }, [], 3)).toEqual([{ kind: 'champ', champId: 88637, feedKind: 3 }]);
    expect(sectionTopics({ type: 'all' }, [], 1)).toEqual([]);
  });

  it('asks the list route for a topic’s first page of 50 (spec §9 paging)', () => {
    expect(topicQuery({ kind: 'sport', sportId: 4, feedKind: 1 })).toEqual({ sports: [4], count: PAGE_SIZE });
    expect(topicQuery({ kind: 'champ', champId: 88637, feedKind: 3 })).toEqual({ champs: [88637], count: PAGE_SIZE });
    expect(topicQuery({ kind: 'top', feedKind: 1 })).toEqual({ top: true, count: PAGE_SIZE });
  });
});
