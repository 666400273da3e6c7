// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { createFeedClient } from './feed-client';
import { updatesForTargets, watchGames } from './slip-watch';
import { envelope, outcome, refusal, wireEvent } from './test-wire';

describe('keeping the bet slip’s games fresh', () => {
  let server: TestServer;
  let games: WireEvent[] = [];
  let finished = new Set<number>();
  beforeAll(async () => {
    server = await startTestServer();
    server.route('/service-api/LiveFeed/GetGamesZip', (request, response) => {
      const ids = new URL(request.url, server.baseUrl).searchParams.get('ids')?.split(',').map(Number) ?? [];
      sendJson(response, 200, envelope(games.filter((g) => ids.includes(g.I))));
    });
    const info = (request: { url: string }, response: Parameters<Parameters<TestServer['route']>[1]>[1]) => {
      const id = Number(new URL(request.url, server.baseUrl).searchParams.get('gameId'));
      if (!games.some((g) => g.I === id)) return sendJson(response, 200, refusal('Game is not found in Sports'));
      sendJson(response, 200, { id, finished: finished.has(id) });
    };
    server.route('/service-api/main-live-feed/v1/gameInfo', info);
    server.route('/service-api/main-line-feed/v1/gameInfo', info);
    server.route('/service-api/LiveFeed/GetGameZip', (request, response) => {
      const id = Number(new URL(request.url, server.baseUrl).searchParams.get('id'));
      const game = games.find((g) => g.I === id);
      if (!game) return sendJson(response, 200, refusal('Game is not found in Sports'));
      const { E: _e, AE: _ae, ...header } = game;
      sendJson(response, 200, envelope({ ...header, EGC: 2, E: [outcome(136, 731, 9000, { P: 2.001 }), outcome(1, 1, 2500)] }));
    });
  });
  afterAll(() => server.close());

  const client = () => createFeedClient({ baseUrl: server.baseUrl });

  it('reads prices of the listed lines, complete for the groups listed', async () => {
    games = [wireEvent({ I: 1, ZP: 1 })];
    finished = new Set();
    const [update] = await watchGames(client(), [{ gameId: 1, kind: 1, groups: [1] }], 'ru');
    expect(update).toMatchObject({ gameId: 1, state: 'open', kind: 1 });
    expect(update?.completeGroups).toEqual([1, 17]);
    expect(update?.outcomes.find((o) => o.group === 1 && o.type === 1)?.price).toBe(2500);
  });

  it('reads the whole game when a selection lies outside the listed markets', async () => {
    games = [wireEvent({ I: 2, ZP: 2 })];
    const [update] = await watchGames(client(), [{ gameId: 2, kind: 1, groups: [136] }], 'ru');
    expect(update?.completeGroups).toBeNull();
    expect(update?.outcomes.find((o) => o.group === 136)).toMatchObject({ type: 731, param: 2.001, price: 9000 });
  });

  it('tells a finished game from a paused one, and a game that left the feed', async () => {
    const closed = { E: [outcome(1, 1, 2500, { B: true })], AE: [] };
    games = [wireEvent({ I: 3, ZP: 3, ...closed }), wireEvent({ I: 4, ZP: 4, ...closed })];
    finished = new Set([4]);
    const updates = await watchGames(
      client(),
      [
        { gameId: 3, kind: 1, groups: [1] },
        { gameId: 4, kind: 1, groups: [1] },
        { gameId: 5, kind: 3, groups: [1] },
      ],
      'ru',
    );
    expect(updates.map((u) => [u.gameId, u.state])).toEqual([
      [3, 'open'],
      [4, 'finished'],
      [5, 'gone'],
    ]);
  });

  it('takes the slip’s games out of a page’s answer', () => {
    const answer = [wireEvent({ I: 7, ZP: 7 }), wireEvent({ I: 8, ZP: 8 })];
    expect(updatesForTargets(answer, [{ gameId: 8, kind: 1, groups: [1] }]).map((u) => u.gameId)).toEqual([8]);
    expect(updatesForTargets(answer, [])).toEqual([]);
  });
});
