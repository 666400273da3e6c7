// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { createFeedClient, FeedUnavailable } from './feed-client';
import { envelope, refusal, wireEvent } from './test-wire';

describe('the feed client (wire-format §1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('asks a list with its filter, the language and blocked outcomes kept, and checks the answer', async () => {
    server.route('/service-api/LiveFeed/Get1x2_VZip', (_request, response) => sendJson(response, 200, envelope([wireEvent()])));
    const client = createFeedClient({ baseUrl: server.baseUrl });
    const events = await client.events(1, { champs: [88637, 12], count: 50 }, 'ru');
    expect(events.map((e) => e.I)).toEqual([700_000_001]);
    const url = new URL(server.received.at(-1)?.url ?? '', server.baseUrl);
    // lng is always sent: the feed answers English without it.
    expect(Object.fromEntries(url.searchParams)).toEqual({ champs: '12,88637', count: '50', lng: 'ru', noFilterBlockEvent: 'true', virtualSports: 'true' });
  });

  it('reads a refusal of an unknown championship or game as null', async () => {
    server.route('/service-api/LineFeed/GetChampZip', (_request, response) => sendJson(response, 200, refusal('Championship is not found in Sports')));
    server.route('/service-api/LiveFeed/GetGameZip', (_request, response) => sendJson(response, 200, refusal('Game is not found in Sports')));
    const client = createFeedClient({ baseUrl: server.baseUrl });
    expect(await client.champ(3, 1, 'en')).toBeNull();
    expect(await client.game(1, 'en')).toBeNull();
  });

  it('throws FeedUnavailable on a failed or malformed answer', async () => {
    server.route('/service-api/LineFeed/GetSportsShortZip', (_request, response) => sendJson(response, 503, { message: 'down' }));
    server.route('/service-api/rest-core/GetCountries', (_request, response) => sendJson(response, 200, envelope([{ I: 'x' }])));
    const client = createFeedClient({ baseUrl: server.baseUrl });
    await expect(client.sports(3, 'ru')).rejects.toBeInstanceOf(FeedUnavailable);
    await expect(client.countries('ru')).rejects.toBeInstanceOf(FeedUnavailable);
  });

  it('asks nothing for an empty list of games', async () => {
    const before = server.received.length;
    expect(await createFeedClient({ baseUrl: server.baseUrl }).games([], 'ru')).toEqual([]);
    expect(server.received.length).toBe(before);
  });
});
