import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../testing/agent';
import { badJsonValue, badQuery, badText, badUrlComponent, percentEncode } from '../testing/bad-input';
import { startTestApp, type TestApp } from '../testing/test-app';

// Every registered API route, walked with hostile input (issue 10, DESIGN §1.5): control characters,
// huge strings, any Unicode, wrong types, unknown ids, path traversal, broken escapes, as a guest
// and as a signed-in player. Whatever comes in, the answer is never a 5xx. The route table is read
// from the app itself, so a route added later is walked without touching this test.

interface ApiRoute {
  readonly method: string;
  readonly path: string;
}

/** The app's routes, read from Fastify's own route tree (`printRoutes`, one line per node). */
function routesOf(tree: string): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const prefixAt: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixAt[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixAt[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '')) routes.push({ method, path });
  }
  return routes;
}

/** The names the spec's bodies use (spec §3, §7), so a body reaches the checks behind its schema. */
const bodyFields = [
  'login', 'password', 'password_confirmation', 'email', 'phone', 'code', 'type', 'step', 'channel', 'token', 'method', 'currency',
  'country_id', 'first_name', 'last_name', 'birth_date', 'promo_code', 'age_confirmed', 'terms_accepted', 'auth_by_email', 'lang',
  'mode', 'events', 'games', 'gameIds', 'ids', 'data', 'attributes', 'userToken', 'tag',
];

const badBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...bodyFields), badJsonValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: badJsonValue },
  { weight: 1, arbitrary: fc.record({ data: fc.record({ attributes: fc.dictionary(fc.constantFrom(...bodyFields), badJsonValue, { maxKeys: 3 }) }) }) },
);

/** A payload as it travels: JSON (deeply nested sometimes), or text that is not JSON at all. */
const badPayload: fc.Arbitrary<{ type: string; payload: string }> = fc.oneof(
  { weight: 6, arbitrary: badBody.map((body) => ({ type: 'application/json', payload: JSON.stringify(body) ?? 'null' })) },
  { weight: 1, arbitrary: badBody.map((body) => ({ type: 'application/vnd.api+json', payload: JSON.stringify(body) ?? 'null' })) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 50_000 }).map((depth) => ({ type: 'application/json', payload: `${'['.repeat(depth)}${']'.repeat(depth)}` })) },
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), payload: badText }) },
);

let t: TestApp;
let routes: ApiRoute[];
let signedIn: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp('pglite');
  routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
  // A player of the brand without a captcha, so the signed-in calls get past their guard.
  const agent = new Agent(t.app, 'goalbet.localhost');
  const registered = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 826, currency: 'USD', age_confirmed: true, terms_accepted: true });
  expect(registered.statusCode, registered.body).toBe(200);
  signedIn = {
    cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': agent.cookies.get('csrf_token') ?? '',
  };
});
afterAll(() => t.close());

/** Who calls: a guest or the player, on either brand, now and then with a forged token or origin. */
const caller: fc.Arbitrary<Record<string, string>> = fc
  .record({
    host: fc.constantFrom('goalbet.localhost', 'localhost', 'evil.example'),
    player: fc.boolean(),
    extra: fc.constantFrom<Record<string, string>>({}, {}, { authorization: 'Bearer x.y.z' }, { 'x-auth': `Bearer ${'a'.repeat(40)}` }, { origin: 'https://evil.example' }, { 'x-captcha-token': 'forged' }),
  })
  .map(({ host, player, extra }) => ({ host, ...(player ? signedIn : {}), ...extra }));

function requestFor(route: ApiRoute): fc.Arbitrary<InjectOptions> {
  const segments = route.path.split('/').map((segment) => (segment.startsWith(':') || segment === '*' ? badUrlComponent : fc.constant(segment)));
  return fc.record({ segments: fc.tuple(...segments), query: badQuery, headers: caller, body: badPayload }).map(({ segments: parts, query, headers, body }) => {
    const withBody = route.method !== 'GET' && route.method !== 'HEAD';
    return {
      method: route.method as InjectOptions['method'],
      url: `${parts.join('/')}${query}`,
      headers: withBody ? { ...headers, 'content-type': body.type } : headers,
      ...(withBody ? { payload: body.payload } : {}),
    };
  });
}

describe('every API route, walked with hostile input', () => {
  it('finds the route table', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual({ method: 'POST', path: '/web-api/user/registration/phone/send-code' });
    expect(routes).toContainEqual({ method: 'GET', path: '/translation-api/by-lang/:lang' });
  });

  // Ten requests to each of some 250 routes: about 16 s on a quiet machine.
  it('never answers 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const res = await t.app.inject(request);
          if (res.statusCode >= 500) {
            const { cookie: _cookie, ...headers } = (request.headers ?? {}) as Record<string, string>;
            const body = typeof request.payload === 'string' ? request.payload.slice(0, 200) : '';
            failures.push(`${request.method} ${String(request.url).slice(0, 300)} ${JSON.stringify(headers)} ${body} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
          return res.statusCode < 500;
        }),
        { numRuns: 10, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to the percent-encoded forms of hostile text in a known route', async () => {
    await fc.assert(
      fc.asyncProperty(badText, async (text) => {
        const res = await t.app.inject({ url: `/translation-api/by-lang/${percentEncode(text)}`, headers: { host: 'localhost' } });
        return res.statusCode < 500;
      }),
      { numRuns: 100 },
    );
  });
});
