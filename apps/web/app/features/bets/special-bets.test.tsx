import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { betErrorCodes } from '@stavka/contract/betting';
import { specialBetPaths, type AutoBetRecord, type VipRequestRecord } from '@stavka/contract/special-bets';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { ru } from '../../shared/ui/test-utils';
import { ManagerBetsPage } from './manager-bets-page';
import { OpenBets } from './open-bets';
import { bodiesTo, describeLeg, ok, page, pointPageAt, renderBets } from './test-harness';

// The player's auto bets under the slip and VIP requests on office_manager_bets (decision 0028):
// listed with what they wait for, cancelled (the stake back), an approved request placed at the
// manager's terms with the request's own key; both lists follow `betRequest` notices.

let server: TestServer;
let push: TestPushServer | undefined;
let autos: AutoBetRecord[] = [];
let requests: VipRequestRecord[] = [];
let placeAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let cancelStatus = 200;

const event = { GameId: 51, Type: 1, Param: 0, Coef: 2.4, Opp1: 'Спартак', Opp2: 'Зенит' };

function autoBet(id: number, overrides: Partial<AutoBetRecord> = {}): AutoBetRecord {
  return {
    id,
    status: 'pending',
    reason: null,
    vid: 0,
    stake: 100,
    stakeExact: '100.00',
    currency: 'RUB',
    target: '2.8',
    targetView: 0,
    targetDecimal: 2.8,
    coefficientNow: 2.4,
    betId: null,
    events: [event],
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    decidedAt: null,
    ...overrides,
  };
}

function vipRequest(id: number, overrides: Partial<VipRequestRecord> = {}): VipRequestRecord {
  return {
    id,
    betGuid: `vip-guid-${id}`,
    status: 'pending',
    reason: null,
    vid: 0,
    stake: 50000,
    stakeExact: '50000.00',
    coefficient: 2.4,
    approvedStake: null,
    approvedStakeExact: null,
    approvedCoefficient: null,
    currency: 'RUB',
    betId: null,
    events: [event],
    expiresAt: '2030-03-01T10:10:00.000Z',
    createdAt: '2030-03-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const familyOk = (value: unknown) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.history, (_request, response) => sendJson(response, 200, page([])));
  server.route(specialBetPaths.autoBets, (_request, response) => sendJson(response, 200, ok({ items: autos })));
  server.route(specialBetPaths.managerBets, (_request, response) => sendJson(response, 200, ok({ items: requests })));
  server.route(specialBetPaths.cancelManagerBet, (request, response) => {
    const { id } = JSON.parse(request.body) as { id: number };
    if (cancelStatus !== 200) return sendJson(response, cancelStatus, { success: false, error: { id: 'not_found', message: 'You have no open VIP bet request with this number' } });
    requests = requests.map((each) => (each.id === id ? { ...each, status: 'cancelled' } : each));
    sendJson(response, 200, ok({ id, status: 'cancelled' }));
  });
  server.route(specialBetPaths.cancelAutoBet(71), (_request, response) => {
    autos = autos.map((each) => (each.id === 71 ? { ...each, status: 'cancelled', reason: 'Cancelled by the player', decidedAt: new Date().toISOString() } : each));
    sendJson(response, 200, ok({ id: 71, status: 'cancelled' }));
  });
  server.route(bettingPaths.makeBet, (_request, response) => sendJson(response, placeAnswer.status, placeAnswer.body));
});
afterAll(() => server.close());
afterEach(async () => {
  await push?.stop();
  push = undefined;
});
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  autos = [];
  requests = [];
  cancelStatus = 200;
  document.cookie = 'csrf_token=csrf-bets; path=/';
});

