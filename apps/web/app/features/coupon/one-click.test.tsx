import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { betErrorCodes } from '@stavka/contract/betting';
import type { CouponSettings, SaveCouponSettings } from '@stavka/contract/coupon-calls';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { useSlipSink } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SinkToggleResult } from './one-click';
import { bodiesTo, checkedCoupon, family, familyRefusal, ok, pick, placedBet, pointPageAt, renderSlip } from './test-harness';

// One-click betting (issue 12): a saved stake and a switch, kept for the next visit; while it is on
// a price press places a single with that stake and the policy at once (MakeBetWeb with
// OneClickBet), the result shows as a toast and the slip is left alone; adding to the slip on purpose
// (an express of the day) still adds.

let server: TestServer;
let placeAnswers: Array<{ status: number; body: unknown }> = [];
/** The player's settings as the server keeps them (decision 0025: one-click on needs a stake). */
let saved: CouponSettings = noSettings();
let failSaves = false;

function noSettings(): CouponSettings {
  return { checkCf: 0, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false };
}

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.updateCoupon, (_request, response) => sendJson(response, 200, family(checkedCoupon([]))));
  server.route(bettingPaths.couponSettings, (_request, response) => sendJson(response, 200, ok(saved)));
  server.route(bettingPaths.saveCouponSettings, (request, response) => {
    if (failSaves) return sendJson(response, 503, { success: false, error: { id: 'unavailable', message: 'down' } });
    const change = JSON.parse(request.body) as SaveCouponSettings;
    const stake = change.one_click_stake === undefined ? saved.oneClick.stake : change.one_click_stake === null ? null : String(change.one_click_stake);
    const enabled = change.one_click_enabled ?? saved.oneClick.enabled;
    if (enabled && stake === null) return sendJson(response, 400, { success: false, error: { id: 'validation', message: 'Validation failed', errors: { one_click_stake: ['auth_required_field'] } } });
    saved = {
      checkCf: change.check_cf ?? saved.checkCf,
      oneClick: { enabled, stake, currency: stake === null ? null : 'RUB' },
      dropOnScoreChange: change.drop_on_score_change ?? saved.dropOnScoreChange,
      keepSelections: change.keep_selections ?? saved.keepSelections,
    };
    sendJson(response, 200, ok(saved));
  });
  server.route(bettingPaths.makeBet, (_request, response) => {
    const next = placeAnswers.shift() ?? { status: 200, body: family(placedBet(9)) };
    sendJson(response, next.status, next.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  placeAnswers = [];
  saved = noSettings();
  failSaves = false;
  getAppStorage().clear();
});

let press: ((to?: 'slip') => SinkToggleResult) | undefined;
/** A price button as the sportsbook has it: a press goes to the slip's sink. */
function PriceButton() {
  const sink = useSlipSink();
  press = (to) => sink.toggle(pick(5, 1750, { outcomeName: 'П2', type: 3 }), to);
  return null;
}

function renderWithButton() {
  return renderSlip(
    <>
      <PriceButton />
      <CouponPanel oddsFormat="decimal" lang="ru" />
    </>,
  );
}

async function turnOn(stake: string) {
  const field = await screen.findByLabelText(ru('bet_one_click_stake', { currency: 'RUB' }));
  await waitFor(() => expect(server.hits(bettingPaths.couponSettings)).toBe(1));
  fireEvent.change(field, { target: { value: stake } });
  const toggle = screen.getByRole('switch', { name: ru('bet_one_click_switch') }) as HTMLInputElement;
  expect(toggle.disabled).toBe(false);
  fireEvent.click(toggle);
  expect(toggle.checked).toBe(true);
  await waitFor(() => expect(saved.oneClick.enabled).toBe(true));
}

describe('one-click betting', () => {
  it('needs a stake before it can be switched on, and is kept on the server for the next visit on any device', async () => {
    const first = renderWithButton();
    const toggle = (await screen.findByRole('switch', { name: ru('bet_one_click_switch') })) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    await turnOn('50');
    expect(bodiesTo(server, bettingPaths.saveCouponSettings).at(-1)).toEqual({ one_click_enabled: true, one_click_stake: '50.00' });
    first.unmount();
    getAppStorage().clear();
    renderWithButton();
    await waitFor(() => expect((screen.getByRole('switch', { name: ru('bet_one_click_switch') }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText(ru('bet_one_click_stake', { currency: 'RUB' })) as HTMLInputElement).value).toBe('50.00');
  });

  it('saves a changed stake when the player leaves the field, and puts back what the server keeps when a save fails', async () => {
    renderWithButton();
    await turnOn('50');
    const field = screen.getByLabelText(ru('bet_one_click_stake', { currency: 'RUB' }));
    fireEvent.change(field, { target: { value: '75' } });
    fireEvent.blur(field);
    await waitFor(() => expect(saved.oneClick.stake).toBe('75.00'));
    failSaves = true;
    fireEvent.click(screen.getByRole('checkbox', { name: ru('bet_setting_keep_selections') }));
    expect(await screen.findByText(ru('bet_settings_not_saved'))).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: ru('bet_setting_keep_selections') }) as HTMLInputElement).checked).toBe(false);
  });

  it('places a single at once on a price press and shows the bet number as a toast; the slip stays as it was', async () => {
    renderWithButton();
    await turnOn('50');
    let result: SinkToggleResult | undefined;
    await act(async () => void (result = press?.()));
    expect(result).toBe('placing');
    const toast = await screen.findByText(ru('bet_one_click_accepted', { number: 9, selection: 'Хозяева 5 — Гости 5, П2' }));
    expect(toast).toBeTruthy();
    const [sent] = bodiesTo(server, bettingPaths.makeBet);
    expect(sent).toMatchObject({ Events: [{ GameId: 5, Type: 3, Coef: 1.75, Kind: 3 }], Vid: 0, Summ: '50.00', CheckCf: 0, OneClickBet: 1, Source: 55 });
    expect(String(sent?.['betGUID'])).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
  });

  it('says why a one-click bet was refused', async () => {
    placeAnswers = [{ status: 400, body: familyRefusal(betErrorCodes.insufficientFunds, 'Not enough money') }];
    renderWithButton();
    await turnOn('50');
    await act(async () => void press?.());
    expect(await screen.findByText(ru('bet_one_click_refused', { selection: 'Хозяева 5 — Гости 5, П2', reason: ru('bet_refusal_insufficient_funds') }))).toBeTruthy();
  });

  it('adds to the slip when asked to (an express of the day), and on every press once switched off', async () => {
    renderWithButton();
    await turnOn('50');
    let result: SinkToggleResult | undefined;
    await act(async () => void (result = press?.('slip')));
    expect(result).toBe('added');
    await act(async () => void (result = press?.('slip')));
    expect(result).toBe('removed');
    fireEvent.click(screen.getByRole('switch', { name: ru('bet_one_click_switch') }));
    await act(async () => void (result = press?.()));
    expect(result).toBe('added');
    expect(bodiesTo(server, bettingPaths.makeBet)).toHaveLength(0);
  });
});
