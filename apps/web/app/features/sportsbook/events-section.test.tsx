import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRE_MATCH_SCORE } from '@stavka/contract/feed-wire';
import type { PushTopic } from '@stavka/contract/push';
import { pushTopicKey } from '@stavka/contract/push';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from '../../shared/live/test-push-server';
import type { WebViewer } from '@stavka/contract/web-context';
import type { CatalogueSport } from './catalogue';
import { EventsSection } from './events-section';
import { OddsFormatProvider } from './odds-format';
import type { SectionData } from './page-data';
import { outcome, wireEvent } from './test-wire';
import { renderInSportsSite } from './test-site';

// The list pages fed by push (DESIGN §5): the loader's first page renders at once, the socket's
// snapshot and deltas then keep it live; a price change reaches the one button, a score its row.

const chelsea = wireEvent();
const arsenal = wireEvent({ I: 700_000_002, ZP: 700_000_002, O1: 'Арсенал', O2: 'Фулхэм', O1E: 'Arsenal', O2E: 'Fulham' });
const tennis = wireEvent({ I: 700_000_003, ZP: 700_000_003, SI: 4, SN: 'Теннис', LI: 5, L: 'ATP. Вена', LE: 'ATP. Vienna', O1: 'Медведев', O2: 'Синнер', E: [outcome(1, 1, 1800), outcome(1, 3, 2000)], AE: [] });

let server: TestPushServer;
let socket: LiveSocket;
let feed: LiveFeed;
/** What the scripted server answers to a subscription, by topic key. */
let snapshots: Record<string, ReturnType<typeof wireEvent>[]>;
const channels = new Map<string, number>();

beforeEach(async () => {
  snapshots = {};
  channels.clear();
  server = await startTestPushServer();
  server.onFrame((frame, peer) => {
    if (frame.type !== 'subscribe') return;
    const key = pushTopicKey(frame.topic);
    const ch = channels.size + 1;
    channels.set(key, ch);
    peer.send({ type: 'snapshot', id: frame.id, ch, seq: 0, topic: key, data: { events: snapshots[key] ?? [] } });
  });
  socket = new LiveSocket({ url: server.url, createSocket: nodeSocket });
  // Nothing answers HTTP here: the socket alone feeds the page.
  feed = new LiveFeed({ socket, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'ru' });
  feed.start();
  await until(() => socket.state === 'open');
});
afterEach(async () => {
  feed.stop();
  await server.stop();
});

function renderSection(data: SectionData, catalogue: readonly CatalogueSport[] = [], viewer: WebViewer | null = null, limit?: number) {
  return renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <OddsFormatProvider initial="decimal">
        <EventsSection id="s" title="Футбол" data={data} catalogue={catalogue} emptyText="Пусто" {...(limit === undefined ? {} : { limit })} />
      </OddsFormatProvider>
    </LiveFeedProvider>,
    { viewer },
  );
}

/** A signed-in player who hides football from their live lists (office_settings_disallow_sports). */
const hidesLiveFootball: WebViewer = {
  userId: 100000007,
  login: '100000007',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'csrf',
  hiddenSports: { line: [], live: [1] },
};

const subscribed = (topic: PushTopic) => server.received.some((frame) => frame.type === 'subscribe' && pushTopicKey(frame.topic) === pushTopicKey(topic));
const row = (id: number) => document.querySelector(`[data-event="${id}"]`);
const homePrice = (id: number) => row(id)?.querySelector('button[data-price]');

