// URLs of the named route table (routes.ts): typed params, href(), matchRoute() and the
// same-path rule of spec §2. Links, redirects, the sitemap and tests build URLs only here.
import { type ParamRule, type RouteDef, type RouteName, routeNames, routes } from './routes';

// ---- Typed parameters, inferred from the path patterns ----

type Segment<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segment<Tail> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : never;
type NumericLiteral<V extends string> = V extends `${infer N extends number}` ? N : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RouteOf<N extends RouteName> = (typeof routes)[N];
type RuleOf<N extends RouteName, K extends string> = RouteOf<N> extends { params: infer R }
  ? K extends keyof R
    ? R[K]
    : undefined
  : undefined;
/** What href takes for a param: one of the allowed values (digit values also as numbers), else text or a number. */
type HrefValue<Rule> = Rule extends readonly (infer V extends string)[] ? V | NumericLiteral<V> : string | number;
/** What matchRoute gives for a param: one of the allowed values, else text. */
type MatchValue<Rule> = Rule extends readonly (infer V extends string)[] ? V : string;

type Names<N extends RouteName> = Segment<RouteOf<N>['path']>;

/** The parameters of `href(name, …)`: lng plus the path params of the route. */
export type RouteParams<N extends RouteName> = Simplify<
  { lng: string } & { [K in RequiredName<Names<N>>]: HrefValue<RuleOf<N, K>> } & {
    [K in OptionalName<Names<N>>]?: HrefValue<RuleOf<N, K>> | undefined;
  }
>;

/** The decoded path params of a matched route (optional ones with a default are filled in). */
export type RouteMatchParams<N extends RouteName> = Simplify<
  { [K in RequiredName<Names<N>>]: MatchValue<RuleOf<N, K>> } & {
    [K in OptionalName<Names<N>>]?: MatchValue<RuleOf<N, K>>;
  }
>;

export type RouteMatch = { [N in RouteName]: { name: N; params: RouteMatchParams<N> } }[RouteName];

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

/** Thrown by href for a missing, empty or disallowed parameter: such a link must not be rendered. */
export class RouteParamError extends Error {
  override readonly name = 'RouteParamError';
  constructor(
    readonly route: string,
    readonly param: string,
    readonly reason: 'missing' | 'invalid',
  ) {
    super(`Route ${route}: parameter ${param} is ${reason}`);
  }
}

// ---- Compiled patterns ----

type CompiledSegment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string; optional: boolean; rule: ParamRule | undefined };

interface CompiledRoute {
  name: RouteName;
  segments: readonly CompiledSegment[];
  defaults: Readonly<Record<string, string>>;
}

const compiled: readonly CompiledRoute[] = routeNames.map((name) => {
  const route: RouteDef = routes[name];
  const segments = route.path
    .split('/')
    .filter((part) => part !== '')
    .map((part): CompiledSegment => {
      if (!part.startsWith(':')) return { kind: 'static', value: part };
      const optional = part.endsWith('?');
      const paramName = part.slice(1, optional ? -1 : undefined);
      return { kind: 'param', name: paramName, optional, rule: route.params?.[paramName] };
    });
  return { name, segments, defaults: route.defaults ?? {} };
});
const compiledByName = new Map(compiled.map((route) => [route.name, route]));

function satisfiesRule(value: string, rule: ParamRule | undefined): boolean {
  if (value === '') return false;
  if (rule === undefined) return true;
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}

/** The router pattern of a route with the language prefix: '/:lng/office/account'. */
export function routePattern(name: RouteName): string {
  const path = routes[name].path;
  return path === '/' ? '/:lng' : `/:lng${path}`;
}

/**
 * The URL of a named route: `/${lng}/…` with each param URL-encoded, then the query.
 * Optional params left out take their default when the route has one; a missing, empty or
 * disallowed param throws RouteParamError (spec §2: a missing id is an error).
 * `href('bettingMainSectionChamp', { lng: 'en', mode: 'line', sportSlug: 'football', champSlug: '88637-england' })`
 * → '/en/line/football/88637-england'.
 */
