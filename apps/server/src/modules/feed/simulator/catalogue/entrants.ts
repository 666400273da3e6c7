import type { Player, Team } from '../../model';
import { type Rng, mixSeed, normal, rngFrom } from '../random';
import type { ChampSpec } from './championships';
import { type NameStyle, countryById } from './countries';
import { type LocalName, cyberTeamName, esportsTeamName, footballClubName, nicknamedClubName, townNames } from './names';
import { type Gender, MARBLE_NAMES, PARTIES, personName, runnerNames } from './people';
import { crestFile } from './crest-files';

// Makes the teams, players and runners of one sport's championships, deterministically from the
// seed: ids count up per sport (teams sport × 100 000 + n, players sport × 100 000 + 50 000 + n),
// names come from invented towns and people, ratings from a normal spread by league level.

/** A player, or a runner of a race or an election, with the simulator's own strength. */
export interface SimPlayer extends Player {
  countryId: number;
  /** Elo-like strength: the engines and the pricing inputs read it. */
  rating: number;
}

export interface SportEntrants {
  teams: Team[];
  players: SimPlayer[];
  /** Participants per championship spec (team ids), before splitting into sub-championships. */
  teamsOf: Map<ChampSpec, number[]>;
  /** Runners (player ids) per championship spec, for races and outrights. */
  runnersOf: Map<ChampSpec, number[]>;
  /** The team standing for a race meeting or an election: team1 of its games. */
  holderOf: Map<ChampSpec, number>;
  /** The town a club is named after and plays its home games in (MIS venue and city). */
  homeTownOf: Map<number, LocalName>;
}

// International competitions draw their entrants from these countries in turn.
const INTERNATIONAL_POOL = [826, 724, 276, 380, 250, 643, 792, 528, 620, 203, 616, 752, 688, 191, 300, 76, 840, 392];
const POLITICS_STYLE: Record<string, NameStyle> = { arland: 'anglo', nordmark: 'germanic' };
const CRICKET_SQUAD = 6;

export function makeSportEntrants(seed: number, sportId: number, specs: readonly ChampSpec[]): SportEntrants {
  const rng = rngFrom(mixSeed(seed, sportId, 1));
  const out: SportEntrants = { teams: [], players: [], teamsOf: new Map(), runnersOf: new Map(), holderOf: new Map(), homeTownOf: new Map() };
  let nextTeam = sportId * 100_000 + 1;
  let nextPlayer = sportId * 100_000 + 50_001;
  const towns = new Map<number, LocalName[]>();
  const usedPeople = new Set<string>();
  const pools = new Map<string, number[]>();
  const teamById = new Map<number, Team>();
  let esportsIndex = 0;
  let cyberIndex = 0;

  const townIn = (countryId: number): LocalName => {
    let list = towns.get(countryId);
    if (list === undefined) {
      list = townNames(countryById(countryId).style, rngFrom(mixSeed(seed, sportId, countryId, 2)));
      towns.set(countryId, list);
    }
    const town = list.shift();
    if (town === undefined) throw new Error(`ran out of town names for sport ${sportId}, country ${countryId}`);
    return town;
  };

  const addTeam = (countryId: number, name: LocalName, rating: Team['rating']): Team => {
    const id = nextTeam++;
    // Every team and runner's stable gets a crest drawn from its id (feed/crests).
    const team: Team = { id, sportId, countryId, name, rating, logo: crestFile(id) };
    out.teams.push(team);
    teamById.set(team.id, team);
    return team;
  };

  const addPlayer = (teamId: number | null, countryId: number, name: LocalName, rating: number): SimPlayer => {
    const player: SimPlayer = { id: nextPlayer++, teamId, countryId, name, rating };
    out.players.push(player);
    return player;
  };

  const entrantCountry = (spec: ChampSpec, index: number): number =>
    spec.countryId !== 0 && index % 5 !== 4 ? spec.countryId : (INTERNATIONAL_POOL[(index * 7 + sportId) % INTERNATIONAL_POOL.length] ?? 826);

  const squad = (team: Team) => {
    const style = countryById(team.countryId).style;
    for (let i = 0; i < CRICKET_SQUAD; i++) addPlayer(team.id, team.countryId, personName(style, 'm', rng, usedPeople).full, eloRating(rng, 1));
  };

  for (const spec of specs) {
    const entrants = spec.entrants;
    const ids: number[] = [];
    switch (entrants.kind) {
      case 'clubs':
        for (let i = 0; i < entrants.count; i++) {
          const countryId = spec.countryId !== 0 ? spec.countryId : (INTERNATIONAL_POOL[(i * 5 + sportId) % INTERNATIONAL_POOL.length] ?? 826);
          let home: LocalName | undefined;
          const homeTown = (country: number) => (home = townIn(country));
          const name = clubName(entrants.naming, countryId, homeTown, rng, () => (entrants.naming === 'esports' ? esportsIndex++ : cyberIndex++));
          const team = addTeam(countryId, name, entrants.naming === 'football' ? footballRating(rng, spec.level) : { elo: eloRating(rng, spec.level) });
          if (home !== undefined) out.homeTownOf.set(team.id, home);
          ids.push(team.id);
          if (sportId === 66) squad(team);
        }
        break;
      case 'nations':
        for (const countryId of entrants.countries) {
          const team = addTeam(countryId, nationName(countryId, sportId), sportId === 1 ? footballRating(rng, 1) : { elo: eloRating(rng, 1) + 60 });
          ids.push(team.id);
          if (sportId === 66) squad(team);
        }
        break;
      case 'cup':
        ids.push(...cupEntrants(specs, out.teamsOf, teamById, entrants.count));
        break;
      case 'individuals':
        for (let i = 0; i < entrants.count; i++) {
          const countryId = entrantCountry(spec, i);
          const person = personName(countryById(countryId).style, entrants.gender, rng, usedPeople);
          const rating = eloRating(rng, spec.level);
          // MMA shows full names; tennis and table tennis the short "Carter J." form.
          const team = addTeam(countryId, sportId === 189 ? person.full : person.short, { elo: rating });
          addPlayer(team.id, countryId, person.full, rating);
          ids.push(team.id);
        }
        break;
      case 'runners': {
        let pool = pools.get(entrants.pool);
        if (pool === undefined) {
          pool = runnerPool(entrants.pool, entrants.poolKind, entrants.poolSize, spec.countryId, rng, usedPeople).map(
            (runner) => addPlayer(null, spec.countryId, runner, 1500 + normal(rng) * (entrants.poolKind === 'marble' ? 40 : 90)).id,
          );
          pools.set(entrants.pool, pool);
        }
        out.runnersOf.set(spec, pool);
        out.holderOf.set(spec, addTeam(spec.countryId, venueName(spec), { elo: 1500 }).id);
        break;
      }
    }
    out.teamsOf.set(spec, ids);
  }
  return out;
}

