import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import type { CouponSettings } from '@stavka/contract/coupon-calls';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { useSlipCount, useSlipStore } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SlipStore } from './slip-store';
import { bodiesTo, checkedCoupon, family, ok, pick, pointPageAt, renderSlip } from './test-harness';

// The slip panel (UX.md "The bet slip"): selections with live prices, the kind of bet, total odds,
// the stake with the brand's presets and "max", the possible win as the player types, the limits of
// the checked coupon (UpdateCoupon, asked as the slip changes), the odds-change policy kept for the
// next visit, and a sign-in prompt for a guest instead of the place button.

let server: TestServer;
let check: (body: Record<string, unknown>) => unknown = () => checkedCoupon([]);
let settings: CouponSettings = { checkCf: 1, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false };
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.updateCoupon, (request, response) => sendJson(response, 200, family(check(JSON.parse(request.body) as Record<string, unknown>))));
  server.route(bettingPaths.couponSettings, (_request, response) => sendJson(response, 200, ok(settings)));
  server.route(bettingPaths.saveCouponSettings, (request, response) => {
    const change = JSON.parse(request.body) as { check_cf?: 0 | 1 | 2 };
    settings = { ...settings, checkCf: change.check_cf ?? settings.checkCf };
    sendJson(response, 200, ok(settings));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  getAppStorage().clear();
  settings = { checkCf: 1, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false };
  check = (body) => checkedCoupon((body['Events'] as { GameId: number; Coef: number }[]).map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000) })));
});

let store: SlipStore | undefined;
function Grab() {
  store = useSlipStore();
  return <span data-testid="count">{useSlipCount()}</span>;
}

function renderPanel(options: Parameters<typeof renderSlip>[1] = {}, format: 'decimal' | 'fractional' = 'decimal') {
  return renderSlip(
    <>
      <Grab />
      <CouponPanel oddsFormat={format} lang="ru" />
    </>,
    options,
  );
}

function slip(): SlipStore {
  if (!store) throw new Error('the panel is not rendered');
  return store;
}

const stakeField = () => screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' })) as HTMLInputElement;
/** The hint or error the stake field is described by, as read out. */
const stakeMessage = () => nbsp(document.getElementById(stakeField().getAttribute('aria-describedby') ?? '')?.textContent);

