import type { WireCheckLink } from '@stavka/contract/feed-wire';
import type { FastifyInstance } from 'fastify';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import { answer, cacheKey, getRoute, type FeedRouteContext } from './answer';
import { champRows, countryRows, sportRows } from './catalogue';
import { parseFeedQuery } from './query';
import { selectGames } from './selection';

// The rest-core service (api-contract §7.10): GetCountries, Sports, topChamps and CheckLink, over
// both feed kinds, in the family envelope. The family's shapes are not documented; ours reuse the
// §1.5 rows (Sports = GetSportsShortZip rows, topChamps = WebGetTopChampsZip rows) and terse keys.

const BASE = '/service-api/rest-core';

function everyGame(state: LiveState): GameEntry[] {
  const now = state.clock.now();
  return [
    ...selectGames(state, { kind: 3, now, getEmpty: true, virtualSports: true }),
    ...selectGames(state, { kind: 1, now, getEmpty: true, virtualSports: true }),
  ];
}

export function registerRestCoreRoutes(app: FastifyInstance, ctx: FeedRouteContext): void {
  const { state } = ctx;
  const version = () => `${state.scopeVersion('catalogue')}:${state.scopeVersion('k1')}:${state.scopeVersion('k3')}`;

  getRoute(app, `${BASE}/GetCountries`, (request, reply) => {
    const q = parseFeedQuery(request.query);
    return answer(ctx, request, reply, {
      key: cacheKey(`${BASE}/GetCountries`, { lang: q.lang }),
      version: version(),
      envelope: true,
      build: () => countryRows(state, everyGame(state), q.lang),
    });
  });

  getRoute(app, `${BASE}/Sports`, (request, reply) => {
    const q = parseFeedQuery(request.query);
    const grouped = q.groupchamps ?? false;
    return answer(ctx, request, reply, {
      key: cacheKey(`${BASE}/Sports`, { lang: q.lang, grouped }),
      version: version(),
      envelope: true,
      build: () => sportRows(state, everyGame(state), q.lang, grouped),
    });
  });

  getRoute(app, `${BASE}/topChamps`, (request, reply) => {
    const q = parseFeedQuery(request.query);
    return answer(ctx, request, reply, {
      key: cacheKey(`${BASE}/topChamps`, { lang: q.lang }),
      version: version(),
      envelope: true,
      build: () => {
        const top = everyGame(state).filter((e) => state.directory.championships.get(state.directory.rootOf(e.game.champId))?.top ?? false);
        return champRows(state, top, q.lang, true);
      },
    });
  });

  // Whether a deep link (or a game, championship or sport id) still leads somewhere.
  getRoute(app, `${BASE}/CheckLink`, (request, reply) => {
    const q = parseFeedQuery(request.query);
    const ids = [...linkIds(q.link ?? ''), q.gameid ?? q.id, q.champid ?? q.champ, q.sportid ?? q.sport].filter((n) => n !== undefined);
    // The answer is a lookup: keyed by what it found, any number of ids that lead nowhere share one.
    const found = checkLink(state, ids);
    return answer(ctx, request, reply, {
      key: cacheKey(`${BASE}/CheckLink`, found),
      version: version(),
      envelope: true,
      build: () => found,
    });
  });
}

/** Ids in a link's path, last first: `/ru/line/football/88637-england/714290039-a-b` → 714290039, 88637. */
function linkIds(link: string): number[] {
  const path = link.split(/[?#]/)[0] ?? '';
  return path
    .split('/')
    .map((segment) => /^(\d{1,15})(?:-|$)/.exec(segment)?.[1])
    .filter((id) => id !== undefined)
    .map(Number)
    .reverse();
}

function checkLink(state: LiveState, ids: number[]): WireCheckLink {
  for (const id of ids) {
    const entry = state.findGame(id);
    if (entry)
      return {
        Exists: true,
        KI: entry.game.kind,
        I: entry.game.id,
        CI: entry.game.constId,
        LI: entry.game.champId,
        SI: entry.game.sportId,
      };
    const champ = state.directory.championships.get(id);
    if (champ) return { Exists: true, LI: champ.id, SI: champ.sportId };
    if (state.directory.sports.has(id)) return { Exists: true, SI: id };
  }
  return { Exists: false };
}
