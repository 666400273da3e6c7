import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@stavka/db/schema';
import { Agent } from '../testing/agent';
import { testDatabaseKinds } from '../testing/databases';
import { startTestApp, type TestApp } from '../testing/test-app';

// A NUL in a text field reached PostgreSQL (which cannot store it) and answered 500. Every text
// that passes the shared validation layer now meets one rule, no control characters, and a
// refusal names the field with the rule's message key (spec §8 office validation map).

const refusedField = (field: string) => ({
  success: false,
  error: { id: 'validation', errors: { [field]: ['validation_control_characters'] } },
});

describe.each(await testDatabaseKinds())('control characters on %s', (kind) => {
  let t: TestApp;
  let player: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // Goalbet's captcha is disabled, so these calls reach their validation.
    player = new Agent(t.app, 'goalbet.localhost');
    const registered = await player.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 826,
      currency: 'USD',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(registered.statusCode, registered.body).toBe(200);
  });
  afterAll(() => t.close());

  describe('control characters in text fields', () => {
    const calls = [
      { what: 'sign-in login', url: '/web-api/user/auth', body: { login: 'a\u0000b', password: 'Secret123' }, field: 'login' },
      {
        what: 'office login',
        url: '/web-api/api/internal/office/account/login',
        body: { login: 'a\u0000b@example.com', password: 'Secret123', auth_by_email: true },
        field: 'login',
      },
      {
        what: 'password reset login',
        url: '/web-api/api/internal/v1/user/passwordreset',
        body: { step: 'request', login: 'a\u0000b@example.com', channel: 'email' },
        field: 'login',
      },
      {
        what: 'registration e-mail',
        url: '/web-api/user/registration',
        body: {
          type: 'full_reg',
          email: 'a\u0000b@example.com',
          password: 'Secret123',
          password_confirmation: 'Secret123',
          currency: 'USD',
          age_confirmed: true,
          terms_accepted: true,
        },
        field: 'email',
      },
      {
        what: 'a control character other than NUL',
        url: '/web-api/user/auth',
        body: { login: 'player\u001b[2J', password: 'Secret123' },
        field: 'login',
      },
      { what: 'a lone surrogate', url: '/web-api/user/auth', body: { login: 'player\ud800', password: 'Secret123' }, field: 'login' },
    ];

    for (const { what, url, body, field } of calls) {
      it(`refuses a ${what} with 400 naming the field`, async () => {
        const res = await new Agent(t.app, 'goalbet.localhost').post(url, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject(refusedField(field));
      });
    }

    it('refuses the e-mail of store-credentials, and saves nothing', async () => {
      const res = await player.post('/web-api/api/internal/user/store-credentials', {
        method: 'email',
        email: 'a\u0000b@example.com',
        password: 'x',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(refusedField('email'));
      const outbox = await t.app.inject({ url: '/web-api/dev/outbox?limit=200', headers: { host: 'goalbet.localhost' } });
      expect(outbox.json<{ data: { purpose: string }[] }>().data.filter((m) => m.purpose === 'store_credentials')).toEqual([]);
    });

    it('refuses a NUL in the outbox filter, on the page and in the API', async () => {
      for (const url of ['/dev/outbox?to=%00', '/web-api/dev/outbox?to=a%00b']) {
        const res = await t.app.inject({ url, headers: { host: 'localhost' } });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject(refusedField('to'));
      }
    });

    it("names a field the way the client did, even when the name is one of Object.prototype's", async () => {
      const res = await t.app.inject({ url: '/health?constructor=%00&__proto__=%01&toString=%02', headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { errors: Record<string, string[]> } }>().error.errors).toEqual(
        JSON.parse(
          '{"constructor":["validation_control_characters"],"__proto__":["validation_control_characters"],"toString":["validation_control_characters"]}',
        ),
      );
    });

    it('names nested fields and keys by their path', async () => {
      const res = await new Agent(t.app, 'goalbet.localhost').post('/web-api/user/auth', {
        login: 'ok',
        password: { encoding: 'base64', value: 'a\u0007' },
        ['x\u0000']: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { errors: Record<string, string[]> } }>().error.errors).toEqual({
        'password.value': ['validation_control_characters'],
        'x\u0000': ['validation_control_characters'],
      });
    });

    it('keeps tabs and line breaks, which multi-line texts are made of, to the field rules', async () => {
      const res = await new Agent(t.app, 'goalbet.localhost').post('/web-api/user/auth', {
        login: 'no\tsuch\nplayer',
        password: 'Secret123',
      });
      expect(res.json<{ error: { errors?: Record<string, string[]> } }>().error.errors?.login ?? []).not.toContain(
        'validation_control_characters',
      );
    });
  });

  describe('control characters outside the validated fields', () => {
    // A handler that takes its input as it comes, as one that forgot its schema would.
    let raw: TestApp;
    beforeAll(async () => {
      raw = await startTestApp(
        kind,
        {},
        {
          extend: (app) =>
            app.post<{ Params: { name: string }; Querystring: { iso?: string }; Body: { note?: string } }>(
              '/web-api/raw/:name',
              async (request) => {
                const { name } = request.params;
                const found = await raw.database.db
                  .select({ id: countries.id })
                  .from(countries)
                  .where(
                    or(
                      eq(countries.name, name),
                      eq(countries.iso2, request.query.iso ?? ''),
                      eq(countries.nameRu, request.body.note ?? ''),
                    ),
                  );
                return { success: true, data: found.length };
              },
            ),
        },
      );
    });
    afterAll(() => raw.close());

    const call = (url: string, body: unknown) =>
      raw.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('lets ordinary text through to such a handler', async () => {
      expect((await call('/web-api/raw/Russia?iso=RU', { note: 'Россия' })).json()).toEqual({ success: true, data: 1 });
    });

    it('refuses them in path parameters, query and body before such a handler runs', async () => {
      for (const [url, body, field] of [
        ['/web-api/raw/Rus%00sia', {}, 'name'],
        ['/web-api/raw/Russia?iso=R%00U', {}, 'iso'],
        ['/web-api/raw/Russia', { note: 'Рос\u0000сия' }, 'note'],
      ] as const) {
        const res = await call(url, body);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject(refusedField(field));
      }
    });
  });
});
