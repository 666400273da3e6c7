import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { useSlipStore } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SlipStore } from './slip-store';
import { bodiesTo, checkedCoupon, family, ok, pick, placedBet, pointPageAt, renderSlip } from './test-harness';

// Every kind of bet from the slip (issue 12; decision 0025): several singles at once with their own
// stakes (UpdateCouponMulti, MakeBetWebMulti), a chain in the slip's order, an anti-express at the
// server's price; the server's money lines after the brand's taxes, the express boost asked for;
// and a player who keeps the slip after a bet.

let server: TestServer;
let moneyLines: Record<string, unknown> = {};
let keepSelections = false;
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.updateCoupon, (request, response) => {
    const body = JSON.parse(request.body) as { Vid: number; Events: { GameId: number; Coef: number }[] };
    const extra = body.Vid === 4 ? { AntiExpressCoef: 1.909 } : {};
    sendJson(response, 200, family(checkedCoupon(body.Events.map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000) })), { Vid: body.Vid, ...extra, ...moneyLines })));
  });
  server.route(bettingPaths.updateCouponMulti, (request, response) => {
    const body = JSON.parse(request.body) as { Events: { GameId: number; Coef: number; Summ?: string }[] };
    const base = checkedCoupon(body.Events.map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000) })));
    sendJson(response, 200, family({ Vid: 5, Summ: 0, PossiblePayout: 0, minBet: 10, maxBet: 20000, MaxPayout: 1000000, Currency: 'RUB', NotValid: false, Events: base.Events }));
  });
  server.route(bettingPaths.makeBetMulti, (_request, response) =>
    sendJson(response, 200, family({ Balance: 4860, Summ: 140, Bets: [{ Id: 61, betGUID: 'g~0', GameId: 1, Summ: 100, Coef: 1.55, Status: 'accepted', waitTime: 0, PotentialPayout: 155 }, { Id: 62, betGUID: 'g~1', GameId: 2, Summ: 40, Coef: 1.25, Status: 'accepted', waitTime: 0, PotentialPayout: 50 }] })),
  );
  server.route(bettingPaths.makeBet, (_request, response) => sendJson(response, 200, family(placedBet(70))));
  server.route(bettingPaths.couponSettings, (_request, response) =>
    sendJson(response, 200, ok({ checkCf: 2, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections })),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  moneyLines = {};
  keepSelections = false;
  getAppStorage().clear();
  document.cookie = 'csrf_token=csrf-slip; path=/';
});

let store: SlipStore | undefined;
function Grab() {
  store = useSlipStore();
  return null;
}

async function slipOf(...picks: ReturnType<typeof pick>[]) {
  renderSlip(
    <>
      <Grab />
      <CouponPanel oddsFormat="decimal" lang="ru" />
    </>,
  );
  await screen.findByText(ru('sportsbook_slip_empty'));
  await act(async () => {
    for (const each of picks) store?.toggle(each);
  });
}

const stakeField = () => screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' }));
const placeButton = () => screen.getByTestId('place-bet') as HTMLButtonElement;
const selections = () => within(screen.getByRole('list', { name: ru('sportsbook_slip_selections') }));

