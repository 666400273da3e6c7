import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TEAM_LIST_MAX } from '@stavka/contract/team-wire';
import { AppError } from '../../../http/app-error';
import { answer, cacheKey, getRoute, notFound, type FeedRouteContext } from './answer';
import { FEED_ROOTS } from './line-live-routes';
import { MAIN_GROUPS } from './outcomes';
import { parseFeedQuery } from './query';
import { resultList } from './results';
import { playerCard, teamCard, teamGames, teamResultIds, teamResults, type TeamFilter } from './teams';

// The team routes (spec §2 team pages and the cricket team and player pages). The family's feed
// has no documented team filter (wire-format §1.2), so these are ours in the family's shapes:
//   LineFeed|LiveFeed/GetTeamGamesZip?teams=1,2[&both=true][&count=]  → Event[] (§1.4), enveloped
//   result/web/api/v3/teamGames?teamIds=1,2[&both=true][&count=]      → {items, count} (§1.8)
//   rest-core/Team?teamId=  and  rest-core/Player?playerId=             → cards (team-wire.ts)
// `both` asks for head-to-head games (every named team plays). Names are read in any letter case.

export const TEAM_NOT_FOUND = 'Team is not found in Sports';
export const PLAYER_NOT_FOUND = 'Player is not found in Sports';

const ids = z
  .string()
  .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15}){0,9}\s*$/, 'must be a comma-separated list of at most 10 ids')
  .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))]);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const single = z.string().regex(/^\d{1,15}$/, 'must be an id').transform(Number);

const teamQuerySchema = z.object({
  teams: ids.optional(),
  teamids: ids.optional(),
  teamid: single.optional(),
  playerid: single.optional(),
  both: flag.optional(),
});

function teamQuery(raw: unknown) {
  const lower: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null)
    for (const [key, value] of Object.entries(raw)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && !(key.toLowerCase() in lower)) lower[key.toLowerCase()] = first;
    }
  const parsed = teamQuerySchema.safeParse(lower);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
    throw new AppError('validation', `Invalid query parameter: ${Object.keys(fields).join(', ')}`, fields);
  }
  return parsed.data;
}

/** The teams a list asks for; a list call without one is a 400, not an empty answer. */
function filterOf(q: ReturnType<typeof teamQuery>): TeamFilter {
  const teams = q.teams ?? q.teamids ?? (q.teamid === undefined ? [] : [q.teamid]);
  if (teams.length === 0) throw new AppError('validation', 'Invalid query parameter: teams', { teams: ['is required'] });
  return { teams, both: q.both ?? false };
}

export function registerTeamRoutes(app: FastifyInstance, ctx: FeedRouteContext): void {
  const { state } = ctx;
  const catalogueVersion = () => String(state.scopeVersion('catalogue'));
  for (const { root, kind } of FEED_ROOTS) {
    getRoute(app, `${root}/GetTeamGamesZip`, (request, reply) => {
      const q = parseFeedQuery(request.query);
      const filter = filterOf(teamQuery(request.query));
      const count = Math.min(q.count ?? TEAM_LIST_MAX, TEAM_LIST_MAX);
      const keepBlocked = q.nofilterblockevent ?? true;
      // Keyed by the games found (a scan of the games in memory), so ids that match nothing add no key.
      const entries = teamGames(state, kind, filter).slice(0, count);
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetTeamGamesZip`, { ids: entries.map((e) => e.game.id), keepBlocked, lang: q.lang }),
        version: `${catalogueVersion()}:${entries.map((e) => e.version).join(',')}`,
        envelope: true,
        buildJson: () => ctx.events.list(entries, { lang: q.lang, keepBlocked, groups: MAIN_GROUPS }),
      });
    });
  }

  getRoute(app, '/service-api/result/web/api/v3/teamGames', (request, reply) => {
    const q = parseFeedQuery(request.query);
    const filter = filterOf(teamQuery(request.query));
    const count = Math.min(q.count ?? TEAM_LIST_MAX, TEAM_LIST_MAX);
    const now = state.clock.now();
    const ids = teamResultIds(state, filter, now).slice(0, count);
    return answer(ctx, request, reply, {
      key: cacheKey('/service-api/result/web/api/v3/teamGames', { ids, lang: q.lang }),
      version: `${catalogueVersion()}:${state.scopeVersion('results')}`,
      envelope: false,
      build: () => resultList(teamResults(state, ids, now, q.lang)),
    });
  });

  getRoute(app, '/service-api/rest-core/Team', (request, reply) => {
    const q = parseFeedQuery(request.query);
    const teamId = teamQuery(request.query).teamid;
    const card = teamId === undefined ? undefined : teamCard(state, teamId, q.lang);
    if (!card) return notFound(reply, TEAM_NOT_FOUND);
    return answer(ctx, request, reply, {
      key: cacheKey('/service-api/rest-core/Team', { teamId, lang: q.lang }),
      version: catalogueVersion(),
      envelope: true,
      build: () => card,
    });
  });

  getRoute(app, '/service-api/rest-core/Player', (request, reply) => {
    const q = parseFeedQuery(request.query);
    const playerId = teamQuery(request.query).playerid;
    const card = playerId === undefined ? undefined : playerCard(state, playerId, q.lang);
    if (!card) return notFound(reply, PLAYER_NOT_FOUND);
    return answer(ctx, request, reply, {
      key: cacheKey('/service-api/rest-core/Player', { playerId, lang: q.lang }),
      version: catalogueVersion(),
      envelope: true,
      build: () => card,
    });
  });
}
