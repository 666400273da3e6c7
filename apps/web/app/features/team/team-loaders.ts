// The team pages' data (spec §2 teamSection, teamGame, teamGamesInfo and the cricket team and player
// pages), read by the route loaders on the server and again when a page refreshes itself. An
// unknown team, player or game is 404, a part the feed has nothing for is null; a feed that fails
// fails the page (503, shared/http/page-reads.ts).
import { data } from 'react-router';
import type { ResultGame, WireEvent } from '@stavka/contract/feed-wire';
import type { WirePlayerCard, WireTeamCard } from '@stavka/contract/team-wire';
import { idFromSlug } from '@stavka/domain/slug';
import { foundOrNull } from '../../shared/http/page-reads';
import type { FeedKind, TeamClient } from './team-client';

/** Finished games a team page shows. */
const RECENT = 10;

export interface TeamRef {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  readonly sportName: string;
}

export interface TeamPageData {
  readonly team: WireTeamCard;
  readonly live: readonly WireEvent[] | null;
  readonly line: readonly WireEvent[] | null;
  readonly results: readonly ResultGame[] | null;
}

export interface TeamGameData {
  readonly team: WireTeamCard;
  readonly game: WireEvent;
}

export interface TeamGamesInfoData extends TeamGameData {
  readonly headToHead: readonly ResultGame[] | null;
  /** The last games of the game's two teams, in the game's order. */
  readonly last: readonly [readonly ResultGame[] | null, readonly ResultGame[] | null];
}

export interface PlayerPageData {
  readonly player: WirePlayerCard;
  readonly team: TeamPageData | null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Teams playing in the top games of a kind (the team tab without a team). */
export async function loadTeamIndex(client: TeamClient, lang: string, kind: FeedKind): Promise<readonly TeamRef[] | null> {
  const top = await foundOrNull(client.top(kind, lang));
  if (top === null) return null;
  const teams = new Map<number, TeamRef>();
  for (const event of top)
    for (const [id, name, nameEn] of [[event.O1I, event.O1, event.O1E], [event.O2I, event.O2, event.O2E]] as const)
      if (id > 0 && name !== '' && !teams.has(id)) teams.set(id, { id, name, nameEn, sportName: event.SN });
  return [...teams.values()];
}

export async function loadTeamPage(client: TeamClient, lang: string, teamSlug: string | undefined): Promise<TeamPageData> {
  const teamId = idFromSlug(teamSlug ?? '') ?? notFound();
  return (await teamPageData(client, lang, teamId)) ?? notFound();
}

/** A team's card, games and results; null for a team the feed does not know. */
async function teamPageData(client: TeamClient, lang: string, teamId: number): Promise<TeamPageData | null> {
  const [team, live, line, results] = await Promise.all([
    foundOrNull(client.team(teamId, lang)),
    foundOrNull(client.games(1, [teamId], lang)),
    foundOrNull(client.games(3, [teamId], lang)),
    foundOrNull(client.results([teamId], lang, { count: RECENT })),
  ]);
  return team === null ? null : { team, live, line, results };
}

/** The game must be one of the team's: another team's game under this team's path is 404. */
export async function loadTeamGame(client: TeamClient, lang: string, teamSlug: string | undefined, gameSlug: string | undefined): Promise<TeamGameData> {
  const teamId = idFromSlug(teamSlug ?? '') ?? notFound();
  const gameId = idFromSlug(gameSlug ?? '') ?? notFound();
  const [team, games] = await Promise.all([foundOrNull(client.team(teamId, lang)), foundOrNull(client.byIds([gameId], lang))]);
  const game = games?.[0];
  if (team === null || !game || (game.O1I !== teamId && game.O2I !== teamId)) notFound();
  return { team, game };
}

/** Head to head of the game's teams and the last games of each, from the recorded results. */
export async function loadTeamGamesInfo(client: TeamClient, lang: string, teamSlug: string | undefined, gameSlug: string | undefined): Promise<TeamGamesInfoData> {
  const { team, game } = await loadTeamGame(client, lang, teamSlug, gameSlug);
  const sides = [game.O1I, game.O2I].filter((id) => id > 0);
  const [headToHead, last1, last2] = await Promise.all([
    sides.length === 2 ? foundOrNull(client.results(sides, lang, { both: true, count: RECENT })) : Promise.resolve([]),
    foundOrNull(client.results([game.O1I], lang, { count: RECENT })),
    game.O2I > 0 ? foundOrNull(client.results([game.O2I], lang, { count: RECENT })) : Promise.resolve([]),
  ]);
  return { team, game, headToHead, last: [last1, last2] };
}

export async function loadPlayerPage(client: TeamClient, lang: string, playerIdText: string | undefined): Promise<PlayerPageData> {
  const playerId = idFromSlug(playerIdText ?? '') ?? notFound();
  const player = await foundOrNull(client.player(playerId, lang));
  if (player === null) notFound();
  const team = player.TI > 0 ? await teamPageData(client, lang, player.TI) : null;
  return { player, team };
}
