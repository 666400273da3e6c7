// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { createFeedClient } from './feed-client';
import { LiveEventsSource, type LiveTopic } from './live-events-source';
import { envelope, outcome, wireEvent } from './test-wire';

describe('a live list kept fresh by polling', () => {
  let server: TestServer;
  let byChamp = new Map<number, WireEvent[]>();
  let failing = false;
  beforeAll(async () => {
    server = await startTestServer();
    server.route('/service-api/LiveFeed/Get1x2_VZip', (request, response) => {
      if (failing) return sendJson(response, 503, {});
      const champs = new URL(request.url, server.baseUrl).searchParams.get('champs')?.split(',').map(Number) ?? [];
      sendJson(response, 200, envelope(champs.flatMap((id) => byChamp.get(id) ?? [])));
    });
  });
  afterAll(() => server.close());

  const topic = (pages: number[][]): LiveTopic => ({ kind: 1, lang: 'ru', intervalMs: 60_000, queries: pages.map((champs) => ({ champs, count: 50 })) });
  const game = (id: number, champ: number, home: number) => wireEvent({ I: id, ZP: id, LI: champ, E: [outcome(1, 1, home), outcome(1, 2, 3400), outcome(1, 3, 2900)], AE: [] });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('shows the loader’s first page at once, then moves prices and adds pages without blanking the list', async () => {
    byChamp = new Map([
      [10, [game(1, 10, 2500)]],
      [20, [game(2, 20, 1800)]],
    ]);
    const answers: number[][] = [];
    const source = new LiveEventsSource(createFeedClient({ baseUrl: server.baseUrl }), topic([[10]]), [game(1, 10, 2400)], (events) => answers.push(events.map((e) => e.I)), () => 42);
    expect(source.getSnapshot()).toMatchObject({ loading: false, failed: false });
    expect(source.getSnapshot().events.map((e) => e.id)).toEqual([1]);

    source.start();
    await until(() => source.getSnapshot().events[0]?.main?.columns[0]?.outcome?.price === 2500);
    expect(source.getSnapshot().events[0]?.main?.columns[0]?.outcome).toMatchObject({ move: 'up', movedAt: 42 });

    source.setTopic(topic([[10], [20]]));
    // The shown page stays while the next one loads.
    expect(source.getSnapshot()).toMatchObject({ loading: true });
    expect(source.getSnapshot().events.map((e) => e.id)).toEqual([1]);
    await until(() => source.getSnapshot().events.length === 2);
    expect(source.getSnapshot()).toMatchObject({ loading: false });
    expect(source.getSnapshot().events.map((e) => e.id)).toEqual([1, 2]);
    expect(answers.at(-1)).toEqual([1, 2]);
    source.destroy();
  });

  it('keeps the last good answer when the feed fails, and says so', async () => {
    byChamp = new Map([[10, [game(1, 10, 2500)]]]);
    const source = new LiveEventsSource(createFeedClient({ baseUrl: server.baseUrl, timeoutMs: 2_000 }), topic([[10]]), [game(1, 10, 2500)]);
    failing = true;
    source.start();
    await until(() => source.getSnapshot().failed);
    expect(source.getSnapshot().events.map((e) => e.id)).toEqual([1]);
    failing = false;
    source.destroy();
  });
});
