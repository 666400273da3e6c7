import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes } from '@stavka/contract/betting';
import type { SavedCoupon } from '@stavka/contract/coupon-calls';
import { savedCoupons } from '@stavka/db/schema';
import type { Envelope } from '../../testing/bettors';
import { testDatabaseKinds } from '../../testing/databases';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';

// A slip shared by code (SaveCoupon / GetCoupon, wire-format §3.1; issue 12): field names in any
// case, a code read under any brand and partner of the deployment, the selections echoed with their
// games' names and prices now, started selections dropped and flagged, a slip with a refused
// selection never saved (161627), unknown and expired codes refused, guessing limited.

let gameIds = 940_000_000;
const nextGame = () => (gameIds += 10);
const CODE = /^[2-9A-HJ-NP-Z]{10}$/;

describe.each(await testDatabaseKinds())('shared slips on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  const call = (path: string, payload: unknown, host = 'localhost', ip = '203.0.113.1') =>
    t.app.inject({ method: 'POST', url: `/service-api/${path}`, headers: { host }, remoteAddress: ip, payload: payload as Record<string, unknown> });
  const save = async (payload: unknown, base = 'LiveBet/Open') => call(`${base}/SaveCoupon`, payload);
  /** Seconds from the script's start to a minute from now (the clock moves in these tests). */
  const inAMinute = () => Math.floor((t.now() - SCRIPT_START_MS) / 1000) + 60;
  const savedCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(savedCoupons))[0]?.n ?? 0;

  it('saves a slip and reads it back by its code under another brand, base and spelling, priced now and named in the language asked', async () => {
    const [a, b] = [nextGame(), nextGame()];
    t.offer(footballGame(a));
    t.offer(footballGame(b));
    const saved = await save({ Events: [{ GameId: a, Type: 1, Coef: 2.0, Param: 0, Kind: 3 }, { GameId: b, Type: 9, Coef: 1.9, Param: 2.5, Kind: 3 }], Lng: 'en', partner: 1, Vid: 1, Summ: 0, CheckCf: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const code = saved.json<Envelope<string>>().Value;
    expect(code).toMatch(CODE);

    const read = await call('LiveBet-update/Open/GetCoupon', { guid: code.toLowerCase(), lng: 'ru', partner: 2, CfView: 0 }, 'goalbet.localhost');
    expect(read.statusCode, read.body).toBe(200);
    const value = read.json<Envelope<SavedCoupon>>().Value;
    expect(value).toMatchObject({ Vid: 1, HasRemoveEvents: false, CheckCf: 1, Currency: 'USD', avanceBet: false, WithLobby: false });
    expect(value.Events).toEqual([
      expect.objectContaining({ GameId: a, GameConstId: a + 100_000_000, Type: 1, Param: 0, Coef: 2.1, Kind: 3, GroupId: 1, Opp1: `Хозяева ${a}`, Opp2: `Гости ${a}`, Block: false, MarketName: 'П1' }),
      expect.objectContaining({ GameId: b, GameConstId: b + 100_000_000, Type: 9, Param: 2.5, Coef: 1.9, GroupId: 17, Opp1: `Хозяева ${b}`, MarketName: 'Больше 2.5' }),
    ]);
    const english = (await call('LiveBet/Open/GetCoupon', { Guid: code, Lng: 'en' })).json<Envelope<SavedCoupon>>().Value;
    expect(english.Events[0]).toMatchObject({ Opp1: `Home ${a}`, GroupName: 'Match result', MarketName: 'W1' });
    expect(english.Currency).toBe('RUB');
  });

  it('drops a selection whose game has started and says so; a slip with every game over is finished', async () => {
    const [soon, later] = [nextGame(), nextGame()];
    t.offer(footballGame(soon, { startsInSeconds: inAMinute() }));
    t.offer(footballGame(later, { startsInSeconds: inAMinute() + 7200 }));
    const both = (await save({ Events: [{ GameId: soon, Type: 1 }, { GameId: later, Type: 3 }], Vid: 1 })).json<Envelope<string>>().Value;
    const onlySoon = (await save({ Events: [{ GameId: soon, Type: 2 }], Vid: 0 })).json<Envelope<string>>().Value;
    t.advance(120_000);
    const value = (await call('LiveBet/Open/GetCoupon', { Guid: both })).json<Envelope<SavedCoupon>>().Value;
    expect(value.HasRemoveEvents).toBe(true);
    expect(value.Events.map((e) => e.GameId)).toEqual([later]);
    const finished = await call('LiveBet/Open/GetCoupon', { Guid: onlySoon });
    expect(finished.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.couponEventsFinished, Error: 'Events in the downloaded bet slip have finished' });
  });

  it('keeps a chain order and several singles stakes, renumbered over what remains', async () => {
    const [a, b, c] = [nextGame(), nextGame(), nextGame()];
    t.offer(footballGame(a, { startsInSeconds: inAMinute() }));
    t.offer(footballGame(b));
    t.offer(footballGame(c));
    const chain = (await save({ Events: [a, b, c].map((GameId) => ({ GameId, Type: 1 })), Vid: 3, Summ: 100, EventsIndexes: [2, 0, 1], GroupsSumms: [100, 50, 25] })).json<Envelope<string>>().Value;
    const singles = (await save({ Events: [{ GameId: b, Type: 1, Summ: 15 }, { GameId: c, Type: 3, Summ: '20.5' }], Vid: 5 })).json<Envelope<string>>().Value;
    t.advance(120_000);
    const readChain = (await call('LiveBet/Open/GetCoupon', { Guid: chain })).json<Envelope<SavedCoupon>>().Value;
    expect(readChain).toMatchObject({ Vid: 3, Summ: 100, HasRemoveEvents: true, EventsIndexes: [1, 0], GroupsSumms: [100, 25] });
    const readSingles = (await call('LiveBet/Open/GetCoupon', { Guid: singles })).json<Envelope<SavedCoupon>>().Value;
    expect(readSingles.Events.map((e) => e.Summ)).toEqual([15, 20.5]);
  });

  it('saves nothing when one selection cannot be bet on, and refuses a slip of more than 50 events', async () => {
    const a = nextGame();
    t.offer(footballGame(a));
    const before = await savedCount();
    const refused = await save({ Events: [{ GameId: a, Type: 1 }, { GameId: 1, Type: 1 }], Vid: 1 });
    expect(refused.json()).toMatchObject({ Success: false, ErrorCode: 161627 });
    const tooMany = await save({ Events: Array.from({ length: 51 }, () => ({ GameId: a, Type: 1 })), Vid: 1 });
    expect(tooMany.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.tooManyEvents, Error: 'The number of events on the bet slip must not exceed 50' });
    for (const bad of [{ Events: 'none' }, { Events: [{ GameId: a, Type: 1 }], Summ: 'ten' }, { Events: [{ GameId: a, Type: 1 }, { GameId: a, Type: 2 }], Vid: 3, GroupsSumms: [10, '-5'] }]) {
      const malformed = await save(bad);
      expect([malformed.statusCode, malformed.json<Envelope<null>>().ErrorCode]).toEqual([400, betErrorCodes.malformed]);
    }
    expect(await savedCount()).toBe(before);
  });

  it('answers "Incorrect code" for an unknown or expired code, and makes a guesser wait', async () => {
    const a = nextGame();
    t.offer(footballGame(a));
    const code = (await save({ Events: [{ GameId: a, Type: 1 }] })).json<Envelope<string>>().Value;
    await t.database.db.update(savedCoupons).set({ expiresAt: new Date(t.now() - 1000) }).where(eq(savedCoupons.code, code));
    const expired = await call('LiveBet/Open/GetCoupon', { Guid: code });
    expect([expired.statusCode, expired.json<Envelope<null>>()]).toMatchObject([404, { Success: false, ErrorCode: betErrorCodes.couponNotFound, Error: 'Incorrect code' }]);
    const guesser = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await call('LiveBet/Open/GetCoupon', { Guid: `ABCDEFGH${String(i).padStart(2, '2')}` }, 'localhost', guesser)).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
    // Another address is not held up by the guesser.
    const other = await save({ Events: [{ GameId: a, Type: 1 }] });
    const readByOther = await call('LiveBet/Open/GetCoupon', { Guid: other.json<Envelope<string>>().Value }, 'localhost', '203.0.113.9');
    expect(readByOther.statusCode).toBe(200);
  });

  it('limits how many slips one address saves', async () => {
    const a = nextGame();
    t.offer(footballGame(a));
    const flooder = '198.51.100.99';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await call('LiveBet/Open/SaveCoupon', { Events: [{ GameId: a, Type: 1 }] }, 'localhost', flooder)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });
});
