import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import type { BetRecord } from '@stavka/contract/betting';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { ru } from '../../shared/ui/test-utils';
import { BetHistoryPage } from './history-page';
import { bet, bodiesTo, describeLeg, leg, page, pointPageAt, renderBets } from './test-harness';

// office_history (issue 12): the player's bets of the last 7 days by default, filtered by period,
// status, type and live or line (in the URL); each bet with its legs, the odds they were accepted
// at, each leg's result and the settlement's explanation, the stake, the payout, the rule that
// reckoned it, and a refused bet's reason in words; read again on a `bet` notice.

let server: TestServer;
let push: TestPushServer | undefined;
let items: BetRecord[] = [];
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

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

const settledExpress = bet(501, {
  kind: 'express',
  vid: 1,
  status: 'won',
  stakeExact: '200.00',
  coefficient: 4.625,
  potentialPayoutExact: '925.00',
  payout: 925,
  payoutExact: '925.00',
  settledAt: '2025-03-01T12:00:00.000Z',
  legs: [
    leg(1, { coefficient: 1.85, result: 'win', explanation: 'Final score 2:1: win' }),
    leg(2, { group: 17, type: 9, param: 2.5, coefficient: 2.5, result: 'win', explanation: 'Final score 3:0: win' }),
  ],
});

describe('office_history', () => {
  it('asks for the last 7 days by default and shows each bet with its legs, odds, results, explanation and payout', async () => {
    items = [settledExpress, bet(502, { status: 'refused', refusal: 'oddsChanged', live: true, payoutExact: '100.00', payout: 100 })];
    const before = Math.floor(Date.now() / 1000);
    renderBets(<BetHistoryPage describe={describeLeg} oddsFormat="decimal" />);
    const list = await screen.findByTestId('bet-history');
    const [request] = bodiesTo(server, bettingPaths.history);
    expect(request).toEqual({ page_number: 1, date_from: expect.any(Number) });
    // The period starts 7 days back (the minute it was asked in).
    expect(before - 7 * 86_400 - Number(request?.['date_from'])).toBeLessThan(61);
    expect(screen.getByText(ru('bets_history_count', { count: 2 }))).toBeTruthy();

    const express = within(list).getByRole('article', { name: ru('bets_bet_label', { number: 501 }) });
    expect(express.textContent).toContain(ru('bets_kind_with_legs', { kind: ru('bets_kind_express'), count: 2 }));
    expect(express.textContent).toContain(ru('bets_status_won'));
    const legs = within(express).getAllByRole('listitem');
    expect(legs[0]?.textContent).toContain('Хозяева 1 — Гости 1');
    expect(legs[0]?.textContent).toContain('Исход матча: П1');
    expect(legs[0]?.textContent).toContain('1,85');
    expect(legs[0]?.textContent).toContain(ru('bets_leg_win'));
    expect(legs[0]?.textContent).toContain(`${ru('bets_leg_explanation')} Final score 2:1: win`);
    expect(legs[1]?.textContent).toContain('Тотал: Больше (2.5)');
    expect(nbsp(express.textContent)).toContain('200,00 ₽');
    expect(nbsp(within(express).getByText(ru('bets_payout')).nextElementSibling?.textContent)).toBe('925,00 ₽');
    expect(express.parentElement?.textContent).toContain(ru('bets_rule_express'));

    const refused = within(list).getByRole('article', { name: ru('bets_bet_label', { number: 502 }) });
    expect(refused.textContent).toContain(ru('bets_status_refused'));
    expect(refused.textContent).toContain(ru('bet_refusal_odds_changed'));
    expect(refused.textContent).toContain(ru('bets_live'));
    expect(within(refused).queryByText(ru('bets_payout'))).toBeNull();
  });

  it('applies the filters through the URL and asks for exactly them', async () => {
    items = [settledExpress];
    const { router } = renderBets(<BetHistoryPage describe={describeLeg} oddsFormat="decimal" />);
    await screen.findByTestId('bet-history');
    fireEvent.change(screen.getByLabelText(ru('bets_filter_period')), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(ru('bets_filter_status')), { target: { value: 'open' } });
    fireEvent.change(screen.getByLabelText(ru('bets_filter_type')), { target: { value: 'express' } });
    fireEvent.change(screen.getByLabelText(ru('bets_filter_mode')), { target: { value: 'live' } });
    fireEvent.click(screen.getByRole('button', { name: ru('bets_filter_apply') }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=30&status=open&type=express&mode=live'));
    await waitFor(() => expect(bodiesTo(server, bettingPaths.history)).toHaveLength(2));
    const request = bodiesTo(server, bettingPaths.history)[1];
    expect(request).toMatchObject({ page_number: 1, status: ['waiting', 'accepted'], kind: ['express'], live: true });
    expect(Math.floor(Date.now() / 1000) - 30 * 86_400 - Number(request?.['date_from'])).toBeLessThan(61);
  });

  it('shows every settlement of a bet settled again, with its reason', async () => {
    items = [
      bet(504, {
        status: 'lost',
        payout: 0,
        payoutExact: '0.00',
        settledAt: '2025-03-01T14:00:00.000Z',
        legs: [leg(1, { result: 'lose', explanation: 'Final score 0:1: lose' })],
        settlements: [
          { version: 1, status: 'won', payout: 250, payoutExact: '250.00', reason: 'result', settledAt: '2025-03-01T12:00:00.000Z' },
          { version: 2, status: 'lost', payout: 0, payoutExact: '0.00', reason: 'corrected result: the goal was disallowed', settledAt: '2025-03-01T14:00:00.000Z' },
        ],
      }),
    ];
    renderBets(<BetHistoryPage describe={describeLeg} oddsFormat="decimal" />);
    const card = await screen.findByRole('article', { name: ru('bets_bet_label', { number: 504 }) });
    expect(card.textContent).toContain(ru('bets_settlements'));
    const lines = within(card).getAllByRole('listitem').slice(-2).map((item) => nbsp(item.textContent));
    expect(lines[0]).toBe(`${ru('bets_settlement_line', { time: '01.03.2025, 15:00', status: ru('bets_status_won'), payout: '250,00 ₽' })} result`);
    expect(lines[1]).toContain('corrected result: the goal was disallowed');
  });

  it('says when nothing matches, with the way back to all bets', async () => {
    renderBets(<BetHistoryPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/history?status=won' });
    expect(await screen.findByText(ru('bets_history_empty_filtered'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('bets_filter_reset') }).getAttribute('href')).toBe('/ru/office/history');
  });

  it('reads the history again when a bet of the player changes', async () => {
    push = await startTestPushServer();
    items = [bet(503)];
    renderBets(<BetHistoryPage describe={describeLeg} oddsFormat="decimal" />, { pushUrl: push.url });
    await screen.findByTestId('bet-history');
    await waitFor(() => expect(push?.connections()).toBe(1));
    items = [bet(503, { status: 'lost', payout: 0, payoutExact: '0.00', settledAt: '2025-03-01T12:00:00.000Z', legs: [leg(1, { result: 'lose', explanation: 'Final score 0:2: lose' })] })];
    push.broadcast({ type: 'notice', notice: { kind: 'bet', betId: 503, status: 'lost' } });
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain(ru('bets_status_lost')));
    expect(screen.getByRole('article').textContent).toContain('Final score 0:2: lose');
  });
});
