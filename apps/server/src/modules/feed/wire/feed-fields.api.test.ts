import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyEnvelopeSchema, wireChampZipSchema, wireEventSchema, wireSportSchema, type WireEvent } from '@stavka/contract/feed-wire';
import { z } from 'zod';
import { createSteppedClock } from '../simulator/clock';
import { createTradingSimulator } from '../simulator/simulator';
import { startFeedTestApp, type FeedTestApp } from './feed-test-app';

// Issue 10 "Feed fields that wire-format.md lists": with the trading simulator behind the feed,
// events carry team logos (O1IMG/O2IMG) and the championship's (CHIMG), the misc notes (MIS K 1
// round, 2 venue, 3 format, 7 city; MIO), a video id (VI) on broadcast games in play — in the lists
// and in GetChampZip — and the score block (SC) and ZP only in play.

const clock = createSteppedClock(Date.UTC(2030, 0, 1, 12));
const events = familyEnvelopeSchema(z.array(wireEventSchema));
let t: FeedTestApp;

beforeAll(async () => {
  t = await startFeedTestApp({ providers: [createTradingSimulator({ clock, seed: 3, sports: [1, 40, 66] })], clock });
  clock.advance(5_000);
});
afterAll(() => t.close());

const list = async (url: string): Promise<WireEvent[]> => events.parse((await t.app.inject({ method: 'GET', url })).json()).Value;

describe('feed fields from the simulator', () => {
  it('leaves SC and ZP out of pre-match events, and sends both in play', async () => {
    const line = await list('/service-api/LineFeed/Get1x2_VZip?sports=1,40,66&count=50');
    expect(line.length).toBeGreaterThan(20);
    expect(line.filter((e) => e.SC !== undefined || e.ZP !== undefined)).toEqual([]);
    const live = await list('/service-api/LiveFeed/Get1x2_VZip?sports=1,40,66&count=50');
    expect(live.length).toBeGreaterThan(5);
    expect(live.every((e) => e.ZP === e.I && e.SC !== undefined)).toBe(true);
  });

  it("sends each side's logo and the championship's", async () => {
    for (const e of await list('/service-api/LineFeed/Get1x2_VZip?sports=1&count=50')) {
      expect(e.O1IMG).toEqual([`${e.O1I}.svg`]);
      expect(e.O2IMG).toEqual([`${e.O2I}.svg`]);
      expect(e.CHIMG).toMatch(/^\d+\.svg$/);
    }
    const sports = familyEnvelopeSchema(z.array(wireSportSchema)).parse((await t.app.inject({ method: 'GET', url: '/service-api/LineFeed/GetSportsShortZip?groupChamps=true' })).json());
    const champs = sports.Value.flatMap((s) => s.L ?? []);
    expect(champs.length).toBeGreaterThan(3);
    expect(champs.every((c) => c.CHIMG === `${c.LI}.svg`)).toBe(true);
  });

  it('writes the round, the ground, the format and the city in the asked language', async () => {
    const [ru] = await list('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1&lng=ru');
    const [en] = await list('/service-api/LineFeed/Get1x2_VZip?sports=1&count=1&lng=en');
    const note = (e: WireEvent | undefined, k: number) => e?.MIS?.find((m) => m.K === k)?.V;
    expect(note(en, 1)).toMatch(/^Round \d+$/);
    expect(note(ru, 1)).toMatch(/^\d+-й тур$/);
    expect(note(en, 2)).toMatch(/ Stadium$/);
    expect(note(ru, 2)).toMatch(/^Стадион «.+»$/);
    expect(note(en, 3)).toBe('2 halves of 45 minutes');
    expect(note(ru, 3)).toBe('2 тайма по 45 минут');
    expect(note(en, 2)).toBe(`${note(en, 7)} Stadium`);
    expect(en?.MIO).toEqual({ TSt: note(en, 1), Loc: `${note(en, 2)} (${note(en, 7)})` });
    const [esports] = await list('/service-api/LineFeed/Get1x2_VZip?sports=40&count=1&lng=en');
    expect(esports?.MIS?.map((m) => m.K)).toEqual([1, 3]);
    expect(note(esports, 3)).toMatch(/^Best of \d maps$/);
  });

  it('sends the video id of broadcast games in play, in the lists and in GetChampZip, never on the line', async () => {
    const line = await list('/service-api/LineFeed/Get1x2_VZip?sports=1,40,66&count=50');
    expect(line.some((e) => e.VI !== undefined)).toBe(false);
    const live = await list('/service-api/LiveFeed/Get1x2_VZip?sports=1,40,66&count=50');
    const broadcast = live.filter((e) => e.VI !== undefined);
    expect(broadcast.length).toBeGreaterThan(0);
    expect(broadcast.every((e) => e.VI === String(e.CI))).toBe(true);
    // Every live cricket game is broadcast (the cricket section's broadcasts).
    expect(live.filter((e) => e.SI === 66).every((e) => e.VI !== undefined)).toBe(true);
    const sample = broadcast[0];
    if (!sample) throw new Error('no broadcast game');
    const zip = familyEnvelopeSchema(wireChampZipSchema).parse((await t.app.inject({ method: 'GET', url: `/service-api/LiveFeed/GetChampZip?champ=${sample.LI}` })).json());
    expect(zip.Value.G.find((g) => g.I === sample.I)?.VI).toBe(sample.VI);
  });
});