describe('every kind of bet from the slip', () => {
  it('places several singles at once, each with its own stake, and shows every bet number', async () => {
    await slipOf(pick(1, 1550), pick(2, 1250, { outcomeName: 'П2', type: 3 }));
    fireEvent.click(screen.getByRole('radio', { name: ru('bet_kind_singles') }));
    fireEvent.change(stakeField(), { target: { value: '100' } });
    fireEvent.change(selections().getByLabelText(ru('bet_selection_stake', { outcome: 'П2', currency: 'RUB' })), { target: { value: '40' } });
    await waitFor(() => expect(nbsp(screen.getByText(ru('bet_singles_total')).nextElementSibling?.textContent)).toBe('140,00 ₽'));
    // 100 × 1.55 + 40 × 1.25
    expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('205,00 ₽');
    await waitFor(() => expect(bodiesTo(server, bettingPaths.updateCouponMulti).at(-1)).toMatchObject({ Vid: 5, Events: [{ GameId: 1, Summ: '100' }, { GameId: 2, Type: 3, Summ: '40' }] }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    const status = () => document.querySelector('[data-placement]');
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('accepted'));
    expect([...(status()?.querySelectorAll('[data-bet-number]') ?? [])].map((each) => each.textContent)).toEqual([ru('bet_number', { number: 61 }), ru('bet_number', { number: 62 })]);
    expect(bodiesTo(server, bettingPaths.makeBetMulti)[0]).toMatchObject({ Vid: 5, Summ: '100', Events: [{ Summ: '100' }, { Summ: '40' }], betGUID: expect.any(String) });
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
  });

  it('says on a selection when its own stake is below the minimum bet', async () => {
    await slipOf(pick(1, 1550), pick(2, 1250, { outcomeName: 'П2', type: 3 }));
    fireEvent.click(screen.getByRole('radio', { name: ru('bet_kind_singles') }));
    fireEvent.change(stakeField(), { target: { value: '100' } });
    const own = selections().getByLabelText(ru('bet_selection_stake', { outcome: 'П2', currency: 'RUB' }));
    fireEvent.change(own, { target: { value: '5' } });
    await waitFor(() => expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ru('bet_refusal_stake_below_min')));
    expect(placeButton().disabled).toBe(true);
  });

  it('places a chain in the order of the slip and an anti-express at the price the server gave', async () => {
    await slipOf(pick(1, 1550), pick(2, 1250));
    fireEvent.click(screen.getByRole('radio', { name: ru('bet_kind_chain') }));
    expect(screen.getByText(ru('bet_chain_note'))).toBeTruthy();
    fireEvent.change(stakeField(), { target: { value: '100' } });
    expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('180,00 ₽');
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(bodiesTo(server, bettingPaths.makeBet)).toHaveLength(1));
    expect(bodiesTo(server, bettingPaths.makeBet)[0]).toMatchObject({ Vid: 3, Summ: '100', Events: [{ GameId: 1 }, { GameId: 2 }] });

    await act(async () => {
      store?.toggle(pick(1, 1550));
      store?.toggle(pick(2, 1250));
    });
    fireEvent.click(screen.getByRole('radio', { name: ru('bet_kind_anti_express') }));
    await waitFor(() => expect(screen.getByText(ru('sportsbook_slip_total')).nextElementSibling?.textContent).toBe('1,909'));
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(bodiesTo(server, bettingPaths.makeBet)).toHaveLength(2));
    expect(bodiesTo(server, bettingPaths.makeBet)[1]).toMatchObject({ Vid: 4, AntiExpressCoef: 1.909 });
  });

  it("shows the server's money lines for the stake: the taxes, the boost asked for, and what would be paid", async () => {
    moneyLines = { Summ: 100, StakeTax: 11.12, SummAfterTax: 88.88, PossibleWin: 444.4, PayoutTax: 40.53, TaxReturned: false, PossiblePayout: 403.87, MaxPayoutReached: false, ExpressBoost: { Percent: 5, Amount: 0, Applied: false } };
    await slipOf(pick(1, 2000), pick(2, 2500));
    fireEvent.change(stakeField(), { target: { value: '100' } });
    await waitFor(() => expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('403,87 ₽'));
    expect(nbsp(screen.getByText(ru('bet_stake_tax')).nextElementSibling?.textContent)).toBe('11,12 ₽');
    expect(nbsp(screen.getByText(ru('bet_payout_tax')).nextElementSibling?.textContent)).toBe('40,53 ₽');
    fireEvent.click(screen.getByRole('checkbox', { name: ru('bet_boost', { percent: 5 }) }));
    await waitFor(() => expect(bodiesTo(server, bettingPaths.updateCoupon).at(-1)).toMatchObject({ Vid: 1, IsExpressBoost: true }));
  });

  it('keeps the selections after a bet when the player asked to', async () => {
    keepSelections = true;
    await slipOf(pick(1, 2000));
    await waitFor(() => expect(server.hits(bettingPaths.couponSettings)).toBe(1));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: ru('bet_setting_keep_selections') }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(stakeField(), { target: { value: '100' } });
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(placeButton());
    await waitFor(() => expect(document.querySelector('[data-placement]')?.getAttribute('data-placement')).toBe('accepted'));
    expect(selections().getAllByRole('listitem')).toHaveLength(1);
    // The player's saved policy (accept any change) goes with the bet.
    expect(bodiesTo(server, bettingPaths.makeBet)[0]).toMatchObject({ CheckCf: 2 });
  });
});
