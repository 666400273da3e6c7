import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogueUpdate } from './catalogue';
import { SPORT, SPORTS } from './sports';

// The simulated catalogue: the sports of issue 4 with wire-format §2.2 ids, countries by ISO
// numeric id, championships with sub-championships, hundreds of rated teams, the same every time.

const catalogue = buildCatalogue(1);

const unique = (ids: number[]) => new Set(ids).size === ids.length;
const cyrillic = /[А-Яа-яЁё]/;

describe('simulated catalogue', () => {
  it.each([
    [1, 'Football'],
    [2, 'Ice Hockey'],
    [3, 'Basketball'],
    [4, 'Tennis'],
    [6, 'Volleyball'],
    [8, 'Handball'],
    [10, 'Table Tennis'],
    [40, 'Esports'],
    [44, 'Horse Racing'],
    [66, 'Cricket'],
    [189, 'UFC'],
    [202, 'Politics'],
  ])('has sport %i %s with its wire-format id', (id, name) => {
    expect(catalogue.sport(id).name.en).toBe(name);
  });

  it('marks the cyber sports 85, 89, 144 and the fast virtual products as virtual', () => {
    const virtual = SPORTS.filter((s) => s.virtual).map((s) => s.id);
    expect(virtual).toEqual([SPORT.cyberFootball, SPORT.cyberBasketball, SPORT.cyberHockey, SPORT.marbleRaces, SPORT.virtualGreyhounds]);
  });

  it('names everything in English and Russian', () => {
    for (const item of [...catalogue.sports, ...catalogue.countries, ...catalogue.championships, ...catalogue.teams, ...catalogue.players]) {
      expect(item.name.en.trim()).not.toBe('');
      expect(item.name.ru.trim()).not.toBe('');
    }
    // Towns and people are transliterated; only gamer tags and esports brands keep Latin letters.
    const clubs = catalogue.teams.filter((t) => t.sportId === SPORT.football);
    expect(clubs.every((t) => cyrillic.test(t.name.ru))).toBe(true);
  });

  it('gives unique ids to championships, teams and players', () => {
    expect(unique(catalogue.championships.map((c) => c.id))).toBe(true);
    expect(unique(catalogue.teams.map((t) => t.id))).toBe(true);
    expect(unique(catalogue.players.map((p) => p.id))).toBe(true);
  });

  it('spreads hundreds of rated teams over many countries and championships', () => {
    expect(catalogue.teams.length).toBeGreaterThan(800);
    expect(new Set(catalogue.championships.map((c) => c.countryId)).size).toBeGreaterThan(25);
    for (const sport of SPORTS) expect(catalogue.playable(sport.id).length).toBeGreaterThanOrEqual(2);
    const football = catalogue.teams.filter((t) => t.sportId === SPORT.football);
    expect(football.every((t) => t.rating.attack !== undefined && t.rating.defence !== undefined)).toBe(true);
    expect(catalogue.teams.every((t) => Number.isFinite(t.rating.elo))).toBe(true);
  });

  it('uses ISO numeric country ids, 0 for international competitions', () => {
    const ids = new Set(catalogue.countries.map((c) => c.id));
    for (const champ of catalogue.championships) expect(ids.has(champ.countryId)).toBe(true);
    for (const team of catalogue.teams) expect(ids.has(team.countryId)).toBe(true);
    expect(catalogue.countries.find((c) => c.id === 643)?.name.en).toBe('Russia');
    expect(catalogue.countries.find((c) => c.id === 826)?.name.en).toBe('United Kingdom');
  });

  it('nests groups under their championship and shares the entrants out', () => {
    const cup = catalogue.championships.find((c) => c.name.en === 'Europe. Champions Cup' && c.sportId === SPORT.football);
    expect(cup?.subIds).toHaveLength(4);
    const groups = (cup?.subIds ?? []).map((id) => catalogue.championship(id));
    expect(groups.map((g) => g.name.en)).toEqual(['A', 'B', 'C', 'D'].map((l) => `Europe. Champions Cup. Group ${l}`));
    expect(groups.every((g) => g.parentId === cup?.id && g.teamIds.length === 4)).toBe(true);
    // The cup's entrants are the strongest clubs of the top leagues, playing in their own countries' colours.
    expect(new Set(groups.flatMap((g) => g.teamIds.map((id) => catalogue.team(id).countryId))).size).toBeGreaterThan(4);
  });

  it('gives every championship where games are played enough entrants', () => {
    for (const champ of catalogue.championships.filter((c) => c.subIds.length === 0)) {
      const entrants = champ.spec.entrants.kind === 'runners' ? champ.runnerIds.length : champ.teamIds.length;
      expect(entrants, champ.name.en).toBeGreaterThanOrEqual(2);
    }
  });

  it('plays individuals as teams and lists them as players too (tennis, MMA)', () => {
    for (const sportId of [SPORT.tennis, SPORT.ufc, SPORT.tableTennis]) {
      const team = catalogue.teams.find((t) => t.sportId === sportId);
      expect(catalogue.players.some((p) => p.teamId === team?.id)).toBe(true);
    }
  });

  it('is the same for the same seed and differs for another', () => {
    expect(catalogueUpdate(buildCatalogue(1))).toEqual(catalogueUpdate(catalogue));
    expect(catalogueUpdate(buildCatalogue(2)).teams).not.toEqual(catalogueUpdate(catalogue).teams);
  });

  it('gives every team its own crest file and a championship its own (its groups share it)', () => {
    const update = catalogueUpdate(catalogue);
    expect(update.teams.every((team) => team.logo === `${team.id}.svg`)).toBe(true);
    for (const champ of update.championships) {
      const crestOf = champ.parentId === null ? champ.id : champ.parentId;
      expect(champ.logo).toBe(`${crestOf}.svg`);
    }
  });

  it('sends the model shapes only, without the simulator fields', () => {
    const update = catalogueUpdate(catalogue);
    expect(Object.keys(update.championships[0] ?? {}).sort()).toEqual(['countryId', 'id', 'logo', 'name', 'parentId', 'sort', 'sportId', 'top']);
    expect(Object.keys(update.players[0] ?? {}).sort()).toEqual(['id', 'name', 'teamId']);
    expect(Object.keys(update.countries[0] ?? {}).sort()).toEqual(['id', 'name']);
  });
});
