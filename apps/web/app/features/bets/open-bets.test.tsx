import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import type { BetRecord } from '@stavka/contract/betting';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { score, wireGame } from '../../shared/live/test-wire';
import { ru } from '../../shared/ui/test-utils';
import { OpenBets } from './open-bets';
import { bet, bodiesTo, describeLeg, leg, page, pointPageAt, renderBets } from './test-harness';

// The open bets under the slip (issue 12): every waiting or accepted bet of the player, however old,
// with the live status of its games followed by push, read again on each `bet` notice.

let server: TestServer;
let push: TestPushServer | undefined;
let items: BetRecord[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.history, (_request, response) => sendJson(response, 200, page(items)));
});
afterAll(() => server.close());
afterEach(async () => {
  await push?.stop();
  push = undefined;
});
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  items = [];
});

describe('the open bets under the slip', () => {
  it("lists the player's waiting and accepted bets with the live score of their games", async () => {
    push = await startTestPushServer();
    push.onFrame((frame, peer) => {
      if (frame.type === 'subscribe' && frame.topic.kind === 'game') {
        peer.send({ type: 'snapshot', id: frame.id, ch: 7, seq: 0, topic: `game:${frame.topic.gameId}`, data: { game: { ...wireGame(frame.topic.gameId), SC: score(2, 1) } } });
      }
    });
    items = [bet(601, { live: true, status: 'waiting', legs: [leg(44, { feedKind: 1 })] }), bet(602, { legs: [leg(45)] })];
    renderBets(<OpenBets describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/line', pushUrl: push.url });
    const open = await screen.findByTestId('open-bets');
    await waitFor(() => expect(within(open).getAllByRole('article')).toHaveLength(2));
    expect(bodiesTo(server, bettingPaths.history)[0]).toEqual({ page_number: 1, date_from: 0, status: ['waiting', 'accepted'] });
    const live = within(open).getByRole('article', { name: ru('bets_bet_label', { number: 601 }) });
    expect(live.textContent).toContain(ru('bets_status_waiting'));
    await waitFor(() => expect(live.querySelector('[data-score]')?.textContent).toBe('2:1'));
    expect(live.textContent).toContain('1st half');
    // A line game not started yet is not followed.
    expect(push.received.filter((frame) => frame.type === 'subscribe').map((frame) => frame.type === 'subscribe' && frame.topic)).toEqual([{ kind: 'game', gameId: 44 }]);
    expect(within(open).getByRole('link', { name: ru('bets_history_link') }).getAttribute('href')).toBe('/ru/office/history');
  });

  it('reads them again on a bet notice', async () => {
    push = await startTestPushServer();
    items = [bet(603)];
    renderBets(<OpenBets describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/line', pushUrl: push.url });
    const open = await screen.findByTestId('open-bets');
    await waitFor(() => expect(within(open).getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(push?.connections()).toBe(1));
    items = [];
    push.broadcast({ type: 'notice', notice: { kind: 'bet', betId: 603, status: 'won' } });
    await waitFor(() => expect(within(open).getByText(ru('bets_open_empty'))).toBeTruthy());
  });

  it('shows nothing to a guest and asks for nothing', async () => {
    const { container } = renderBets(<OpenBets describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/line', viewer: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(server.hits(bettingPaths.history)).toBe(0);
  });
});
