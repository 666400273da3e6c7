import type { Championship, Country, Player, Sport, Team } from '../../model';
import { CHAMPIONSHIP_SPECS, type ChampSpec, championshipIds } from './championships';
import { COUNTRIES, type SimCountry, toCountry } from './countries';
import { crestFile } from './crest-files';
import { type SimPlayer, makeSportEntrants } from './entrants';
import type { LocalName } from './names';
import { SPORTS } from './sports';

// The whole simulated catalogue, built once from a seed (issue 4: sports, countries,
// championships with sub-championships, rated teams and players). The same seed gives the same
// catalogue, ids included.

export interface SimChampionship extends Championship {
  spec: ChampSpec;
  /** Teams that play in this championship (a top one with groups lists them all). */
  teamIds: number[];
  /** Runners (player ids) of races and outrights. */
  runnerIds: number[];
  /** team1 of a race meeting's or an election's games; null for team sports. */
  holderTeamId: number | null;
  /** Sub-championships; games of a championship that has them are played in them. */
  subIds: number[];
}

export interface SimCatalogue {
  sports: readonly Sport[];
  countries: readonly SimCountry[];
  championships: readonly SimChampionship[];
  teams: readonly Team[];
  players: readonly SimPlayer[];
  sport(id: number): Sport;
  championship(id: number): SimChampionship;
  team(id: number): Team;
  player(id: number): SimPlayer;
  /** A club's home town (its games' venue and city); undefined for nations, people and runners. */
  homeTown(teamId: number): LocalName | undefined;
  /** Where a sport's games are played: championships without subs, and the subs themselves. */
  playable(sportId: number): SimChampionship[];
}

export function buildCatalogue(seed: number): SimCatalogue {
  const ids = championshipIds(CHAMPIONSHIP_SPECS);
  const championships: SimChampionship[] = [];
  const teams: Team[] = [];
  const players: SimPlayer[] = [];
  const homeTowns = new Map<number, LocalName>();
  for (const sport of SPORTS) {
    const specs = CHAMPIONSHIP_SPECS.filter((spec) => spec.sportId === sport.id);
    const entrants = makeSportEntrants(seed, sport.id, specs);
    teams.push(...entrants.teams);
    players.push(...entrants.players);
    for (const [teamId, town] of entrants.homeTownOf) homeTowns.set(teamId, town);
    specs.forEach((spec, index) => {
      const id = ids.get(spec) ?? 0;
      const teamIds = entrants.teamsOf.get(spec) ?? [];
      const top: SimChampionship = {
        id,
        sportId: sport.id,
        countryId: spec.countryId,
        name: spec.name,
        parentId: null,
        sort: (spec.top === true ? 0 : 1000) + spec.level * 100 + index,
        top: spec.top === true,
        // Sub-championships (groups, conferences) copy the parent's crest below.
        logo: crestFile(id),
        spec,
        teamIds,
        runnerIds: entrants.runnersOf.get(spec) ?? [],
        holderTeamId: entrants.holderOf.get(spec) ?? null,
        subIds: [],
      };
      championships.push(top);
      (spec.subs ?? []).forEach((sub, k) => {
        const count = spec.subs?.length ?? 1;
        const subChamp: SimChampionship = {
          ...top,
          id: id + k + 1,
          name: { en: `${spec.name.en}. ${sub.en}`, ru: `${spec.name.ru}. ${sub.ru}` },
          parentId: id,
          sort: top.sort,
          // Groups split the entrants in turn: team i plays in group i mod count.
          teamIds: teamIds.filter((_, i) => i % count === k),
          subIds: [],
        };
        top.subIds.push(subChamp.id);
        championships.push(subChamp);
      });
    });
  }
  return indexCatalogue(championships, teams, players, homeTowns);
}

function indexCatalogue(championships: SimChampionship[], teams: Team[], players: SimPlayer[], homeTowns: ReadonlyMap<number, LocalName>): SimCatalogue {
  const sportById = new Map(SPORTS.map((s) => [s.id, s]));
  const champById = new Map(championships.map((c) => [c.id, c]));
  const teamById = new Map(teams.map((t) => [t.id, t]));
  const playerById = new Map(players.map((p) => [p.id, p]));
  const get = <T>(map: Map<number, T>, id: number, what: string): T => {
    const value = map.get(id);
    if (value === undefined) throw new Error(`unknown simulator ${what} ${id}`);
    return value;
  };
  const playable = new Map<number, SimChampionship[]>();
  for (const champ of championships) {
    if (champ.subIds.length > 0) continue;
    playable.set(champ.sportId, [...(playable.get(champ.sportId) ?? []), champ]);
  }
  return {
    sports: SPORTS,
    countries: COUNTRIES,
    championships,
    teams,
    players,
    sport: (id) => get(sportById, id, 'sport'),
    championship: (id) => get(champById, id, 'championship'),
    team: (id) => get(teamById, id, 'team'),
    player: (id) => get(playerById, id, 'player'),
    homeTown: (teamId) => homeTowns.get(teamId),
    playable: (sportId) => playable.get(sportId) ?? [],
  };
}

/** The catalogue as the feed model has it, without the simulator's own fields. */
export function catalogueUpdate(catalogue: SimCatalogue): { sports: Sport[]; countries: Country[]; championships: Championship[]; teams: Team[]; players: Player[] } {
  return {
    sports: catalogue.sports.map((s) => ({ ...s })),
    countries: catalogue.countries.map(toCountry),
    championships: catalogue.championships.map((c) => ({
      id: c.id,
      sportId: c.sportId,
      countryId: c.countryId,
      name: c.name,
      parentId: c.parentId,
      sort: c.sort,
      top: c.top,
      ...(c.logo === undefined ? {} : { logo: c.logo }),
    })),
    teams: catalogue.teams.map((t) => ({ ...t })),
    players: catalogue.players.map((p) => ({ id: p.id, teamId: p.teamId, name: p.name })),
  };
}