describe('a list page fed by push', () => {
  it('shows the loader’s first page at once, then the topic’s snapshot, and moves one price and one score in place', async () => {
    const sport: PushTopic = { kind: 'sport', sportId: 1, feedKind: 1 };
    snapshots[pushTopicKey(sport)] = [chelsea, arsenal];
    renderSection({ kind: 1, scope: { type: 'sport', sportId: 1 }, initial: [chelsea] });
    // Seeded from the loader: no round trip before the first rows.
    expect(row(700_000_001)).not.toBeNull();
    await act(() => until(() => row(700_000_002) !== null));
    expect(subscribed(sport)).toBe(true);

    const arsenalRow = row(700_000_002);
    const ch = channels.get(pushTopicKey(sport)) ?? 0;
    await act(async () => {
      server.broadcast({ type: 'delta', ch, seq: 1, ts: Date.now(), changes: [{ I: 700_000_001, U: chelsea.U + 5, E: [outcome(1, 1, 2750)] }] });
      await until(() => homePrice(700_000_001)?.getAttribute('data-price') === '2750');
    });
    expect(homePrice(700_000_001)?.querySelector('[data-move="up"]')?.textContent).toBe('▲');
    // The other game's row is the same element: nothing but the moved button changed.
    expect(row(700_000_002)).toBe(arsenalRow);
    expect(homePrice(700_000_002)?.getAttribute('data-price')).toBe('2500');

    await act(async () => {
      server.broadcast({ type: 'delta', ch, seq: 2, ts: Date.now(), changes: [{ I: 700_000_002, U: chelsea.U + 9, SC: { ...(arsenal.SC ?? PRE_MATCH_SCORE), FS: { S1: 3, S2: 1 } } }] });
      await until(() => row(700_000_002)?.querySelector('[data-score="1"]')?.textContent === '3');
    });
  });

  it('keeps a bounded list to its first games, however many the topic brings', async () => {
    const sport: PushTopic = { kind: 'sport', sportId: 1, feedKind: 1 };
    snapshots[pushTopicKey(sport)] = [chelsea, arsenal, tennis];
    renderSection({ kind: 1, scope: { type: 'sport', sportId: 1 }, initial: [chelsea] }, [], null, 2);
    await act(() => until(() => row(700_000_002) !== null));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.querySelectorAll('[data-event]')).toHaveLength(2);
    expect(row(700_000_003)).toBeNull();
  });

  it('drops a game that left the topic and shows one that joined it', async () => {
    const champ: PushTopic = { kind: 'champ', champId: 88637, feedKind: 1 };
    snapshots[pushTopicKey(champ)] = [chelsea, arsenal];
    renderSection({ kind: 1, scope: { type: 'champ', champId: 88637 }, initial: null });
    await act(() => until(() => row(700_000_002) !== null));
    const ch = channels.get(pushTopicKey(champ)) ?? 0;
    const joined = wireEvent({ I: 700_000_009, ZP: 700_000_009, O1: 'Эвертон', O2: 'Вест Хэм' });
    await act(async () => {
      server.broadcast({ type: 'delta', ch, seq: 1, ts: Date.now(), changes: [{ I: 700_000_001, left: true }, { I: 700_000_009, event: joined }], order: [700_000_002, 700_000_009] });
      await until(() => row(700_000_009) !== null && row(700_000_001) === null);
    });
  });

  it('follows a list across sports one sport topic at a time, the next when the list’s end is on screen', async () => {
    const football: PushTopic = { kind: 'sport', sportId: 1, feedKind: 1 };
    const tennisTopic: PushTopic = { kind: 'sport', sportId: 4, feedKind: 1 };
    snapshots[pushTopicKey(football)] = [chelsea];
    snapshots[pushTopicKey(tennisTopic)] = [tennis];
    const catalogue: CatalogueSport[] = [
      { id: 1, name: 'Футбол', slug: 'football', games: 1, champs: [{ id: 88637, name: 'АПЛ', nameEn: 'EPL', countryId: 826, games: 1 }] },
      { id: 4, name: 'Теннис', slug: 'tennis', games: 1, champs: [{ id: 5, name: 'ATP', nameEn: 'ATP', countryId: 0, games: 1 }] },
    ];
    renderSection({ kind: 1, scope: { type: 'all' }, initial: [chelsea] }, catalogue);
    // One short sport ends on screen (spec §9: within 150 px of the bottom): the next one follows.
    await act(() => until(() => row(700_000_003) !== null));
    const order = server.received.flatMap((frame) => (frame.type === 'subscribe' ? [pushTopicKey(frame.topic)] : []));
    expect(order).toEqual([pushTopicKey(football), pushTopicKey(tennisTopic)]);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Футбол. Англия. Премьер-лига', 'Теннис. ATP. Вена']);
    // Every sport is followed: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });
});

describe('the sports a player hides', () => {
  it('leaves them out of a list across sports, from the first paint, and follows no topic of theirs', async () => {
    const football: CatalogueSport = { id: 1, name: 'Футбол', slug: 'football', games: 2, champs: [] };
    const tennisSport: CatalogueSport = { id: 4, name: 'Теннис', slug: 'tennis', games: 1, champs: [] };
    snapshots[pushTopicKey({ kind: 'sport', sportId: 4, feedKind: 1 })] = [tennis];
    renderSection({ kind: 1, scope: { type: 'all' }, initial: [chelsea, tennis] }, [football, tennisSport], hidesLiveFootball);
    expect(row(700_000_001)).toBeNull();
    expect(row(700_000_003)).not.toBeNull();
    await act(() => until(() => subscribed({ kind: 'sport', sportId: 4, feedKind: 1 })));
    expect(subscribed({ kind: 'sport', sportId: 1, feedKind: 1 })).toBe(false);
  });

  it('still shows them on the sport’s own list (the player went there)', async () => {
    snapshots[pushTopicKey({ kind: 'sport', sportId: 1, feedKind: 1 })] = [chelsea];
    renderSection({ kind: 1, scope: { type: 'sport', sportId: 1 }, initial: [chelsea] }, [], hidesLiveFootball);
    expect(row(700_000_001)).not.toBeNull();
  });
});

