import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect as connectNats, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_STREAM } from './durable-subjects';
import type { EventBus } from './event-bus';
import { connectNatsBus } from './nats-bus';
import { NATS_SERVER_BINARY, startNatsServer, type NatsServerProcess } from './nats-server-process';

// The NATS bus against a real nats-server with JetStream (decision 0019): domain events reach a
// durable subscriber role once across the processes, including those published while the role was
// down or while NATS itself restarted; live subscribers get them in every process; TLS works from
// the URL and the CA file.

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(NATS_SERVER_BINARY === undefined)('NATS bus with JetStream', { timeout: 60_000 }, () => {
  let nats: NatsServerProcess;
  const buses: EventBus[] = [];
  let errors: string[] = [];

  const connect = async () => {
    const bus = await connectNatsBus({ url: nats.url, reconnectDelayMs: 50, onError: (error, subject) => errors.push(`${subject}: ${String(error)}`) });
    buses.push(bus);
    return bus;
  };
  /** The test's own view of the server, for asking whether a consumer is there. */
  let watcher: { nc: NatsConnection; jsm: JetStreamManager } | undefined;
  /** Whether the role's durable consumer is on the server (a new role starts from then: deliver policy New). */
  const consumerExists = async (role: string): Promise<boolean> => {
    if (!watcher || watcher.nc.isClosed()) {
      const nc = await connectNats({ servers: nats.url });
      watcher = { nc, jsm: await jetstreamManager(nc) };
    }
    return watcher.jsm.consumers.info(DOMAIN_STREAM, role).then(
      () => true,
      () => false,
    );
  };
  /**
   * A role's subscriber in a process: resolves once the bus is consuming (a first event reaches a
   * marker role set up beside it) and the role's own consumer is on the server, so that nothing
   * published from now on is missed by the role (the two consumers are set up concurrently).
   */
  const durable = async (bus: EventBus, from: EventBus, role: string, pattern: string, got: unknown[]) => {
    const marker = `domain.test.ready.${role}`;
    let ready = false;
    bus.subscribe(pattern, (event) => got.push(event), { durable: role });
    bus.subscribe(marker, () => (ready = true), { durable: `${role}-ready` });
    await until(() => {
      if (!ready) from.publish(marker, {});
      return ready;
    });
    for (let tries = 0; !(await consumerExists(role)); tries++) {
      if (tries > 200) throw new Error(`the consumer of ${role} was never made`);
      await settle(50);
    }
  };

  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(async () => {
    await watcher?.nc.close();
    await nats.dispose();
  });
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
    errors = [];
  });

  it('hands each domain event to one process of a role, and to every live subscriber', async () => {
    const [a, b, producer] = [await connect(), await connect(), await connect()];
    const roleA: unknown[] = [];
    const roleB: unknown[] = [];
    await durable(a, producer, 'settle-once', 'domain.bet.settled', roleA);
    await durable(b, producer, 'settle-once', 'domain.bet.settled', roleB);
    const liveA: unknown[] = [];
    const liveB: unknown[] = [];
    a.subscribe('domain.bet.*', (event) => liveA.push(event));
    b.subscribe('domain.bet.*', (event) => liveB.push(event));
    await settle();

    for (let n = 1; n <= 20; n++) await producer.publishConfirmed?.('domain.bet.settled', { n });
    await until(() => roleA.length + roleB.length === 20 && liveA.length === 20 && liveB.length === 20);
    await settle();
    const handled = [...roleA, ...roleB].map((e) => (e as { n: number }).n).sort((x, y) => x - y);
    expect(handled).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(liveA).toEqual(liveB);
    expect(errors).toEqual([]);
  });

  it('delivers what was published while the role was down, when it comes back', async () => {
    const producer = await connect();
    const first = await connect();
    const before: unknown[] = [];
    await durable(first, producer, 'mailer', 'domain.wallet.*', before);
    await first.close();

    await producer.publishConfirmed?.('domain.wallet.deposited', { id: 1 });
    await producer.publishConfirmed?.('domain.wallet.withdrawn', { id: 2 });

    const again = await connect();
    const after: unknown[] = [];
    again.subscribe('domain.wallet.*', (event) => after.push(event), { durable: 'mailer' });
    await until(() => after.length === 2);
    expect(after).toEqual([{ id: 1 }, { id: 2 }]);
    expect(before).toEqual([]);
  });

  it('keeps domain events across a restart of NATS itself', async () => {
    const subscriber = await connect();
    const producer = await connect();
    const got: unknown[] = [];
    await durable(subscriber, producer, 'ledger-watch', 'domain.ledger.>', got);
    await subscriber.close();
    await producer.publishConfirmed?.('domain.ledger.posted.7', { transfer: 7 });

    await nats.stop();
    await nats.start();
    const back = await connect();
    back.subscribe('domain.ledger.>', (event, subject) => got.push({ subject, event }), { durable: 'ledger-watch' });
    // JetStream recovers its file-backed stream after the restart first: seconds on a busy machine.
    await until(() => got.length === 1, 30_000);
    expect(got).toEqual([{ subject: 'domain.ledger.posted.7', event: { transfer: 7 } }]);
  });

  it('confirms a publication only once it is stored, and stores a repeat of the same id once', async () => {
    const [bus, producer] = [await connect(), await connect()];
    const got: unknown[] = [];
    await durable(bus, producer, 'confirm-watch', 'domain.confirm.*', got);

    await nats.stop();
    // What the outbox sees while NATS is away: a refusal, so it keeps the row and tries again.
    await expect(producer.publishConfirmed?.('domain.confirm.paid', { n: 1 }, 'outbox-41')).rejects.toThrow();
    await expect(producer.publishConfirmed?.('push.user.1', { n: 1 })).rejects.toThrow(/disconnected/);
    await nats.start();

    // The outbox's next attempts, until the client is back; a repeat that was stored after all is kept once.
    let confirmed = false;
    while (!confirmed) {
      confirmed = await (producer.publishConfirmed?.('domain.confirm.paid', { n: 1 }, 'outbox-41') ?? Promise.resolve()).then(
        () => true,
        () => new Promise<boolean>((r) => setTimeout(() => r(false), 200)),
      );
    }
    await producer.publishConfirmed?.('domain.confirm.paid', { n: 1 }, 'outbox-41');
    await producer.publishConfirmed?.('domain.confirm.paid', { n: 2 }, 'outbox-42');
    await until(() => got.length === 2);
    await settle(500);
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('stores a domain event published while NATS is away once it is back, once', async () => {
    const [bus, producer] = [await connect(), await connect()];
    const got: unknown[] = [];
    await durable(bus, producer, 'retry-watch', 'domain.retry.*', got);
    await nats.stop();
    producer.publish('domain.retry.made', { n: 1 });
    await settle(500);
    await nats.start();
    await until(() => got.length === 1, 30_000);
    await settle(1_500);
    expect(got).toEqual([{ n: 1 }]);
  });

  it('offers an event again when its handler throws, and reports the error', async () => {
    const [bus, producer] = [await connect(), await connect()];
    let attempts = 0;
    const handled: unknown[] = [];
    await durable(bus, producer, 'flaky-warmup', 'domain.flaky.warmup', []);
    bus.subscribe(
      'domain.flaky.event',
      (event) => {
        attempts++;
        if (attempts === 1) throw new Error('the first attempt fails');
        handled.push(event);
      },
      { durable: 'flaky' },
    );
    await settle(500);
    await producer.publishConfirmed?.('domain.flaky.event', { n: 1 });
    await until(() => handled.length === 1);
    expect(attempts).toBe(2);
    expect(errors).toEqual([expect.stringMatching(/^domain\.flaky\.event: Error: the first attempt fails/)]);
  });

  it('refuses a durable subscription outside the domain subjects, or with a bad name', async () => {
    const bus = await connect();
    expect(() => bus.subscribe('feed.relay.ops', () => {}, { durable: 'x' })).toThrow(/domain subject/);
    expect(() => bus.subscribe('domain.x', () => {}, { durable: 'a.b' })).toThrow(/durable subscriber name/);
  });
});

