import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitAll, testCatalogue } from '../live-state-fixtures';
import { ScriptedProvider } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { startFeedTestApp, type FeedTestApp } from '../wire/feed-test-app';

// The logo files the feed names (wire-format §1.4 O1IMG/O2IMG under /sfiles/logo_teams/, §1.5
// CHIMG): generated crests of known teams and championships, as SVG that runs nothing; any other
// name is a 404.

const clock = createSteppedClock();
const provider = new ScriptedProvider('scripted', 60_000, (sink) => {
  emitAll(sink);
  // Two teams with generated crests, one with another provider's own file, and a crested championship.
  sink.catalogue({
    teams: [
      { id: 1988, sportId: 1, countryId: 826, name: { en: 'Chelsea', ru: 'Челси' }, rating: { elo: 1700 }, logo: '1988.svg' },
      { id: 2026, sportId: 1, countryId: 826, name: { en: 'Brighton', ru: 'Брайтон' }, rating: { elo: 1600 }, logo: '2026.svg' },
      { id: 3001, sportId: 1, countryId: 643, name: { en: 'Spartak', ru: 'Спартак' }, rating: { elo: 1600 }, logo: 'spartak.png' },
    ],
    championships: (testCatalogue.championships ?? []).map((c) => (c.id === 88637 ? { ...c, logo: '88637.svg' } : c)),
  });
});
let t: FeedTestApp;

beforeAll(async () => {
  t = await startFeedTestApp({ providers: [provider], clock });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('crest files', () => {
  it("serve a team's crest as an SVG that may run and load nothing", async () => {
    const res = await get('/sfiles/logo_teams/1988.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain('<title>Chelsea</title>');
    expect(res.body).toContain('>CH<');
    expect((await get('/sfiles/logo_teams/2026.svg')).body).not.toBe(res.body);
  });

  it('answer 304 to a browser that has the crest', async () => {
    const first = await get('/sfiles/logo_teams/2026.svg');
    const again = await get('/sfiles/logo_teams/2026.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("serve a championship's crest", async () => {
    const res = await get('/sfiles/logo_champs/88637.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>PL<');
  });

  it.each([
    '/sfiles/logo_teams/999999.svg',
    '/sfiles/logo_teams/3001.svg',
    '/sfiles/logo_teams/spartak.png',
    '/sfiles/logo_teams/1988.png',
    '/sfiles/logo_teams/..%2F..%2Fpackage.json',
    '/sfiles/logo_teams/1988.svg.map',
    '/sfiles/logo_champs/118587.svg',
    '/sfiles/logo_champs/1988.svg',
  ])('answer 404 to %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('svg');
  });
});
