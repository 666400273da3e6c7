import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushNotice } from '@stavka/contract/push';
import { createHttpClient } from '../http/http-client';
import { LiveFeed } from './live-feed';
import { LiveFeedProvider, useLiveEvent, useLiveNotices, useLiveTopic, useOutcomePrice } from './live-hooks';
import { LiveSocket } from './live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from './test-push-server';
import { outcome, wireEvent } from './test-wire';

// DESIGN §2: "only changed odds cells re-render". Components read one cell each; a delta that
// moves one price re-renders that cell alone. Topics are followed while mounted, over a real socket.

const renders = new Map<string, number>();
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);

function Cell({ gameId, type }: { gameId: number; type: number }) {
  const cell = useOutcomePrice(gameId, 1, type);
  count(`cell ${type}`);
  return <span data-testid={`cell-${type}`}>{cell ? `${cell.price} ${cell.move ?? '-'}` : 'none'}</span>;
}

function Row({ gameId }: { gameId: number }) {
  const event = useLiveEvent(gameId);
  count('row');
  return (
    <div>
      {event?.O1}
      {[1, 2, 3].map((type) => (
        <Cell key={type} gameId={gameId} type={type} />
      ))}
    </div>
  );
}

function TopicList() {
  const view = useLiveTopic({ kind: 'top', feedKind: 1 }, 'topGames');
  return <p data-testid="topic">{`${view.status} ${view.order.join(',')}`}</p>;
}

function Notices({ into }: { into: PushNotice[] }) {
  useLiveNotices((notice) => into.push(notice));
  return null;
}

let server: TestPushServer;
let socket: LiveSocket;
let feed: LiveFeed;

beforeEach(async () => {
  renders.clear();
  server = await startTestPushServer();
  server.onFrame((frame, peer) => {
    if (frame.type === 'subscribe') peer.send({ type: 'snapshot', id: frame.id, ch: 1, seq: 0, topic: 'top:1', data: { events: [wireEvent(4), wireEvent(2)] } });
  });
  socket = new LiveSocket({ url: server.url, createSocket: nodeSocket });
  feed = new LiveFeed({ socket, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'en' });
});
afterEach(async () => {
  cleanup();
  await server.stop();
});

describe('live hooks', () => {
  it('re-render only the cell whose price moved', () => {
    feed.store.applySnapshot('t', { events: [wireEvent(1)] }, 'socket');
    render(
      <LiveFeedProvider feed={feed}>
        <Row gameId={1} />
      </LiveFeedProvider>,
    );
    expect(screen.getByTestId('cell-1').textContent).toBe('2100 -');
    const before = new Map(renders);
    act(() => feed.store.applyDelta('t', [{ I: 1, U: 1_893_499_300, E: [outcome(1, 1, 2.25)] }], undefined));
    expect(screen.getByTestId('cell-1').textContent).toBe('2250 up');
    expect(renders.get('cell 1')).toBe((before.get('cell 1') ?? 0) + 1);
    expect(renders.get('cell 2')).toBe(before.get('cell 2'));
    expect(renders.get('cell 3')).toBe(before.get('cell 3'));
    expect(renders.get('row')).toBe(before.get('row'));
  });

  it('follow a topic while mounted and let it go when unmounted', async () => {
    feed.start();
    await until(() => socket.state === 'open'); // so the topic starts on the socket, not by polling
    const { rerender } = render(
      <LiveFeedProvider feed={feed}>
        <TopicList />
      </LiveFeedProvider>,
    );
    await act(() => until(() => feed.store.topic('top:1')?.source === 'socket'));
    expect(screen.getByTestId('topic').textContent).toBe('ready 4,2');
    rerender(<LiveFeedProvider feed={feed}>{null}</LiveFeedProvider>);
    await until(() => server.received.some((frame) => frame.type === 'unsubscribe'));
    expect(feed.store.topic('top:1')).toBeUndefined();
  });

  it('hand pushed notices to the listening component', async () => {
    const notices: PushNotice[] = [];
    render(
      <LiveFeedProvider feed={feed}>
        <Notices into={notices} />
      </LiveFeedProvider>,
    );
    await until(() => server.connections() === 1);
    const notice: PushNotice = { kind: 'game', id: 'n1', at: 1, gameId: 1, constId: 2, sportId: 1, event: 'result', O1: 'A', O2: 'B', score: { S1: 1, S2: 0 } };
    server.broadcast({ type: 'notice', notice });
    await until(() => notices.length === 1);
    expect(notices[0]).toEqual(notice);
  });
});