describe.skipIf(NATS_SERVER_BINARY === undefined)('NATS bus over TLS', { timeout: 60_000 }, () => {
  let nats: NatsServerProcess;
  let certDir: string;

  beforeAll(async () => {
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-nats-tls-'));
    const file = (name: string) => path.join(certDir, name);
    const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Test CA', '-keyout', file('ca.key'), '-out', file('ca.pem'));
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', file('server.key'), '-out', file('server.csr'));
    fs.writeFileSync(file('san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-days', '1', '-extfile', file('san.ext'), '-out', file('server.pem'));
    nats = await startNatsServer(['--tls', '--tlscert', file('server.pem'), '--tlskey', file('server.key')], 'tls');
  });
  afterAll(async () => {
    await nats.dispose();
    fs.rmSync(certDir, { recursive: true, force: true });
  });

  it('connects with tls:// and the CA file, and carries events', async () => {
    const bus = await connectNatsBus({ url: nats.url, tls: { caFile: path.join(certDir, 'ca.pem') } });
    try {
      const got: unknown[] = [];
      bus.subscribe('tls.check', (event) => got.push(event));
      await bus.publishConfirmed?.('tls.check', { secure: true });
      await until(() => got.length === 1);
      expect(got).toEqual([{ secure: true }]);
    } finally {
      await bus.close();
    }
  });

  it('refuses a server whose certificate it cannot verify', async () => {
    await expect(connectNatsBus({ url: nats.url, connectTimeoutMs: 3_000 })).rejects.toThrow(/self-signed certificate|unable to verify|certificate/);
  });
});
