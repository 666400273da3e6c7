import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteName, routeNames, routes } from '@stavka/contract/routes';
import { badQuery, badText, badUrlComponent, percentEncode, unknownIds } from '../apps/server/src/testing/bad-input';
import { httpGet } from './support/http';
import { type RunningSite, startSite } from './support/server';

// Every page of the named route table (packages/contract routes.ts), walked over HTTP with hostile
// path parameters, queries and cookies (issue 10): the site never answers 5xx. Unknown ids are the
// site's 404 page, and every answer — page, static file, 404 page, API — carries the security
// headers (decision 0016). No feed provider runs: every id is unknown, and the pages stay light
// enough for hundreds of requests on a shared machine.

const PAGE = { accept: 'text/html,application/xhtml+xml' };
/** The title of the 404 page in Russian (packages/i18n shell). */
const NOT_FOUND_TITLE = 'Страница не найдена';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

/** The path of a route with each `:param` (and `:param?`) given, or left out when optional and undefined. */
function pathOf(name: RouteName, values: Record<string, string | undefined>): string {
  return routes[name].path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const value = values[segment.replace(/^:|\?$/g, '')];
      return value === undefined ? [] : [value];
    })
    .join('/');
}

/** Printable ASCII travels as it is; anything else as the %XX a browser would send. */
const urlSafe = (value: string) => (/^[\x21-\x7e]*$/.test(value) ? value : percentEncode(value));

const paramNames = (name: RouteName) => [...routes[name].path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** A value for a parameter: one the rule allows (to get past the first check), an unknown id, or hostile text. */
function paramValue(name: RouteName, param: string): fc.Arbitrary<string | undefined> {
  const rule = (routes[name] as { params?: Record<string, unknown> }).params?.[param];
  const allowed = Array.isArray(rule) ? fc.constantFrom(...(rule as string[])) : fc.constantFrom('1', 'football', '10010-premier-league', '1-x');
  const optional = routes[name].path.includes(`:${param}?`);
  return fc.oneof(allowed, fc.constantFrom(...unknownIds).map(urlSafe), badUrlComponent, ...(optional ? [fc.constant(undefined)] : []));
}

/** Cookies the root loader reads (theme, time zone, odds format, session), with values no browser of ours writes. */
const badCookies = fc
  .dictionary(fc.constantFrom('theme', 'tz', 'coef_view', 'user_token', 'stavka_session', 'csrf_token'), badText.map(percentEncode), { maxKeys: 3 })
  .map((cookies) => Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; '));

const pageRequest = fc
  .constantFrom(...routeNames)
  .chain((name) =>
    fc.record({
      name: fc.constant(name),
      lng: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('ru', 'en') }, { weight: 1, arbitrary: badUrlComponent }),
      values: fc.record(Object.fromEntries(paramNames(name).map((param) => [param, paramValue(name, param)]))),
      query: fc.oneof(fc.constant(''), badQuery),
      cookie: fc.oneof(fc.constant(''), badCookies),
    }),
  )
  .map(({ name, lng, values, query, cookie }) => ({ url: `/${lng}${pathOf(name, values)}${query}`, cookie }));

/** Runs the requests a few at a time (the site renders on two shared cores); answers those that got 5xx. */
async function serverErrors(requests: readonly { url: string; cookie: string }[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...requests];
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const what = `GET ${next.url.slice(0, 300)} cookie=${next.cookie.slice(0, 120)}`;
        try {
          const res = await httpGet(site.url, next.url, { ...PAGE, ...(next.cookie ? { cookie: next.cookie } : {}) });
          if (res.status >= 500) failures.push(`${res.status} ${what}`);
        } catch (error) {
          failures.push(`${error instanceof Error ? error.message : String(error)} ${what}`);
        }
      }
    }),
  );
  if (failures.length > 0) failures.push(...serverErrorLog());
  return failures;
}

/** The server's error entries, to say why a page failed. */
function serverErrorLog(): string[] {
  return site
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'))
    .slice(-5)
    .map((line) => line.slice(0, 800));
}

describe('the page route table, walked with hostile input', () => {
  it('never answers 5xx to any route with unknown ids', { timeout: 180_000 }, async () => {
    const requests = routeNames.map((name) => ({
      url: `/ru${pathOf(name, Object.fromEntries(paramNames(name).map((param) => [param, '99999999'])))}`,
      cookie: '',
    }));
    expect(await serverErrors(requests)).toEqual([]);
  });

  it('never answers 5xx to generated paths, queries and cookies', { timeout: 180_000 }, async () => {
    const seed = Date.now();
    const requests = fc.sample(pageRequest, { numRuns: 200, seed });
    expect(await serverErrors(requests), `fast-check seed ${seed}`).toEqual([]);
  });

  it.each([
    '/ru/line/team/99999999',
    '/ru/line/team/99999999/88888888',
    '/ru/line/team/99999999/88888888/info',
    '/ru/cricket/players/99999999',
    '/ru/cricket/teams/99999999',
    '/ru/cricket/champs/99999999',
    '/ru/line/recommendation/football/99999999',
    '/ru/results/football/99999999',
    '/ru/line/football/99999999',
  ])('answers an unknown id on %s with the 404 page', async (path) => {
    const res = await httpGet(site.url, path, PAGE);
    expect(res.status).toBe(404);
    expect(res.body).toContain(NOT_FOUND_TITLE);
  });
});

describe('headers on every kind of answer', () => {
  it('on pages, static files, the 404 page, a missing file and the API', async () => {
    const home = await httpGet(site.url, '/ru/', PAGE);
    expect(home.status, home.body.slice(0, 2000)).toBe(200);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    if (script === undefined) throw new Error('the home page links no script');
    const answers = {
      page: home,
      script: await httpGet(site.url, script),
      icon: await httpGet(site.url, '/favicon.svg'),
      'the 404 page': await httpGet(site.url, '/ru/no/such/page', PAGE),
      'a missing build file': await httpGet(site.url, '/assets/no-such-file.js'),
      'a traversal under /assets': await httpGet(site.url, '/assets/..%2f..%2fpackage.json'),
      'the API': await httpGet(site.url, '/frontend-api/v1/site-config?lng=ru'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, res.status]))).toEqual({
      page: 200,
      script: 200,
      icon: 200,
      'the 404 page': 404,
      'a missing build file': 404,
      'a traversal under /assets': 404,
      'the API': 200,
    });
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    }
    // The page keeps its nonce policy (decision 0004), with the framing rule added.
    expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'.*frame-ancestors 'none'/);
  });
});
