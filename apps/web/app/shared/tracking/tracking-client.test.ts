import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingBatchSchema, trackingEventCodes } from '@stavka/contract/tracking';
import type { TrackingBatch } from '@stavka/contract/tracking';
import { AppStorage } from '../storage/app-storage';
import { MemoryStorage } from '../storage/storage-kinds';
import { createTrackingClient } from './tracking-client';
import type { TrackingClientOptions } from './tracking-client';
import type { TrackingTransport } from './tracking-transport';

interface Sent {
  readonly url: string;
  readonly batch: TrackingBatch;
  readonly beacon: boolean;
}

let sent: Sent[];
let storage: AppStorage;
let ids: number;

/** Records what would leave the browser, checking each body against the contract. */
const recordingTransport: TrackingTransport = (url, body, { beacon }) => {
  sent.push({ url, batch: trackingBatchSchema.parse(JSON.parse(body)), beacon });
  return Promise.resolve();
};

const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

function client(options: TrackingClientOptions = {}) {
  return createTrackingClient({
    transport: recordingTransport,
    storage,
    newId: nextId,
    screen: () => ({ w: 390, h: 844 }),
    ...options,
  });
}

const codesOf = (entry: Sent | undefined) => entry?.batch.events.map((event) => event.code);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
  sent = [];
  ids = 0;
  storage = new AppStorage({ sources: { localStorage: () => new MemoryStorage() } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('batching (spec §9: every 3000 ms, at most 10 events)', () => {
  it('sends queued events together on the 3000 ms tick', () => {
    const tracking = client();
    tracking.start();
    tracking.track(trackingEventCodes.login, { i1: 7 });
    tracking.track(trackingEventCodes.successfulBet, { f1: 2.5, s1: 'express' });
    vi.advanceTimersByTime(2_999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/web-api/tracking/event.json');
    expect(sent[0]?.beacon).toBe(false);
    expect(sent[0]?.batch).toMatchObject({
      screen: { w: 390, h: 844 },
      ab: [],
      events: [
        { code: 1, timestamp: Date.parse('2030-01-01T00:00:00Z') },
        { code: 3, metadata: { i1: 7 } },
        { code: 10000, metadata: { f1: 2.5, s1: 'express' } },
      ],
    });
    vi.advanceTimersByTime(3_000);
    expect(sent).toHaveLength(1); // nothing new, nothing sent
    tracking.stop();
  });

  it('splits into batches of 10 and sends at most 5 requests a second', () => {
    const tracking = client();
    tracking.start(); // queues the init event
    for (let index = 0; index < 99; index += 1)
      tracking.track(trackingEventCodes.betSaleDone, { i1: index });
    vi.advanceTimersByTime(3_000);
    expect(sent.map((entry) => entry.batch.events.length)).toEqual([10, 10, 10, 10, 10]);
    vi.advanceTimersByTime(3_000);
    expect(sent).toHaveLength(10);
    expect(sent.at(-1)?.batch.events.at(-1)?.metadata).toEqual({ i1: 98 });
    tracking.stop();
  });

  it('holds manual flushes to 5 requests within a second', () => {
    const tracking = client();
    for (let index = 0; index < 80; index += 1) tracking.track(trackingEventCodes.login);
    tracking.flush();
    tracking.flush();
    expect(sent).toHaveLength(5);
    vi.advanceTimersByTime(999);
    tracking.flush();
    expect(sent).toHaveLength(5);
    vi.advanceTimersByTime(1);
    tracking.flush();
    expect(sent).toHaveLength(8);
  });
});

describe('identity and session', () => {
  it('keeps the device uuid in storage', () => {
    const first = client();
    first.track(trackingEventCodes.login);
    first.flush();
    const second = client();
    second.track(trackingEventCodes.login);
    vi.advanceTimersByTime(1_000);
    second.flush();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.batch.uuid).toBe(sent[0]?.batch.uuid);
  });

  it('starts a new session after 1800 s idle and never mixes sessions in a batch', () => {
    const tracking = client();
    tracking.track(trackingEventCodes.login);
    vi.advanceTimersByTime(1_799_999);
    tracking.track(trackingEventCodes.registration); // still the same session, now refreshed
    vi.advanceTimersByTime(1_800_000);
    tracking.track(trackingEventCodes.successfulBet); // idle for 1800 s: a new session
    tracking.flush();
    expect(sent.map(codesOf)).toEqual([[3, 1000], [10000]]);
    expect(sent[0]?.batch.sessionId).not.toBe(sent[1]?.batch.sessionId);
  });

  it('a new session has recording off until the server switches it on', () => {
    const tracking = client();
    tracking.setRecording(true);
    expect(storage.get('trackingSession')).toMatchObject({ isRecording: true });
    vi.advanceTimersByTime(1_800_000);
    tracking.track(trackingEventCodes.login);
    expect(storage.get('trackingSession')).toMatchObject({ isRecording: false });
  });

  it('sends the user id and A/B ids, and splits batches when the user changes', () => {
    const tracking = client();
    tracking.track(trackingEventCodes.init);
    tracking.setUserId(42);
    tracking.setAbIds(['checkout-b', '']);
    tracking.track(trackingEventCodes.login);
    tracking.flush();
    expect(sent.map((entry) => entry.batch.userId)).toEqual([undefined, 42]);
    expect(sent[1]?.batch.ab).toEqual(['checkout-b']);
  });

  it('corrects timestamps by the server clock offset', () => {
    const tracking = client();
    tracking.setServerTimeOffset(-5_000);
    tracking.track(trackingEventCodes.login);
    tracking.flush();
    expect(sent[0]?.batch.events[0]?.timestamp).toBe(Date.parse('2030-01-01T00:00:00Z') - 5_000);
  });
});

describe('bot filter (spec §7.14: up to 5 route changes per 5 s)', () => {
  it('drops a burst of route changes', () => {
    const tracking = client();
    for (let index = 0; index < 5; index += 1) {
      tracking.trackRouteChange(`/ru/line/${index}`);
      vi.advanceTimersByTime(900);
    }
    expect(tracking.isBotLike()).toBe(false);
    tracking.trackRouteChange('/ru/line/5'); // the 6th within 5 s
    expect(tracking.isBotLike()).toBe(true);
    tracking.track(trackingEventCodes.login); // other events still count
    tracking.flush();
    expect(sent.flatMap((entry) => codesOf(entry) ?? [])).toEqual([3]);
  });

  it('keeps route changes at a human pace and recovers after the burst', () => {
    const tracking = client();
    for (let index = 0; index < 6; index += 1) {
      tracking.trackRouteChange(`/ru/live/${index}`);
      vi.advanceTimersByTime(1_001);
    }
    expect(tracking.isBotLike()).toBe(false);
    tracking.flush();
    expect(sent.flatMap((entry) => entry.batch.events.map((event) => event.metadata?.s1))).toEqual([
      '/ru/live/0',
      '/ru/live/1',
      '/ru/live/2',
      '/ru/live/3',
      '/ru/live/4',
      '/ru/live/5',
    ]);
  });
});

describe('failures are silent', () => {
  it('never throws or logs an error when the transport fails', async () => {
    const errors = vi.spyOn(console, 'error');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const tracking = client({ transport: () => Promise.reject(new Error('offline')) });
    tracking.track(trackingEventCodes.login);
    expect(() => tracking.flush()).not.toThrow();
    await vi.runAllTimersAsync();
    expect(errors).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalled();
  });

  it('cleans metadata instead of dropping the event', () => {
    const tracking = client();
    tracking.track(trackingEventCodes.login, {
      i1: 1.5,
      i2: 2,
      f1: Number.NaN,
      s1: 'x'.repeat(300),
    });
    tracking.flush();
    expect(sent[0]?.batch.events[0]?.metadata).toEqual({ i2: 2, s1: 'x'.repeat(256) });
  });

  it('flushes with a beacon when the page is hidden', () => {
    const tracking = client();
    tracking.start();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.beacon).toBe(true);
    tracking.stop();
  });
});

describe('cookie consent (issue 13: tracking only from the marketing level up)', () => {
  it('queues and sends nothing while the consent does not allow it', () => {
    const tracking = client({ allowed: false });
    tracking.start();
    tracking.track(trackingEventCodes.login, { i1: 7 });
    tracking.trackRouteChange('/ru/');
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(0);
  });

  it('starts with an init event once consent is given, and drops what waits when it is withdrawn', () => {
    const tracking = client({ allowed: false });
    tracking.start();
    tracking.setAllowed(true);
    tracking.track(trackingEventCodes.login);
    vi.advanceTimersByTime(3_000);
    expect(codesOf(sent[0])).toEqual([trackingEventCodes.init, trackingEventCodes.login]);
    tracking.track(trackingEventCodes.login);
    tracking.setAllowed(false);
    tracking.track(trackingEventCodes.login);
    vi.advanceTimersByTime(9_000);
    expect(sent).toHaveLength(1);
  });
});