describe('the auto bets under the slip', () => {
  it('lists a waiting auto bet with its target, the price now and its stake, and cancels it', async () => {
    autos = [autoBet(71), autoBet(70, { status: 'placed', betId: 9001, decidedAt: new Date().toISOString() }), autoBet(60, { status: 'cancelled', decidedAt: '2020-01-01T00:00:00.000Z' })];
    renderBets(<OpenBets describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/line' });
    const list = await screen.findByTestId('auto-bets');
    const waiting = within(list).getByRole('article', { name: ru('auto_bet_label', { number: 71 }) });
    expect(waiting.textContent).toContain('Спартак — Зенит');
    expect(waiting.textContent).toContain('П1');
    expect(waiting.querySelector('[data-target]')?.textContent).toBe('2,80');
    expect(waiting.textContent).toContain(ru('auto_now'));
    // One decided within the hour shows what became of it; an old one is gone.
    expect(within(list).getByRole('article', { name: ru('auto_bet_label', { number: 70 }) }).textContent).toContain(ru('auto_placed_note', { number: 70, bet: 9001 }));
    expect(within(list).queryByRole('article', { name: ru('auto_bet_label', { number: 60 }) })).toBeNull();
    fireEvent.click(within(waiting).getByRole('button', { name: ru('auto_cancel_label', { number: 71 }) }));
    await waitFor(() => expect(screen.getByTestId('auto-bets-status').textContent).toBe(ru('auto_cancelled_note', { number: 71 })));
    expect(server.hits(specialBetPaths.cancelAutoBet(71))).toBe(1);
    await waitFor(() => expect(within(screen.getByTestId('auto-bets')).queryByRole('button', { name: ru('auto_cancel_label', { number: 71 }) })).toBeNull());
  });

  it('reads them again on a betRequest notice and says the bet it became, and on a balance notice (a new one)', async () => {
    push = await startTestPushServer();
    renderBets(<OpenBets describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/line', pushUrl: push.url });
    await screen.findByTestId('open-bets');
    await waitFor(() => expect(push?.connections()).toBe(1));
    expect(screen.queryByTestId('auto-bets')).toBeNull();
    autos = [autoBet(72)];
    push.broadcast({ type: 'notice', notice: { kind: 'balance', accountId: 1, currency: 'RUB', money: '4900.00', version: 2 } });
    await screen.findByRole('article', { name: ru('auto_bet_label', { number: 72 }) });
    autos = [autoBet(72, { status: 'placed', betId: 9002, decidedAt: new Date().toISOString() })];
    push.broadcast({ type: 'notice', notice: { kind: 'betRequest', request: 'auto', id: 72, status: 'placed', betId: 9002 } });
    await waitFor(() => expect(screen.getByTestId('auto-bets-status').textContent).toBe(ru('auto_placed_note', { number: 72, bet: 9002 })));
    await waitFor(() => expect(screen.getByRole('article', { name: ru('auto_bet_label', { number: 72 }) }).textContent).toContain(ru('auto_status_placed')));
  });
});

describe('office_manager_bets', () => {
  it('lists the requests with their status, the terms asked and approved, and the manager’s reason', async () => {
    requests = [
      vipRequest(3, { status: 'approved', approvedStake: 30000, approvedStakeExact: '30000.00', approvedCoefficient: 2.2 }),
      vipRequest(2),
      vipRequest(1, { status: 'rejected', reason: 'Лимит на матч исчерпан' }),
    ];
    renderBets(<ManagerBetsPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/manager-bets' });
    const list = await screen.findByTestId('vip-requests');
    const approved = within(list).getByRole('article', { name: ru('vip_request_label', { number: 3 }) });
    expect(approved.textContent).toContain(ru('vip_status_approved'));
    expect(approved.querySelector('[data-approved]')?.textContent?.replace(/\s/g, ' ')).toBe(ru('vip_terms', { stake: '30 000,00 ₽', odds: '2,20' }));
    expect(within(approved).getByRole('button', { name: ru('vip_place_label', { number: 3 }) })).toBeTruthy();
    const pending = within(list).getByRole('article', { name: ru('vip_request_label', { number: 2 }) });
    expect(pending.textContent).toContain(ru('vip_status_pending'));
    expect(within(pending).queryByRole('button', { name: ru('vip_place_label', { number: 2 }) })).toBeNull();
    expect(within(pending).getByRole('button', { name: ru('vip_cancel_label', { number: 2 }) })).toBeTruthy();
    const rejected = within(list).getByRole('article', { name: ru('vip_request_label', { number: 1 }) });
    expect(rejected.textContent).toContain(ru('vip_reason', { reason: 'Лимит на матч исчерпан' }));
    expect(within(rejected).queryByRole('button')).toBeNull();
  });

  it('places an approved request with its own key and says the bet number', async () => {
    requests = [vipRequest(3, { status: 'approved', approvedStake: 30000, approvedStakeExact: '30000.00', approvedCoefficient: 2.2 })];
    placeAnswer = { status: 200, body: familyOk({ Id: 5501, Balance: 0, waitTime: 0, betGUID: 'vip-guid-3', Status: 'accepted', PotentialPayout: 66000, Coupon: { Summ: 30000, Coef: 2.2, Vid: 0 } }) };
    renderBets(<ManagerBetsPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/manager-bets' });
    const card = await screen.findByRole('article', { name: ru('vip_request_label', { number: 3 }) });
    fireEvent.click(within(card).getByRole('button', { name: ru('vip_place_label', { number: 3 }) }));
    await within(card).findByText(ru('vip_placed', { number: 5501 }));
    expect(bodiesTo(server, bettingPaths.makeBet)).toEqual([
      { Events: [{ GameId: 51, Type: 1, Param: 0, Coef: 2.4 }], Vid: 0, Summ: '30000.00', CheckCf: 2, Lng: 'ru', Source: 55, betGUID: 'vip-guid-3', approvedBet: true },
    ]);
  });

  it('says in words why an approved request could not be placed', async () => {
    requests = [vipRequest(3, { status: 'approved', approvedStake: 30000, approvedStakeExact: '30000.00', approvedCoefficient: 2.2 })];
    placeAnswer = { status: 409, body: { Id: 0, Success: false, Error: 'The approved VIP request was not placed in time', ErrorCode: betErrorCodes.vipNotApproved, Guid: '', Value: null } };
    renderBets(<ManagerBetsPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/manager-bets' });
    const card = await screen.findByRole('article', { name: ru('vip_request_label', { number: 3 }) });
    fireEvent.click(within(card).getByRole('button', { name: ru('vip_place_label', { number: 3 }) }));
    await within(card).findByText(`${ru('vip_place_refused')} ${ru('bet_refusal_vip_not_approved')}`);
  });

  it('cancels an open request, and says when it was no longer open', async () => {
    requests = [vipRequest(2), vipRequest(4)];
    renderBets(<ManagerBetsPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/manager-bets' });
    const card = await screen.findByRole('article', { name: ru('vip_request_label', { number: 2 }) });
    fireEvent.click(within(card).getByRole('button', { name: ru('vip_cancel_label', { number: 2 }) }));
    await within(card).findByText(ru('vip_cancelled', { number: 2 }));
    expect(bodiesTo(server, specialBetPaths.cancelManagerBet)).toEqual([{ id: 2 }]);
    await waitFor(() => expect(card.textContent).toContain(ru('vip_status_cancelled')));
    cancelStatus = 404;
    const other = screen.getByRole('article', { name: ru('vip_request_label', { number: 4 }) });
    fireEvent.click(within(other).getByRole('button', { name: ru('vip_cancel_label', { number: 4 }) }));
    await within(other).findByText(ru('vip_cancel_failed'));
  });

  it('follows a request as the manager decides it (betRequest notice)', async () => {
    push = await startTestPushServer();
    requests = [vipRequest(2)];
    renderBets(<ManagerBetsPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/manager-bets', pushUrl: push.url });
    const card = await screen.findByRole('article', { name: ru('vip_request_label', { number: 2 }) });
    await waitFor(() => expect(push?.connections()).toBe(1));
    requests = [vipRequest(2, { status: 'approved', approvedStake: 40000, approvedStakeExact: '40000.00', approvedCoefficient: 2.4 })];
    push.broadcast({ type: 'notice', notice: { kind: 'betRequest', request: 'vip', id: 2, status: 'approved', betId: null } });
    await within(card).findByRole('button', { name: ru('vip_place_label', { number: 2 }) });
    expect(card.textContent).toContain(ru('vip_status_approved'));
  });

  it('says when there is no request yet', async () => {
    renderBets(<ManagerBetsPage describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/office/manager-bets' });
    await screen.findByText(ru('vip_empty'));
  });
});
