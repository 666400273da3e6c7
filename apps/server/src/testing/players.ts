import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { sites, users } from '@stavka/db/schema';
import { setSiteValue } from '../modules/site/service';
import { Agent } from './agent';

// A player row for tests of modules below identity (wallet, betting): the fields identity would
// have written, with overrides. API tests register players through the API instead.

export interface TestPlayer {
  id: number;
  siteId: number;
  currencyCode: string;
}

export async function insertTestPlayer(db: Database, overrides: { site?: string; currencyCode?: string } = {}): Promise<TestPlayer> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, overrides.site ?? 'stavka'));
  if (!site) throw new Error('the demo brands are not seeded');
  const currencyCode = overrides.currencyCode ?? 'RUB';
  const [row] = await db
    .insert(users)
    .values({
      siteId: site.id,
      passwordHash: 'not-a-password',
      currencyCode,
      countryId: 643,
      partnerId: 1,
      registrationType: 'fast_reg',
      language: 'ru',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('inserting a test player failed');
  return { id: row.id, siteId: site.id, currencyCode };
}

/**
 * A player registered in one click through the API (issue 3), signed in by the returned agent's
 * cookies, on the brand the host names (localhost: Stavka, RUB; goalbet.localhost: Goalbet, USD).
 */
export async function registerByApi(app: FastifyInstance, options: { host?: string; currency?: string; ip?: string } = {}): Promise<{ agent: Agent; id: number }> {
  const host = options.host ?? 'localhost';
  const agent = new Agent(app, host, options.ip ? { ip: options.ip } : {});
  const currency = options.currency ?? (host.startsWith('goalbet') ? 'USD' : 'RUB');
  const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency, age_confirmed: true, terms_accepted: true });
  if (res.statusCode !== 200) throw new Error(`registration answered ${res.statusCode}: ${res.body}`);
  return { agent, id: Number(res.json<{ data: { login: string } }>().data.login) };
}

/** Tests that register many players switch the demo brands' captcha off (the captcha has its own tests). */
export async function withoutCaptcha(db: Database): Promise<void> {
  for (const slug of ['stavka', 'goalbet']) await setSiteValue(db, slug, 'captcha.type', 'disabled');
}
