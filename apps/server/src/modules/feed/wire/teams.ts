import type { ResultGame } from '@stavka/contract/feed-wire';
import type { WirePlayerCard, WireTeamCard } from '@stavka/contract/team-wire';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import type { FeedKind } from '../model';
import { resultGames } from './results';
import { compareGames } from './selection';
import { pick, type Lang } from './text';

// A team's games and cards (the team pages, spec §2 teamSection/teamGamesInfo/cricketTeam): games of
// one feed kind in which any (or, `both`, every) named team plays; its finished games newest first,
// from the results the live state keeps; and the team's and a player's cards.

export interface TeamFilter {
  teams: readonly number[];
  /** Every named team plays (head to head), not just one of them. */
  both: boolean;
}

function plays(filter: TeamFilter, sides: readonly number[]): boolean {
  const has = (team: number) => sides.includes(team);
  return filter.both ? filter.teams.every(has) : filter.teams.some(has);
}

/** Open games of a kind with the teams, in start order; sub-games and finished games left out. */
export function teamGames(state: LiveState, kind: FeedKind, filter: TeamFilter): GameEntry[] {
  const out: GameEntry[] = [];
  for (const entry of state.allGames()) {
    const { game } = entry;
    if (game.kind !== kind || game.parentId !== null || game.state.finished || entry.result !== null) continue;
    if (plays(filter, [game.team1.id, game.team2?.id ?? 0])) out.push(entry);
  }
  const order = compareGames(state);
  return out.sort((a, b) => a.game.start - b.game.start || order(a, b));
}

/** Ids of the finished games with the teams that the live state still keeps, newest first. */
export function teamResultIds(state: LiveState, filter: TeamFilter, nowMs: number): number[] {
  return state
    .resultsBetween(0, nowMs + 1000)
    .map(({ fixture }) => fixture)
    .filter((fixture) => fixture.parentId === null && plays(filter, [fixture.team1.id, fixture.team2?.id ?? 0]))
    .sort((a, b) => b.start - a.start || b.id - a.id)
    .map((fixture) => fixture.id);
}

/** The results of those games (teamResultIds), in that order. */
export function teamResults(state: LiveState, ids: readonly number[], nowMs: number, lang: Lang): ResultGame[] {
  const wanted = new Set(ids);
  const everything = { from: 0, to: Math.ceil(nowMs / 1000) + 1 };
  const byId = new Map(resultGames(state, everything, { champId: undefined, sportIds: [] }, lang).filter((game) => wanted.has(game.id)).map((game) => [game.id, game]));
  return ids.map((id) => byId.get(id)).filter((game) => game !== undefined);
}

export function teamCard(state: LiveState, teamId: number, lang: Lang): WireTeamCard | undefined {
  const dir = state.directory;
  const team = dir.teams.get(teamId);
  if (!team) return undefined;
  const squad = [...dir.players.values()].filter((player) => player.teamId === teamId).sort((a, b) => a.id - b.id);
  return {
    I: team.id,
    N: pick(team.name, lang),
    NE: pick(team.name, 'en'),
    SI: team.sportId,
    SN: pick(dir.sports.get(team.sportId)?.name, lang),
    COI: team.countryId,
    CN: pick(dir.countries.get(team.countryId)?.name, lang),
    IMG: team.logo ? [team.logo] : [],
    PL: squad.map((player) => ({ I: player.id, N: pick(player.name, lang), NE: pick(player.name, 'en') })),
  };
}

export function playerCard(state: LiveState, playerId: number, lang: Lang): WirePlayerCard | undefined {
  const dir = state.directory;
  const player = dir.players.get(playerId);
  if (!player) return undefined;
  const team = player.teamId === null ? undefined : dir.teams.get(player.teamId);
  return {
    I: player.id,
    N: pick(player.name, lang),
    NE: pick(player.name, 'en'),
    TI: team?.id ?? 0,
    TN: pick(team?.name, lang),
    SI: team?.sportId ?? 0,
    SN: pick(team ? dir.sports.get(team.sportId)?.name : undefined, lang),
    COI: team?.countryId ?? 0,
    CN: pick(team ? dir.countries.get(team.countryId)?.name : undefined, lang),
  };
}
