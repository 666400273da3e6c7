import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPaths as paths } from '@stavka/contract/account';
import { identificationChecks, userAccountDetails, users } from '@stavka/db/schema';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Account": the player reads their own personal data, saves the fields they may change,
// picks a region of their country and a city of that region, and keeps an identity document with
// the fields its type asks for. Names and the birth date lock once filled, everything while an
// identity check runs or after it passed; a refused save writes nothing.

describe.each(await testDatabaseKinds())('the account data on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(country_id = 643): Promise<{ agent: Agent; id: number }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, id: Number(res.json<{ data: { login: string } }>().data.login) };
  }

  const read = async (agent: Agent, lang = 'en') => {
    const res = await agent.post(paths.get, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const detailsRow = async (id: number) =>
    (await t.database.db.select().from(userAccountDetails).where(eq(userAccountDetails.userId, id)))[0];

  it('refuses a guest', async () => {
    const res = await new Agent(t.app, 'localhost').post(paths.get, {});
    expect(res.statusCode).toBe(401);
  });

  it("reads a new one-click player's data: the account number, the country, nothing filled and nothing locked", async () => {
    const { agent, id } = await player();
    const data = await read(agent);
    expect(data).toMatchObject({
      id,
      first_name: null,
      last_name: null,
      middle_name: null,
      birth_date: null,
      country: { id: 643, name: 'Russia' },
      region: null,
      city: null,
      address: null,
      document: { type: null, document_number: null },
      locked: [],
    });
    expect(data.documentTypes).toContainEqual({
      type: 'passport',
      required: ['document_number', 'document_issue_date', 'document_issuer'],
    });
    expect((await read(agent, 'ru')).country.name).toBe('Россия');
  });

  it('saves the personal fields and the address, which read back after the save, with the names in the language asked', async () => {
    const { agent } = await player();
    const res = await agent.post(paths.saveFields, {
      first_name: ' Анна ',
      last_name: 'Петрова',
      middle_name: 'Сергеевна',
      birth_date: '1990-04-12',
      region_id: 643006,
      city_id: 64300601,
      address: 'ул. Баумана, д. 5, кв. 12',
      postcode: '420111',
      lang: 'ru',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Анна',
      region: { id: 643006, name: 'Республика Татарстан' },
      city: { id: 64300601, name: 'Казань' },
    });
    const data = await read(agent);
    expect(data).toMatchObject({
      first_name: 'Анна',
      last_name: 'Петрова',
      middle_name: 'Сергеевна',
      birth_date: '1990-04-12',
      region: { id: 643006, name: 'Republic of Tatarstan' },
      city: { id: 64300601, name: 'Kazan' },
      address: 'ул. Баумана, д. 5, кв. 12',
      postcode: '420111',
    });
    expect(data.locked.sort()).toEqual(['birth_date', 'first_name', 'last_name', 'middle_name']);
  });

  it('refuses a change to a name or birth date once filled, and writes none of the save', async () => {
    const { agent, id } = await player();
    await agent.post(paths.saveFields, { first_name: 'Ivan', birth_date: '1985-01-01' });
    const res = await agent.post(paths.saveFields, { first_name: 'Pyotr', birth_date: '1980-01-01', address: 'Tverskaya 1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.errors).toEqual({ first_name: ['account_field_locked'], birth_date: ['account_field_locked'] });
    const data = await read(agent);
    expect(data).toMatchObject({ first_name: 'Ivan', birth_date: '1985-01-01', address: null });
    expect(await detailsRow(id)).toMatchObject({ address: null });
    // The same value again is no change; the other fields of that save are kept.
    const same = await agent.post(paths.saveFields, { first_name: 'Ivan', address: 'Tverskaya 1' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await read(agent)).address).toBe('Tverskaya 1');
  });

  it('locks every field and the document while an identity check runs and after it passed', async () => {
    const { agent, id } = await player();
    await agent.post(paths.saveFields, { address: 'Nevsky 10' });
    for (const status of ['pending', 'verified'] as const) {
      await t.database.db.update(users).set({ identityStatus: status }).where(eq(users.id, id));
      const data = await read(agent);
      expect(data.locked).toEqual(expect.arrayContaining(['address', 'region_id', 'city_id', 'postcode', 'document']));
      const fields = await agent.post(paths.saveFields, { address: 'Nevsky 11' });
      expect(fields.json().error.errors).toEqual({ address: ['account_field_locked'] });
      const document = await agent.post(paths.saveDocument, {
        document_type: 'passport',
        document_number: '4510 123456',
        document_issue_date: '2015-05-05',
        document_issuer: 'ОВД Тверского района',
      });
      expect(document.json().error.errors).toEqual({ document_type: ['account_field_locked'] });
    }
    expect(await detailsRow(id)).toMatchObject({ address: 'Nevsky 10', documentType: null });
    // A rejected check opens the data again for the player to correct.
    await t.database.db.update(users).set({ identityStatus: 'rejected' }).where(eq(users.id, id));
    expect((await agent.post(paths.saveFields, { address: 'Nevsky 11' })).statusCode).toBe(200);
  });

  it("locks the data while the player's identity documents wait for review, and opens it after a rejection", async () => {
    const { agent, id } = await player();
    const [check] = await t.database.db
      .insert(identificationChecks)
      .values({ userId: id, documentType: 'passport', status: 'pending', submittedAt: new Date() })
      .returning({ id: identificationChecks.id });
    expect((await read(agent)).locked).toContain('document');
    const refused = await agent.post(paths.saveFields, { address: 'Arbat 3' });
    expect(refused.json().error.errors).toEqual({ address: ['account_field_locked'] });
    await t.database.db
      .update(identificationChecks)
      .set({ status: 'rejected', reason: 'blurred', reviewedAt: new Date() })
      .where(eq(identificationChecks.id, check?.id ?? 0));
    expect((await read(agent)).locked).toEqual([]);
    expect((await agent.post(paths.saveFields, { address: 'Arbat 3' })).statusCode).toBe(200);
  });

  it('refuses bad input with a message on each field and writes nothing', async () => {
    const { agent, id } = await player();
    const res = await agent.post(paths.saveFields, {
      first_name: 'R2D2',
      birth_date: '2020-01-01',
      postcode: '!',
      address: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.errors).sort()).toEqual(['address', 'first_name', 'postcode']);
    const young = await agent.post(paths.saveFields, { birth_date: '2020-01-01' });
    expect(young.json().error.errors.birth_date).toHaveLength(1);
    expect(young.json().error.errors.birth_date[0]).toContain('validation_minimum_age');
    const unknown = await agent.post(paths.saveFields, { email: 'new@example.com' });
    expect(unknown.statusCode).toBe(400);
    const empty = await agent.post(paths.saveFields, {});
    expect(empty.json().error.errors).toEqual({ fields: ['account_nothing_to_save'] });
    expect(await detailsRow(id)).toBeUndefined();
    expect((await read(agent)).birth_date).toBeNull();
  });

  it("takes only a region of the player's country and a city of that region", async () => {
    const { agent, id } = await player();
    const foreign = await agent.post(paths.saveFields, { region_id: 826001 });
    expect(foreign.json().error.errors).toEqual({ region_id: ['account_region_unknown'] });
    const missing = await agent.post(paths.saveFields, { region_id: 643999 });
    expect(missing.json().error.errors).toEqual({ region_id: ['account_region_unknown'] });
    const wrongCity = await agent.post(paths.saveFields, { region_id: 643001, city_id: 64300601 });
    expect(wrongCity.json().error.errors).toEqual({ city_id: ['account_city_unknown'] });
    const cityAlone = await agent.post(paths.saveFields, { city_id: 64300101 });
    expect(cityAlone.json().error.errors).toEqual({ city_id: ['account_city_needs_region'] });
    expect(await detailsRow(id)).toBeUndefined();

    expect((await agent.post(paths.saveFields, { region_id: 643001, city_id: 64300101 })).statusCode).toBe(200);
    // Another region without a city leaves no city of the old region behind.
    const moved = await agent.post(paths.saveFields, { region_id: 643002, lang: 'en' });
    expect(moved.json().data).toMatchObject({ region: { id: 643002, name: 'Saint Petersburg' }, city: null });
  });

  it('lists the regions of a country and the cities of a region in the language asked', async () => {
    const guest = new Agent(t.app, 'localhost');
    const regions = (await guest.get(`${paths.regions}?countryId=826&lang=en`)).json().data.regions;
    expect(regions.map((r: { code: string }) => r.code)).toEqual(['GB-ENG', 'GB-SCT', 'GB-WLS', 'GB-NIR']);
    const cities = (await guest.get(`${paths.cities}?regionId=826002&lang=ru`)).json().data.cities;
    expect(cities).toEqual([
      { id: 82600201, name: 'Эдинбург' },
      { id: 82600202, name: 'Глазго' },
      { id: 82600203, name: 'Абердин' },
    ]);
    expect((await guest.get(`${paths.regions}?countryId=40`)).json().data.regions).toEqual([]);
    expect((await guest.get(`${paths.regions}?countryId=abc`)).statusCode).toBe(400);
  });

  it('keeps a document with the fields its type asks for and refuses missing, foreign and impossible ones', async () => {
    const { agent, id } = await player();
    await agent.post(paths.saveFields, { birth_date: '1990-04-12' });
    const missing = await agent.post(paths.saveDocument, { document_type: 'id_card', document_number: 'AB123456' });
    expect(missing.json().error.errors).toEqual({
      document_issue_date: ['auth_required_field'],
      document_expiry_date: ['auth_required_field'],
    });
    const foreign = await agent.post(paths.saveDocument, {
      document_type: 'id_card',
      document_number: 'AB123456',
      document_issue_date: '2020-01-01',
      document_expiry_date: '2030-01-01',
      document_issuer: 'Somebody',
    });
    expect(foreign.json().error.errors).toEqual({ document_issuer: ['account_field_not_for_document'] });
    const impossible = await agent.post(paths.saveDocument, {
      document_type: 'driving_licence',
      document_number: 'ab-1234',
      document_issue_date: '1989-01-01',
      document_expiry_date: '2001-01-01',
    });
    expect(impossible.json().error.errors).toEqual({
      document_issue_date: ['account_issue_date_before_birth'],
      document_expiry_date: ['account_document_expired'],
    });
    expect((await agent.post(paths.saveDocument, { document_type: 'visa', document_number: '123' })).json().error.errors).toHaveProperty(
      'document_type',
    );
    expect(await detailsRow(id)).toMatchObject({ documentType: null });

    const saved = await agent.post(paths.saveDocument, {
      document_type: 'driving_licence',
      document_number: 'ab-1234',
      document_issue_date: '2010-01-01',
      document_expiry_date: '2040-01-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(agent)).document).toEqual({
      type: 'driving_licence',
      document_number: 'AB-1234',
      document_issue_date: '2010-01-01',
      document_expiry_date: '2040-01-01',
      document_issuer: null,
    });
  });

  it("reads and writes only the caller's own data: another player's id in the body is refused, their data untouched", async () => {
    const first = await player();
    const second = await player();
    await second.agent.post(paths.saveFields, { first_name: 'Olga', address: 'Lenina 1' });
    const withId = await first.agent.post(paths.saveFields, { user_id: second.id, address: 'Stolen 2' });
    expect(withId.statusCode).toBe(400);
    const withIdRead = await first.agent.post(paths.get, { user_id: second.id });
    expect(withIdRead.statusCode).toBe(400);
    await first.agent.post(paths.saveFields, { first_name: 'Boris' });
    expect(await read(second.agent)).toMatchObject({ id: second.id, first_name: 'Olga', address: 'Lenina 1' });
    expect(await read(first.agent)).toMatchObject({ id: first.id, first_name: 'Boris', address: null });
  });
});
