import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from './event-bus';
import { connectNatsBus } from './nats-bus';
import { startNatsTestServer, type NatsTestServer } from './nats-test-server';

// The NATS adapter against a local server speaking the NATS core protocol: two processes' buses
// exchange events, patterns and unsubscribe work, and the connection comes back after a drop.

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/**
 * Waits until `to`'s subscriptions made so far are active at the server: SUB lines go in order, so
 * once a later probe subscription receives, the earlier ones do too.
 */
const synced = async (from: EventBus, to: EventBus) => {
  let got = false;
  const off = to.subscribe('sync.probe', () => {
    got = true;
  });
  await until(() => {
    if (!got) from.publish('sync.probe', {});
    return got;
  });
  off();
};

describe('NATS bus', () => {
  let server: NatsTestServer;
  let buses: EventBus[];

  beforeEach(async () => {
    server = await startNatsTestServer();
    buses = [];
  });
  afterEach(async () => {
    for (const bus of buses) await bus.close();
    await server.close();
  });

  const connect = async (url = `nats://127.0.0.1:${server.port}`) => {
    const bus = await connectNatsBus({ url, reconnectDelayMs: 20 });
    buses.push(bus);
    return bus;
  };

  it('carries JSON events between two connections, by subject and by pattern', async () => {
    const a = await connect();
    const b = await connect();
    const seen: string[] = [];
    b.subscribe<{ n: number }>('feed.game.*', (e, subject) => seen.push(`${subject}:${e.n}`));
    b.subscribe<{ text: string }>('feed.catalogue', (e) => seen.push(e.text));
    await synced(a, b);
    a.publish('feed.game.1', { n: 1 });
    a.publish('feed.game.2', { n: 2 });
    a.publish('feed.catalogue', { text: 'Футбол ⚽ \r\n multi-line' });
    await until(() => seen.length === 3);
    expect(seen).toEqual(['feed.game.1:1', 'feed.game.2:2', 'Футбол ⚽ \r\n multi-line']);
  });

  it('sends credentials from the URL', async () => {
    await connect(`nats://alice:s3cret@127.0.0.1:${server.port}`);
    await connect(`nats://tok3n@127.0.0.1:${server.port}`);
    expect(server.connects).toEqual([
      expect.objectContaining({ user: 'alice', pass: 's3cret', verbose: false }),
      expect.objectContaining({ auth_token: 'tok3n' }),
    ]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = await connect();
    const got: number[] = [];
    const off = bus.subscribe<{ n: number }>('a.b', (e) => got.push(e.n));
    await synced(bus, bus);
    bus.publish('a.b', { n: 1 });
    await until(() => got.length === 1);
    off();
    await synced(bus, bus);
    bus.publish('a.b', { n: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([1]);
  });

  it('comes back after the connection drops and renews its subscriptions', async () => {
    const bus = await connect();
    const got: number[] = [];
    bus.subscribe<{ n: number }>('x.y', (e) => got.push(e.n));
    await synced(bus, bus);
    server.dropClients();
    await new Promise((r) => setTimeout(r, 10)); // the drop reaches the client
    bus.publish('x.y', { n: 7 }); // kept while disconnected, sent after the reconnection
    await until(() => got.includes(7));
    expect(server.connects.length).toBe(2);
    bus.publish('x.y', { n: 8 });
    await until(() => got.includes(8));
  });

  it("refuses an event over the server's max_payload and stays connected", async () => {
    const errors: string[] = [];
    const bus = await connectNatsBus({ url: `nats://127.0.0.1:${server.port}`, onError: (error, subject) => errors.push(`${subject}: ${String(error)}`) });
    buses.push(bus);
    const got: number[] = [];
    bus.subscribe<{ n: number }>('big.one', (e) => got.push(e.n));
    await synced(bus, bus);
    bus.publish('big.one', { n: 1, text: 'x'.repeat(1_048_576) });
    bus.publish('big.one', { n: 2 });
    await until(() => got.length === 1);
    expect(got).toEqual([2]);
    expect(errors).toEqual([expect.stringMatching(/^big\.one: .*over the server's 1048576-byte limit/)]);
    expect(server.connects.length).toBe(1);
  });

  it('fails to connect when nobody answers', async () => {
    await expect(connectNatsBus({ url: 'nats://127.0.0.1:1', connectTimeoutMs: 500 })).rejects.toThrow();
  });
});