function clubName(naming: 'football' | 'nickname' | 'esports' | 'cyber', countryId: number, townIn: (countryId: number) => LocalName, rng: Rng, nextIndex: () => number): LocalName {
  switch (naming) {
    case 'football':
      return footballClubName(countryById(countryId).style, townIn(countryId), rng);
    case 'nickname':
      return nicknamedClubName(townIn(countryId), rng);
    case 'esports':
      return esportsTeamName(nextIndex());
    case 'cyber':
      return cyberTeamName(townIn(countryId), nextIndex());
  }
}

/**
 * Football strength on the pricing model's log scale (@stavka/domain/pricing/expected-goals):
 * 0 is a league-average side, attack +0.2 scores e^0.2 ≈ 1.22× as many, defence +0.2 concedes
 * e^−0.2 ≈ 0.82× as many. Lower leagues sit below the top ones for cross-league cups.
 */
function footballRating(rng: Rng, level: number): Team['rating'] {
  const quality = normal(rng);
  const tier = [0, -0.12, -0.24][level - 1] ?? -0.3;
  const attack = 0.22 * quality + 0.08 * normal(rng) + tier;
  const defence = 0.18 * quality + 0.08 * normal(rng) + tier;
  return { attack: round3(attack), defence: round3(defence), elo: Math.round(1500 + 350 * (attack + defence)) };
}

function eloRating(rng: Rng, level: number): number {
  return Math.round(1500 - (level - 1) * 80 + normal(rng) * 110);
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The strongest two clubs of each of the first eight level-1 leagues of the sport. */
function cupEntrants(specs: readonly ChampSpec[], allTeams: ReadonlyMap<ChampSpec, number[]>, teamById: ReadonlyMap<number, Team>, count: number): number[] {
  const leagues = specs.filter((s) => s.level === 1 && s.entrants.kind === 'clubs' && s.countryId !== 0).slice(0, Math.ceil(count / 2));
  const ids: number[] = [];
  for (const league of leagues) {
    const best = (allTeams.get(league) ?? []).slice().sort((a, b) => (teamById.get(b)?.rating.elo ?? 0) - (teamById.get(a)?.rating.elo ?? 0));
    ids.push(...best.slice(0, 2));
  }
  return ids.slice(0, count);
}

function nationName(countryId: number, sportId: number): LocalName {
  // Cricket and football field England, not the United Kingdom.
  if (countryId === 826 && (sportId === 66 || sportId === 1)) return { en: 'England', ru: 'Англия' };
  return countryById(countryId).name;
}

function venueName(spec: ChampSpec): LocalName {
  const part = (text: string) => text.split('. ')[1] ?? text;
  return { en: part(spec.name.en), ru: part(spec.name.ru) };
}

function runnerPool(key: string, kind: 'horse' | 'dog' | 'marble' | 'candidate' | 'party', size: number, countryId: number, rng: Rng, used: Set<string>): LocalName[] {
  switch (kind) {
    case 'horse':
    case 'dog':
      return runnerNames(size, rng);
    case 'marble':
      return MARBLE_NAMES.slice(0, size);
    case 'party':
      return PARTIES.slice(0, size);
    case 'candidate': {
      const style = POLITICS_STYLE[key] ?? countryById(countryId).style;
      const genders: Gender[] = ['m', 'f'];
      return Array.from({ length: size }, (_, i) => personName(style, genders[i % 2] ?? 'm', rng, used).full);
    }
  }
}
