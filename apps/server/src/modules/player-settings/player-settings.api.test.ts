import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CouponSettings } from '@stavka/contract/coupon-calls';
import { saveSettingPath, type PlayerSettings } from '@stavka/contract/player-settings';
import { sessionPaths } from '@stavka/contract/sessions';
import { playerSettings, users } from '@stavka/db/schema';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Settings": a player's site settings (spec §7.4 savesetting with setting_id and
// setting_value; read with §7.5 GET user/v1/settings). What a player saves on one device is what
// every other device of theirs reads; a bad id or value writes nothing; the one-click stake is the
// bet slip's own; one player's settings never touch another's.

const nothingSaved = {
  coef_view: null,
  compact_view: null,
  theme: null,
  font_size: null,
  time_zone: null,
  language: null,
  one_click: { enabled: false, stake: null, currency: null },
};

describe.each(await testDatabaseKinds())('player settings on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  /** A player registered in one click, with the credentials to sign in on another device. */
  async function player(): Promise<{ agent: Agent; id: number; login: string; password: string }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, id: Number(login), login, password };
  }
  const save = (agent: Agent, body: Record<string, unknown>) => agent.post(saveSettingPath, body);
  const valuesOf = async (agent: Agent): Promise<PlayerSettings> => {
    const res = await agent.get(sessionPaths.settings);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { values: PlayerSettings } }>().data.values;
  };
  const rowsOf = (userId: number) => t.database.db.select().from(playerSettings).where(eq(playerSettings.userId, userId));

  it('saves each setting, answers them all, and another device of the player reads them after signing in', async () => {
    const { agent, id, login, password } = await player();
    expect(await valuesOf(agent)).toEqual(nothingSaved);

    for (const [setting_id, setting_value] of [
      ['coef_view', '2'],
      ['compact_view', true],
      ['theme', 'light'],
      ['font_size', 'l'],
      ['time_zone', 'Asia/Tokyo'],
      ['language', 'en'],
      ['one_click_stake', '25.5'],
    ] as const) {
      const res = await save(agent, { setting_id, setting_value });
      expect(res.statusCode, `${setting_id}: ${res.body}`).toBe(200);
    }
    const expected = {
      coef_view: 2,
      compact_view: true,
      theme: 'light',
      font_size: 'l',
      time_zone: 'Asia/Tokyo',
      language: 'en',
      one_click: { enabled: false, stake: '25.50', currency: 'RUB' },
    };
    expect(await valuesOf(agent)).toEqual(expected);

    // The family's text forms read the same; a later save replaces the earlier one.
    const answer = await save(agent, { setting_id: 'compact_view', setting_value: '0' });
    expect(answer.json<{ data: PlayerSettings }>().data).toEqual({ ...expected, compact_view: false });
    await save(agent, { setting_id: 'coef_view', setting_value: 5 });

    const elsewhere = new Agent(t.app, 'localhost', { ip: '198.51.100.20' });
    expect((await elsewhere.post('/web-api/user/auth', { login, password })).statusCode).toBe(200);
    expect(await valuesOf(elsewhere)).toEqual({ ...expected, compact_view: false, coef_view: 5 });

    // The language is the player's language: their mails and texts follow it too.
    const [user] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id));
    expect(user?.language).toBe('en');
    expect(await rowsOf(id)).toHaveLength(6);
  });

  it('keeps the one-click stake with the bet slip: the slip reads what savesetting saved, and its rule holds', async () => {
    const { agent } = await player();
    expect((await save(agent, { setting_id: 'one_click_stake', setting_value: 40 })).statusCode).toBe(200);
    const slip = async () => (await agent.post('/web-api/officeapi/getcouponsettings', {})).json<{ data: CouponSettings }>().data;
    expect((await slip()).oneClick).toEqual({ enabled: false, stake: '40.00', currency: 'RUB' });

    // The slip turns one-click on; forgetting the stake now would leave it without one.
    expect((await agent.post('/web-api/officeapi/savecouponsettings', { one_click_enabled: true })).statusCode).toBe(200);
    const refused = await save(agent, { setting_id: 'one_click_stake', setting_value: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: { errors: { setting_value: ['auth_required_field'] } } });
    expect((await valuesOf(agent)).one_click).toEqual({ enabled: true, stake: '40.00', currency: 'RUB' });

    const cents = await save(agent, { setting_id: 'one_click_stake', setting_value: '10.005' });
    expect(cents.statusCode).toBe(400);
    expect(Object.keys(cents.json<{ error: { errors: Record<string, string[]> } }>().error.errors)).toEqual(['setting_value']);
    expect((await slip()).oneClick.stake).toBe('40.00');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unknown setting', { setting_id: 'autoplay', setting_value: '1' }, 'setting_id', 'player_setting_unknown'],
    ['no setting id', { setting_value: 'dark' }, 'setting_id', 'player_setting_unknown'],
    ['no value', { setting_id: 'theme' }, 'setting_value', 'player_setting_invalid'],
    ['an odds format out of the six', { setting_id: 'coef_view', setting_value: 6 }, 'setting_value', 'player_setting_invalid'],
    ['an odds format as two digits', { setting_id: 'coef_view', setting_value: '12' }, 'setting_value', 'player_setting_invalid'],
    ['a theme the site does not have', { setting_id: 'theme', setting_value: 'blue' }, 'setting_value', 'player_setting_invalid'],
    ['a text size beyond the choice', { setting_id: 'font_size', setting_value: 'xxl' }, 'setting_value', 'player_setting_invalid'],
    ['a compact view that is not yes or no', { setting_id: 'compact_view', setting_value: 'maybe' }, 'setting_value', 'player_setting_invalid'],
    ['an unknown time zone', { setting_id: 'time_zone', setting_value: 'Mars/Olympus_Mons' }, 'setting_value', 'player_setting_invalid'],
    ['a language the brand does not serve', { setting_id: 'language', setting_value: 'xx' }, 'setting_value', 'player_setting_invalid'],
    ['a language that is no code', { setting_id: 'language', setting_value: '../en' }, 'setting_value', 'player_setting_invalid'],
    ["another player's id beside the setting", { setting_id: 'theme', setting_value: 'dark', user_id: 100000001 }, '_', ''],
  ])('refuses %s with the validation map and writes nothing', async (_name, body, field, key) => {
    const { agent, id } = await player();
    await save(agent, { setting_id: 'theme', setting_value: 'light' });
    const res = await save(agent, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ success: boolean; error: { errors: Record<string, string[]> } }>().error.errors;
    expect(Object.keys(errors)).toContain(field);
    if (key) expect(errors[field]).toEqual([key]);
    expect(await rowsOf(id)).toEqual([expect.objectContaining({ settingId: 'theme', value: 'light' })]);
    expect((await valuesOf(agent)).theme).toBe('light');
  });

  it("takes the player from the session only: another player's settings stay, a guest is refused", async () => {
    const first = await player();
    const second = await player();
    await save(first.agent, { setting_id: 'theme', setting_value: 'light' });
    await save(second.agent, { setting_id: 'time_zone', setting_value: 'America/New_York' });

    expect(await valuesOf(first.agent)).toMatchObject({ theme: 'light', time_zone: null });
    expect(await valuesOf(second.agent)).toMatchObject({ theme: null, time_zone: 'America/New_York' });

    const guest = new Agent(t.app, 'localhost');
    expect((await save(guest, { setting_id: 'theme', setting_value: 'dark' })).statusCode).toBe(401);
    expect((await guest.get(sessionPaths.settings)).statusCode).toBe(401);
    expect(await rowsOf(first.id)).toHaveLength(1);
    expect(await rowsOf(second.id)).toHaveLength(1);
  });
});
