import type { FamilyFailure } from '@stavka/contract/feed-wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveState } from '../live-state';
import type { FeedKind } from '../model';
import { BodyCache, envelopeJson, sendBody } from './body-cache';
import { EventJsonCache } from './event-cache';
import type { FeedQuery } from './query';

// What every feed route handler shares: the live state, the body cache and the ways to answer.

export interface FeedRouteContext {
  state: LiveState;
  cache: BodyCache;
  events: EventJsonCache;
}

export function createRouteContext(state: LiveState): FeedRouteContext {
  return { state, cache: new BodyCache(), events: new EventJsonCache(state) };
}

/** Feed routes compress their own cached bodies (body-cache.ts). */
export const FEED_ROUTE_OPTIONS = { compress: false } as const;

export type FeedHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Registers a GET feed route. */
export function getRoute(app: FastifyInstance, path: string, handler: FeedHandler): void {
  app.get(path, FEED_ROUTE_OPTIONS, handler);
}

/**
 * Answers from the cache: `key` names the route and the normalised query, `version` the state the
 * answer depends on; `build` makes the value on a miss. `envelope` wraps it in the family envelope.
 */
export function answer(
  ctx: FeedRouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: { key: string; version: string; envelope: boolean } & ({ build: () => unknown } | { buildJson: () => string }),
): FastifyReply {
  const body = ctx.cache.get(spec.key, spec.version, () => {
    const json = 'buildJson' in spec ? spec.buildJson() : JSON.stringify(spec.build());
    return spec.envelope ? envelopeJson(json) : json;
  });
  return sendBody(request, reply, body);
}

/**
 * An unknown id: HTTP 200 with `Success:false` as the family answers it (wire-format §1.1), so a
 * client that reads the envelope sees the refusal and one that checks the status is not misled
 * into thinking the service is down.
 */
export function notFound(reply: FastifyReply, message: string): FastifyReply {
  const body: FamilyFailure = { Id: 0, Success: false, Error: message, ErrorCode: 404, Guid: '', Value: null };
  return reply.code(200).send(body);
}

export const GAME_NOT_FOUND = 'Game is not found in Sports';
export const CHAMP_NOT_FOUND = 'Championship is not found in Sports';
export const SPORT_NOT_FOUND = 'Sport is not found in Sports';

/**
 * The version a list over one feed kind depends on: the scopes its filter names (championships,
 * else sports, else the whole kind), the catalogue, and the minute for time-window filters.
 */
export function listVersion(
  state: LiveState,
  kind: FeedKind,
  q: Partial<Pick<FeedQuery, 'champs' | 'sports' | 'tf' | 'afterdays'>>,
  now: number,
): string {
  let version = 0;
  if (q.champs && q.champs.length > 0) for (const c of q.champs) version = Math.max(version, state.scopeVersion(`k${kind}c${c}`));
  else if (q.sports && q.sports.length > 0) for (const s of q.sports) version = Math.max(version, state.scopeVersion(`k${kind}s${s}`));
  else version = state.scopeVersion(`k${kind}`);
  const minute = q.tf !== undefined || q.afterdays !== undefined ? `:${Math.floor(now / 60_000)}` : '';
  return `${state.scopeVersion('catalogue')}:${version}${minute}`;
}

/** A cache key from the route and the parameters that shape its answer. */
export function cacheKey(route: string, parts: Record<string, unknown>): string {
  return `${route}?${JSON.stringify(parts)}`;
}