describe('the bet slip panel', () => {
  it('says what to do while empty', async () => {
    renderPanel();
    expect(await screen.findByText(ru('sportsbook_slip_empty'))).toBeTruthy();
  });

  it('lists selections with event, market, outcome and price, and the total odds of an express rounded down as the server takes them', async () => {
    renderPanel();
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => {
      slip().toggle(pick(1, 1850, { kind: 1 }));
      slip().toggle(pick(2, 1910, { outcomeName: 'X', type: 2 }));
    });
    const list = screen.getByRole('list', { name: ru('sportsbook_slip_selections') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Хозяева 1 — Гости 1');
    expect(items[0]?.textContent).toContain('Исход матча');
    expect(items[0]?.textContent).toContain('1,85');
    expect(items[0]?.textContent).toContain(ru('sportsbook_slip_live'));
    expect((screen.getByRole('radio', { name: ru('sportsbook_slip_express') }) as HTMLInputElement).checked).toBe(true);
    // 1.85 × 1.91 = 3.5335: shown 3,533, the coefficient the bet is taken at.
    expect(screen.getByText(ru('sportsbook_slip_total')).parentElement?.textContent).toContain('3,533');
    expect(screen.getByTestId('count').textContent).toBe('2');
  });

  it('shows a live price with its move, a lock when closed, and drops finished games with a notice', async () => {
    renderPanel({}, 'fractional');
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => {
      slip().toggle(pick(1, 2500, { kind: 1 }));
      slip().toggle(pick(2, 2000, { kind: 1 }));
    });
    await act(async () => {
      slip().applyUpdates([
        { gameId: 1, state: 'open', kind: 1, updatedAt: 101, outcomes: [{ gameId: 1, group: 1, type: 1, param: null, playerId: null, price: 3000, blocked: false }], completeGroups: [1] },
        { gameId: 2, state: 'finished', kind: 1, updatedAt: 101, outcomes: [], completeGroups: [] },
      ]);
    });
    const item = screen.getAllByRole('listitem')[0];
    expect(item?.textContent).toContain('2/1');
    expect(item?.querySelector('[data-move="up"]')?.textContent).toBe('▲');
    expect(screen.getByText(ru('sportsbook_slip_dropped', { count: 1 }))).toBeTruthy();
    expect(screen.queryByText(ru('sportsbook_slip_total'))).toBeNull();
    await act(async () => {
      slip().applyUpdates([{ gameId: 1, state: 'open', kind: 1, updatedAt: 102, outcomes: [{ gameId: 1, group: 1, type: 1, param: null, playerId: null, price: 3000, blocked: true }], completeGroups: [1] }]);
    });
    expect(screen.getByRole('img', { name: ru('sportsbook_slip_blocked') })).toBeTruthy();
    expect(screen.getByText(ru('bet_note_selection_blocked'))).toBeTruthy();
  });

  it('removes one selection and clears the slip', async () => {
    renderPanel();
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => {
      slip().toggle(pick(1, 2500));
      slip().toggle(pick(2, 2000));
    });
    fireEvent.click(screen.getByRole('button', { name: ru('sportsbook_slip_remove', { event: 'Хозяева 1 — Гости 1', outcome: 'П1' }) }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: ru('sportsbook_slip_clear') }));
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('comes back after a reload from AppStorage', async () => {
    const first = renderPanel();
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => void slip().toggle(pick(7, 1900)));
    first.unmount();
    store = undefined;
    renderPanel();
    expect(await screen.findByText('Хозяева 7 — Гости 7')).toBeTruthy();
  });

  it('checks the slip as it changes and shows the limits, the possible win as the stake is typed, presets and "max"', async () => {
    renderPanel({ site: { amount_tmpl: [100, 500, 1000] }, account: { currency: 'RUB', scale: 2, available: '700.00' } });
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => void slip().toggle(pick(1, 2500)));
    await waitFor(() => expect(stakeMessage()).toBe(ru('bet_limits', { min: '10,00 ₽', max: '20 000,00 ₽' })));
    expect(bodiesTo(server, bettingPaths.updateCoupon)[0]).toMatchObject({ Events: [{ GameId: 1, Type: 1, Param: 0, Group: 1, Kind: 3, Coef: 2.5 }], Vid: 0, CheckCf: 1 });

    fireEvent.change(stakeField(), { target: { value: '33,3' } });
    expect(stakeField().value).toBe('33.3');
    expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('83,25 ₽');

    const presets = screen.getByRole('group', { name: ru('bet_stake_presets') });
    expect(within(presets).getAllByRole('button').map((button) => nbsp(button.textContent))).toEqual(['100 ₽', '500 ₽', '1 000 ₽', ru('bet_stake_max')]);
    fireEvent.click(within(presets).getByRole('button', { name: /^500/ }));
    expect(stakeField().value).toBe('500');
    expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('1 250,00 ₽');
    // "Max": the largest bet is 20 000, the player has 700.
    const max = within(presets).getByRole('button', { name: /Максимальная сумма/ });
    expect(nbsp(max.getAttribute('aria-label'))).toBe(ru('bet_stake_max_label', { amount: '700,00 ₽' }));
    fireEvent.click(max);
    expect(stakeField().value).toBe('700.00');
    fireEvent.click(within(presets).getByRole('button', { name: /^1\s000/ }));
    expect(stakeMessage()).toBe(ru('bet_stake_above_balance'));
    expect((screen.getByTestId('place-bet') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: ru('bet_deposit') }).getAttribute('href')).toBe('/ru/office/recharge');
    fireEvent.change(stakeField(), { target: { value: '5' } });
    expect(stakeMessage()).toBe(ru('bet_stake_below_min', { amount: '10,00 ₽' }));
  });

  it('offers a system of k from n with its least stake, and sends it as Vid 2 with expressNum', async () => {
    renderPanel();
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => {
      slip().toggle(pick(1, 2000));
      slip().toggle(pick(2, 2000));
    });
    expect((screen.getByRole('radio', { name: ru('bet_kind_system') }) as HTMLInputElement).disabled).toBe(true);
    await act(async () => void slip().toggle(pick(3, 2000)));
    fireEvent.click(screen.getByRole('radio', { name: ru('bet_kind_system') }));
    const size = screen.getByRole('combobox', { name: ru('bet_system_size_label') }) as HTMLSelectElement;
    expect([...size.options].map((option) => option.textContent)).toEqual([ru('bet_system_size', { k: 2, n: 3 })]);
    fireEvent.change(stakeField(), { target: { value: '60' } });
    await waitFor(() => expect(bodiesTo(server, bettingPaths.updateCoupon).some((body) => body['Vid'] === 2 && body['expressNum'] === 2 && body['Summ'] === '60')).toBe(true));
    // Three doubles of 20 at 2.00 × 2.00.
    expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('240,00 ₽');
    expect(screen.getByText(ru('bet_system_combinations')).nextElementSibling?.textContent).toBe('3');
    // 3 combinations × the minimum bet of 10.
    fireEvent.change(stakeField(), { target: { value: '29' } });
    await waitFor(() => expect(stakeMessage()).toBe(ru('bet_stake_below_min', { amount: '30,00 ₽' })));
  });

  it("keeps a guest's odds-change policy in the browser for the next visit and sends it as CheckCf", async () => {
    const first = renderPanel({ viewer: null });
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => void slip().toggle(pick(1, 2500)));
    const policy = screen.getByRole('combobox', { name: ru('bet_policy_label') }) as HTMLSelectElement;
    expect(policy.value).toBe('1');
    fireEvent.change(policy, { target: { value: '2' } });
    first.unmount();
    renderPanel({ viewer: null });
    await waitFor(() => expect((screen.getByRole('combobox', { name: ru('bet_policy_label') }) as HTMLSelectElement).value).toBe('2'));
    await waitFor(() => expect(bodiesTo(server, bettingPaths.updateCoupon).at(-1)).toMatchObject({ CheckCf: 2 }));
    expect(server.hits(bettingPaths.saveCouponSettings)).toBe(0);
  });

  it("shows a player's odds-change policy from the server and saves a change there", async () => {
    settings = { checkCf: 2, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false };
    renderPanel();
    const policy = (await screen.findByRole('combobox', { name: ru('bet_policy_label') })) as HTMLSelectElement;
    await waitFor(() => expect(policy.value).toBe('2'));
    fireEvent.change(policy, { target: { value: '0' } });
    await waitFor(() => expect(bodiesTo(server, bettingPaths.saveCouponSettings)).toEqual([{ check_cf: 0 }]));
    expect(policy.value).toBe('0');
  });

  it('shows a guest the slip and the possible win, and a sign-in prompt instead of the place button', async () => {
    renderPanel({ viewer: null });
    await screen.findByText(ru('sportsbook_slip_empty'));
    await act(async () => void slip().toggle(pick(1, 2500)));
    fireEvent.change(stakeField(), { target: { value: '100' } });
    expect(nbsp(screen.getByTestId('possible-win').textContent)).toBe('250,00 ₽');
    expect(screen.queryByTestId('place-bet')).toBeNull();
    expect(screen.getByText(ru('bet_guest_prompt'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('bet_sign_in') }).getAttribute('href')).toBe('/ru/login');
    expect(screen.getByRole('link', { name: ru('bet_register') }).getAttribute('href')).toBe('/ru/registration');
    // One-click betting is a player's: a guest has no switch.
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
