// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { createCricketClient, CRICKET_SPORT_ID } from './cricket-client';
import { cricketEvent } from './test-cricket';

// The cricket section's reads of the feed routes, with the feed's parameter names the sportsbook's
// feed client uses too (shared/http/feed-routes.ts).

const envelope = <T>(value: T) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });

describe('the cricket client (wire-format §1.3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const lastQuery = () => Object.fromEntries(new URL(server.received.at(-1)?.url ?? '', server.baseUrl).searchParams);

  it('asks a kind’s cricket games of some championships, blocked outcomes kept', async () => {
    server.route('/service-api/LineFeed/Get1x2_VZip', (_request, response) => sendJson(response, 200, envelope([cricketEvent()])));
    const games = await createCricketClient({ baseUrl: server.baseUrl }).games(3, 'ru', [4402, 4401]);
    expect(games.map((game) => game.SI)).toEqual([CRICKET_SPORT_ID]);
    expect(lastQuery()).toEqual({ sports: '66', champs: '4401,4402', count: '50', lng: 'ru', noFilterBlockEvent: 'true' });
  });

  it('searches live and pre-match by a trimmed text and keeps the cricket games', async () => {
    const football = cricketEvent({ I: 900_000_002, SI: 1 });
    server.route('/service-api/LiveFeed/Web_SearchZip', (_request, response) => sendJson(response, 200, envelope([cricketEvent(), football])));
    server.route('/service-api/LineFeed/Web_SearchZip', (_request, response) => sendJson(response, 200, envelope([])));
    const found = await createCricketClient({ baseUrl: server.baseUrl }).search('  Мумбаи ', 'en');
    expect(found.map((game) => game.I)).toEqual([900_000_001]);
    expect(lastQuery()).toEqual({ text: 'Мумбаи', limit: '50', lng: 'en' });
  });
});
