import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disallowSportsPath } from '@stavka/contract/disallow-sports';
import { disallowedSports } from '@stavka/db/schema';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';

// Issue 13 "Settings": the sports a player hides from their line and live lists (spec §7.5
// POST .../disallow-sports with lineDisallowSport and liveDisallowSport, read back by GET). Ids are
// the feed's sports; an unknown id or a bad list writes nothing; one player's choice is their own.

describe.each(await testDatabaseKinds())('disallowed sports on %s', (kind) => {
  // A feed whose catalogue has football (1) and, added here, ice hockey (2) and tennis (4).
  let t: ScriptedApp;
  const sportIds = [1, 2, 4];

  beforeAll(async () => {
    t = await startScriptedApp(kind);
    t.feed.catalogue({
      sports: [
        { id: 4, name: { en: 'Tennis', ru: 'Теннис' }, model: 'tennis', virtual: false, sort: 4 },
        { id: 2, name: { en: 'Ice Hockey', ru: 'Хоккей' }, model: 'two-competitor', virtual: false, sort: 2 },
      ],
    });
  });
  afterAll(() => t.close());

  async function player(): Promise<{ agent: Agent; id: number }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, id: Number(res.json<{ data: { login: string } }>().data.login) };
  }
  const read = async (agent: Agent, lang = 'en') => {
    const res = await agent.get(`${disallowSportsPath}?lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const rowsOf = (userId: number) => t.database.db.select().from(disallowedSports).where(eq(disallowedSports.userId, userId));

  it("lists the feed's sports in the asked language with nothing hidden, saves the lists named and reads them back", async () => {
    const { agent } = await player();
    const first = await read(agent);
    expect(first.lineDisallowSport).toEqual([]);
    expect(first.liveDisallowSport).toEqual([]);
    expect(first.sports).toEqual([
      { id: 1, name: 'Football', virtual: false },
      { id: 2, name: 'Ice Hockey', virtual: false },
      { id: 4, name: 'Tennis', virtual: false },
    ]);
    expect((await read(agent, 'ru')).sports.map((sport: { name: string }) => sport.name)).toEqual(['Футбол', 'Хоккей', 'Теннис']);
    const [a, b, c] = sportIds as [number, number, number];

    const saved = await agent.post(disallowSportsPath, { lineDisallowSport: [c, a, c], liveDisallowSport: [b] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ lineDisallowSport: [a, c], liveDisallowSport: [b] });
    expect(await read(agent)).toMatchObject({ lineDisallowSport: [a, c], liveDisallowSport: [b] });

    // A list left out stays; an empty list shows everything again.
    await agent.post(disallowSportsPath, { liveDisallowSport: [] });
    expect(await read(agent)).toMatchObject({ lineDisallowSport: [a, c], liveDisallowSport: [] });
  });

  it('refuses an unknown sport id or a bad list with the validation map and writes nothing', async () => {
    const { agent, id } = await player();
    const [a, b] = sportIds as [number, number];
    await agent.post(disallowSportsPath, { lineDisallowSport: [a] });

    const unknown = await agent.post(disallowSportsPath, { lineDisallowSport: [b], liveDisallowSport: [b, 987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, error: { errors: { liveDisallowSport: ['disallow_sports_unknown'] } } });

    for (const body of [
      { lineDisallowSport: 'all' },
      { lineDisallowSport: [-1] },
      { lineDisallowSport: [1.5] },
      { sports: [a] },
      { lineDisallowSport: Array.from({ length: 301 }, (_, i) => i + 1) },
    ]) {
      const res = await agent.post(disallowSportsPath, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await read(agent)).toMatchObject({ lineDisallowSport: [a], liveDisallowSport: [] });
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("takes the player from the session only: another player's lists are untouched, a guest is refused", async () => {
    const first = await player();
    const second = await player();
    const [a, b] = sportIds as [number, number];
    await first.agent.post(disallowSportsPath, { lineDisallowSport: [a] });
    await second.agent.post(disallowSportsPath, { lineDisallowSport: [b], liveDisallowSport: [a] });

    expect(await read(first.agent)).toMatchObject({ lineDisallowSport: [a], liveDisallowSport: [] });
    expect(await read(second.agent)).toMatchObject({ lineDisallowSport: [b], liveDisallowSport: [a] });

    const guest = new Agent(t.app, 'localhost');
    expect((await guest.post(disallowSportsPath, { lineDisallowSport: [] })).statusCode).toBe(401);
    expect((await guest.get(disallowSportsPath)).statusCode).toBe(401);
    expect(await rowsOf(first.id)).toHaveLength(1);
  });
});
