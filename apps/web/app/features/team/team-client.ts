// The team pages' reads of the feed (spec §2 teamSection, teamGame, teamGamesInfo, cricketTeam,
// cricketPlayerInfo): a team's open games (GetTeamGamesZip), its finished games (result
// v3/teamGames; `both` for head to head), the team and player cards (rest-core), named games
// (GetGamesZip) and the top games the team index is made of. Answers are checked with the contract.
import { z } from 'zod';
import { familyEnvelopeSchema, familyFailureSchema, resultGamesAnswerSchema, wireEventSchema, type ResultGame, type WireEvent } from '@stavka/contract/feed-wire';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { wirePlayerCardSchema, wireTeamCardSchema, type WirePlayerCard, type WireTeamCard } from '@stavka/contract/team-wire';
import { createHttpClient } from '../../shared/http/http-client';
import { feedRoot } from '../../shared/http/feed-routes';

export type FeedKind = 1 | 3;

const params: RequestParamCatalogue = {
  lng: { kind: 'text' },
  teams: { kind: 'idList' },
  teamIds: { kind: 'idList' },
  teamId: { kind: 'int' },
  playerId: { kind: 'int' },
  ids: { kind: 'idList' },
  count: { kind: 'int' },
  both: { kind: 'bool' },
  top: { kind: 'bool' },
  noFilterBlockEvent: { kind: 'bool' },
};

const events = familyEnvelopeSchema(z.array(wireEventSchema));
const teamAnswer = z.union([familyEnvelopeSchema(wireTeamCardSchema), familyFailureSchema]);
const playerAnswer = z.union([familyEnvelopeSchema(wirePlayerCardSchema), familyFailureSchema]);

export class TeamFeedUnavailable extends Error {
  override readonly name = 'TeamFeedUnavailable';
}

export interface TeamClient {
  /** Open games of a kind with any of the teams (every one of them with `both`). */
  games(kind: FeedKind, teams: readonly number[], lang: string, both?: boolean): Promise<WireEvent[]>;
  /** Finished games with the teams, newest first. */
  results(teams: readonly number[], lang: string, options?: { both?: boolean; count?: number }): Promise<ResultGame[]>;
  team(id: number, lang: string): Promise<WireTeamCard | null>;
  player(id: number, lang: string): Promise<WirePlayerCard | null>;
  /** Named games (I or CI) of any kind. */
  byIds(ids: readonly number[], lang: string): Promise<WireEvent[]>;
  /** The top games of a kind (Get1x2_VZip top=true). */
  top(kind: FeedKind, lang: string): Promise<WireEvent[]>;
}

export function createTeamClient(options: { baseUrl?: string; timeoutMs?: number } = {}): TeamClient {
  const http = createHttpClient({ baseUrl: options.baseUrl ?? '', timeoutMs: options.timeoutMs ?? 10_000 });
  async function get<T>(url: string, query: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const result = await http.call({ url, params: query, paramSpecs: params, schema });
    if (!result.ok) throw new TeamFeedUnavailable(result.error.message, { cause: result.error });
    return result.data;
  }
  return {
    games: async (kind, teams, lang, both) =>
      (await get(`${feedRoot(kind)}/GetTeamGamesZip`, { teams: [...teams], both: both === true ? true : undefined, lng: lang }, events)).Value,
    results: async (teams, lang, opts = {}) =>
      (await get('/service-api/result/web/api/v3/teamGames', { teamIds: [...teams], both: opts.both === true ? true : undefined, count: opts.count, lng: lang }, resultGamesAnswerSchema)).items ?? [],
    team: async (id, lang) => {
      const answer = await get('/service-api/rest-core/Team', { teamId: id, lng: lang }, teamAnswer);
      return answer.Success ? answer.Value : null;
    },
    player: async (id, lang) => {
      const answer = await get('/service-api/rest-core/Player', { playerId: id, lng: lang }, playerAnswer);
      return answer.Success ? answer.Value : null;
    },
    byIds: async (ids, lang) => (ids.length === 0 ? [] : (await get(`${feedRoot(1)}/GetGamesZip`, { ids: [...ids], lng: lang, noFilterBlockEvent: true }, events)).Value),
    top: async (kind, lang) => (await get(`${feedRoot(kind)}/Get1x2_VZip`, { top: true, count: 50, lng: lang, noFilterBlockEvent: true }, events)).Value,
  };
}