export function href<N extends RouteName>(name: N, params: RouteParams<N>, query?: Query): string {
  const route = compiledByName.get(name);
  if (!route) throw new RouteParamError(name, 'name', 'invalid');
  const values: Readonly<Record<string, unknown>> = params;
  if (typeof params.lng !== 'string' || params.lng === '') throw new RouteParamError(name, 'lng', 'missing');

  const parts: string[] = [encodeURIComponent(params.lng)];
  let skipped: string | undefined;
  for (const segment of route.segments) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const raw = values[segment.name] ?? route.defaults[segment.name];
    if (raw === undefined || raw === null || raw === '') {
      if (!segment.optional) throw new RouteParamError(name, segment.name, 'missing');
      skipped = segment.name;
      continue;
    }
    // An optional param cannot be skipped when a later one is given: the URL would shift.
    if (skipped !== undefined) throw new RouteParamError(name, skipped, 'missing');
    const value = String(raw);
    if (!satisfiesRule(value, segment.rule)) throw new RouteParamError(name, segment.name, 'invalid');
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}${queryString(query)}`;
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const list: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of list) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The route a path below the language prefix belongs to ('/office/account' →
 * { name: 'office_account', params: {} }), or null. Query and hash are ignored, params decoded and
 * checked against their rules. When several routes match, the one with static text earliest wins
 * ('/live/multi' is bettingMultiLive, not a sport called "multi").
 */
export function matchRoute(pathWithoutLng: string): RouteMatch | null {
  const parts = splitPath(pathWithoutLng);
  if (!parts) return null;
  let best: { route: CompiledRoute; params: Record<string, string>; rank: number[] } | undefined;
  for (const route of compiled) {
    const attempt = matchSegments(route, parts);
    if (attempt && (!best || compareRanks(attempt.rank, best.rank) > 0)) best = { route, ...attempt };
  }
  if (!best) return null;
  const match: { name: RouteName; params: Record<string, string> } = { name: best.route.name, params: best.params };
  return match as RouteMatch;
}

function splitPath(path: string): string[] | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  try {
    return pathname
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part));
  } catch {
    return null; // malformed percent-encoding matches nothing
  }
}

function matchSegments(
  route: CompiledRoute,
  parts: readonly string[],
): { params: Record<string, string>; rank: number[] } | null {
  if (parts.length > route.segments.length) return null;
  const params: Record<string, string> = {};
  const rank: number[] = [];
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index];
    if (part === undefined) {
      if (segment.kind === 'static' || !segment.optional) return null;
      const fallback = route.defaults[segment.name];
      if (fallback !== undefined) params[segment.name] = fallback;
      continue;
    }
    if (segment.kind === 'static') {
      if (segment.value !== part) return null;
      rank.push(3);
      continue;
    }
    if (!satisfiesRule(part, segment.rule)) return null;
    params[segment.name] = part;
    rank.push(segment.rule ? 2 : 1);
  }
  return { params, rank };
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The language prefix of a site path: '/en/office/account' → { lng: 'en', path: '/office/account' }. */
export function splitLngPrefix(pathname: string): { lng: string; path: string } | null {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  if (!match?.[1]) return null;
  const rest = match[2] ?? '';
  return { lng: match[1], path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
}

/**
 * Whether two links lead to the same page (spec §2: navigating to a link equal to the current path
 * is skipped). Trailing and repeated slashes, percent-encoding differences, the order of query
 * params and the hash do not count.
 */
export function isSamePath(a: string, b: string): boolean {
  return canonicalLink(a) === canonicalLink(b);
}

function canonicalLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link, 'http://local.invalid');
  } catch {
    return link;
  }
  const segments = url.pathname.split('/').filter((part) => part !== '');
  const path = segments.map((part) => encodeURIComponent(safeDecode(part))).join('/');
  const params = [...url.searchParams.entries()].sort(([k1, v1], [k2, v2]) =>
    k1 === k2 ? byCodeUnits(v1, v2) : byCodeUnits(k1, k2),
  );
  const search = new URLSearchParams(params).toString();
  return `/${path}${search === '' ? '' : `?${search}`}`;
}

function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
