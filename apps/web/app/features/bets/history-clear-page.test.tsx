import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import type { BetRecord } from '@stavka/contract/betting';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { ClearHistoryPage } from './history-clear-page';
import { BetHistoryPage } from './history-page';
import { bet, describeLeg, ok, page, pointPageAt, renderBets } from './test-harness';

// office_bets_history_clear (issue 12): the page says what clearing does and that the bets and the
// money stay; the confirm button clears, the answer gives the moment and the way back to the
// history, which then leaves the earlier bets out. A refusal is said in words and clears nothing.

let server: TestServer;
let items: BetRecord[] = [];
let clearAnswer: { status: number; body: unknown } = { status: 200, body: ok({ clearedBefore: '2025-03-01T10:00:00.000Z' }) };

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.history, (_request, response) => sendJson(response, 200, page(items)));
  server.route(bettingPaths.clearHistory, (_request, response) => {
    // As the server: once cleared, the history view leaves out the bets placed before.
    if (clearAnswer.status === 200) items = [];
    sendJson(response, clearAnswer.status, clearAnswer.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  items = [bet(701), bet(702)];
  clearAnswer = { status: 200, body: ok({ clearedBefore: '2025-03-01T10:00:00.000Z' }) };
});

/** The two screens as the office route table has them: the history and, under it, clearing. */
function HistoryScreens() {
  const { pathname } = useLocation();
  return pathname.endsWith('/clear') ? <ClearHistoryPage /> : <BetHistoryPage describe={describeLeg} oddsFormat="decimal" />;
}

const clearCalls = () => server.received.filter((request) => request.url === bettingPaths.clearHistory).length;

describe('office_bets_history_clear', () => {
  it('is reached from the history, clears on confirm and leads back to a history without the earlier bets', async () => {
    renderBets(<HistoryScreens />);
    await screen.findByRole('article', { name: ru('bets_bet_label', { number: 701 }) });
    fireEvent.click(screen.getByRole('link', { name: ru('bets_clear_link') }));

    await screen.findByRole('heading', { level: 1, name: ru('bets_clear_title') });
    expect(screen.getByText(ru('bets_clear_explain'))).toBeTruthy();
    expect(screen.getByText(ru('bets_clear_kept'))).toBeTruthy();
    expect(clearCalls()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: ru('bets_clear_confirm') }));

    await screen.findByText(ru('bets_clear_done_title'));
    // The moment it took effect, 10:00 UTC, in the player's zone (Moscow, +3).
    const [before = '', after = ''] = ru('bets_clear_done', { time: '|' }).split('|');
    const done = screen.getByText((text) => text.startsWith(before) && text.endsWith(after));
    expect(done.textContent).toContain('01.03.2025');
    expect(done.textContent).toContain('13:00');
    expect(clearCalls()).toBe(1);
    expect(screen.queryByRole('button', { name: ru('bets_clear_confirm') })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: ru('bets_back_to_history') }));
    await screen.findByText(ru('bets_history_empty'));
    expect(screen.queryByRole('article', { name: ru('bets_bet_label', { number: 701 }) })).toBeNull();
  });

  it('says why when the server refuses, keeps the confirm button and the history as it was', async () => {
    clearAnswer = { status: 429, body: { success: false, error: { id: 'rate_limited', message: 'Too many requests' } } };
    renderBets(<ClearHistoryPage />, { path: '/ru/office/history/clear' });
    fireEvent.click(await screen.findByRole('button', { name: ru('bets_clear_confirm') }));
    await screen.findByText(ru('wallet_error_rate_limited'));
    expect(screen.queryByText(ru('bets_clear_done_title'))).toBeNull();
    expect(screen.getByRole('button', { name: ru('bets_clear_confirm') })).toBeTruthy();
    expect(items).toHaveLength(2);
  });

  it('says so when no answer comes', async () => {
    clearAnswer = { status: 500, body: { success: false, error: { id: 'internal', message: 'boom' } } };
    renderBets(<ClearHistoryPage />, { path: '/ru/office/history/clear' });
    fireEvent.click(await screen.findByRole('button', { name: ru('bets_clear_confirm') }));
    await waitFor(() => expect(screen.getByText(ru('bets_action_failed'))).toBeTruthy());
  });
});
