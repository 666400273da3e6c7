import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { betErrorCodes } from '@stavka/contract/betting';
import type { PublicSite } from '@stavka/contract/public-site';
import { specialBetPaths } from '@stavka/contract/special-bets';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { ru } from '../../shared/ui/test-utils';
import { useSlipStore } from './coupon-context';
import { CouponPanel } from './coupon-panel';
import type { SlipStore } from './slip-store';
import { bodiesTo, checkedCoupon, family, familyRefusal, pick, placedBet, pointPageAt, renderSlip } from './test-harness';

// The bet's options in the slip (decision 0028): a promo code, the lobby, a power bet where the brand
// has one, the advance the server offers, an auto bet with its target in the player's odds format —
// each sent with MakeBetWeb and refused by the server in words —; and a stake above the maximum sent
// as a VIP request (MakeBetBidWeb) where the brand takes them.

let server: TestServer;
let placeAnswer: { status: number; body: unknown } = { status: 200, body: family(placedBet(41)) };
let bidAnswer: { status: number; body: unknown } = { status: 200, body: family({}) };
let avance = { Avance: 0, AvanceExact: '0.00', Owed: 0, OwedExact: '0.00', Currency: 'RUB', Bets: 0 };

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.updateCoupon, (request, response) => {
    const body = JSON.parse(request.body) as { Events: { GameId: number; Coef: number; Kind: 1 | 3 }[] };
    sendJson(response, 200, family(checkedCoupon(body.Events.map((event) => ({ gameId: event.GameId, price: Math.round(event.Coef * 1000), kind: event.Kind })))));
  });
  server.route(bettingPaths.makeBet, (_request, response) => sendJson(response, placeAnswer.status, placeAnswer.body));
  server.route(specialBetPaths.bid, (_request, response) => sendJson(response, bidAnswer.status, bidAnswer.body));
  server.route(specialBetPaths.avance, (_request, response) => sendJson(response, 200, family(avance)));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  getAppStorage().clear();
  document.cookie = 'csrf_token=csrf-slip; path=/';
  placeAnswer = { status: 200, body: family(placedBet(41)) };
  avance = { Avance: 0, AvanceExact: '0.00', Owed: 0, OwedExact: '0.00', Currency: 'RUB', Bets: 0 };
});

let store: SlipStore | undefined;
function Grab() {
  store = useSlipStore();
  return null;
}

const brand = (betting: Partial<NonNullable<PublicSite['betting']>>): Partial<PublicSite> => ({
  betting: { powerBet: { percent: 0, minOdds: 1.5 }, lobby: true, vipBets: true, ...betting },
});

interface SlipSetup {
  readonly options?: Parameters<typeof renderSlip>[1];
  readonly selections?: ReturnType<typeof pick>[];
  readonly stake?: string;
  readonly format?: OddsFormat;
}

async function slip({ options = {}, selections = [pick(1, 2500)], stake = '100', format = 'decimal' }: SlipSetup = {}) {
  renderSlip(
    <>
      <Grab />
      <CouponPanel oddsFormat={format} lang="ru" />
    </>,
    options,
  );
  await screen.findByText(ru('sportsbook_slip_empty'));
  for (const selection of selections) await act(async () => void store?.toggle(selection));
  fireEvent.change(screen.getByLabelText(ru('bet_stake_in', { currency: 'RUB' })), { target: { value: stake } });
  return screen.getByTestId('place-bet') as HTMLButtonElement;
}

const options = () => screen.getByTestId('slip-options');
const status = () => document.querySelector('[data-placement]');
const sent = () => bodiesTo(server, bettingPaths.makeBet);

async function placeWhenReady(button: HTMLButtonElement) {
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
  await waitFor(() => expect(sent().length).toBeGreaterThan(0));
}

describe('the bet options in the slip', () => {
  it('sends a promo code with the bet and says a refused one in words', async () => {
    placeAnswer = { status: 409, body: familyRefusal(betErrorCodes.promoInvalid, 'The promo code is not valid') };
    const button = await slip();
    fireEvent.click(within(options()).getByText(ru('opt_title')));
    const promo = within(options()).getByLabelText(ru('opt_promo'));
    fireEvent.change(promo, { target: { value: 'ab' } });
    expect(await within(options()).findByText(ru('opt_promo_invalid'))).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.change(promo, { target: { value: 'SPRING 25' } });
    await placeWhenReady(button);
    expect(sent()[0]).toMatchObject({ promo: 'SPRING25', Vid: 0 });
    await waitFor(() => expect(status()?.textContent).toContain(ru('bet_refusal_promo_invalid')));
  });

  it('publishes the bet to the lobby when asked', async () => {
    const button = await slip();
    fireEvent.click(within(options()).getByLabelText(ru('opt_lobby')));
    await placeWhenReady(button);
    expect(sent()[0]).toMatchObject({ withLobby: true });
  });

  it('offers no lobby switch where the brand has closed its lobby', async () => {
    await slip({ options: { site: brand({ lobby: false }) } });
    expect(within(options()).queryByLabelText(ru('opt_lobby'))).toBeNull();
  });

  it('offers a power bet on a pre-match single at the brand’s least odds, and nowhere else', async () => {
    const button = await slip({ options: { site: brand({ powerBet: { percent: 20, minOdds: 1.5 } }) } });
    const label = ru('opt_power', { percent: 20 });
    fireEvent.click(within(options()).getByLabelText(label));
    await placeWhenReady(button);
    expect(sent()[0]).toMatchObject({ isPowerBet: true, Vid: 0 });
    // An express is no power bet; neither is a live single. (The bet placed took the slip's selection.)
    await act(async () => void store?.toggle(pick(2, 1900)));
    expect(within(options()).getByLabelText(label)).toBeTruthy();
    await act(async () => void store?.toggle(pick(4, 1900)));
    expect(within(options()).queryByLabelText(label)).toBeNull();
    await act(async () => void store?.clear());
    await act(async () => void store?.toggle(pick(3, 2500, { kind: 1 })));
    expect(screen.getByTestId('slip-options').textContent).not.toContain(label);
  });

  it('offers no power bet while the brand sends no betting options', async () => {
    await slip();
    expect(options().textContent).not.toContain(ru('opt_power', { percent: 20 }).slice(0, 10));
  });

  it('lets a stake above the balance go with the advance the server offers', async () => {
    avance = { Avance: 300, AvanceExact: '300.00', Owed: 0, OwedExact: '0.00', Currency: 'RUB', Bets: 2 };
    const button = await slip({ stake: '5200' });
    expect(await screen.findByText(ru('bet_stake_above_balance'))).toBeTruthy();
    const label = ru('opt_advance', { amount: '300,00 ₽' }).replace(/ /g, '\u00a0');
    const advance = await within(options()).findByLabelText((text) => text.replace(/\s/g, ' ') === label.replace(/\s/g, ' '));
    fireEvent.click(advance);
    await placeWhenReady(button);
    expect(sent()[0]).toMatchObject({ avanceBet: true, Summ: '5200' });
  });

  it('says what the player owes, and offers no advance then', async () => {
    avance = { Avance: 0, AvanceExact: '0.00', Owed: 150, OwedExact: '150.00', Currency: 'RUB', Bets: 0 };
    await slip();
    await waitFor(() => expect(options().textContent?.replace(/\s/g, ' ')).toContain(ru('opt_owed', { amount: '150,00 ₽' }).replace(/\s/g, ' ')));
    expect(options().textContent).not.toContain(ru('opt_advance', { amount: '' }).slice(0, 15));
  });

  it('places an auto bet with its target in the player’s odds format, which waits as the server says', async () => {
    placeAnswer = { status: 200, body: family({ Id: 0, AutoBetId: 7, Balance: 4900, betGUID: 'g', Status: 'auto', waitTime: 0, Dt: '/Date(1)/', CanPrint: false }) };
    const button = await slip({ format: 'fractional' });
    fireEvent.click(within(options()).getByText(ru('opt_title')));
    fireEvent.click(within(options()).getByLabelText(ru('opt_auto')));
    // An auto bet is a bet of its own: the advance and the power bet wait, and it takes no promo code.
    expect(within(options()).queryByLabelText(ru('opt_promo'))).toBeNull();
    const target = within(options()).getByLabelText(ru('opt_auto_target', { format: ru('sportsbook_odds_format_fractional') }));
    fireEvent.change(target, { target: { value: '2.8' } });
    expect(await within(options()).findByText(ru('opt_auto_target_invalid'))).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.change(target, { target: { value: '9/5' } });
    expect(button.textContent).toBe(ru('bet_place_auto'));
    await placeWhenReady(button);
    expect(sent()[0]).toMatchObject({ isAutoBet: true, autoBetCf: '9/5', autoBetCfView: 1, Vid: 0 });
    expect(sent()[0]?.['promo']).toBeUndefined();
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('auto'));
    expect(status()?.textContent).toContain(ru('bet_placement_auto', { number: 7 }));
    // The stake is held for it: the slip lets its selections go, as after a bet.
    expect(screen.getByText(ru('sportsbook_slip_empty'))).toBeTruthy();
  });

  it('takes an auto bet placed at once (the price was there) as a placed bet', async () => {
    const button = await slip();
    fireEvent.click(within(options()).getByLabelText(ru('opt_auto')));
    fireEvent.change(within(options()).getByLabelText(ru('opt_auto_target', { format: ru('sportsbook_odds_format_decimal') })), { target: { value: '2,4' } });
    await placeWhenReady(button);
    expect(sent()[0]).toMatchObject({ isAutoBet: true, autoBetCf: '2,4', autoBetCfView: 0 });
    await waitFor(() => expect(status()?.getAttribute('data-placement')).toBe('accepted'));
  });
});

describe('a VIP request from the slip', () => {
  const rich = { currency: 'RUB', scale: 2, available: '90000.00' };

  it('offers a stake above the maximum as a VIP request and says where to follow it', async () => {
    bidAnswer = { status: 200, body: family({ Id: 5, Status: 'pending', Summ: 25000, Coef: 2.5, ExpiresAt: 1_900_000_600, Balance: 65000 }) };
    const button = await slip({ stake: '25000', options: { account: rich } });
    const vip = await screen.findByTestId('vip-request');
    expect(button.disabled).toBe(true);
    fireEvent.click(within(vip).getByRole('button', { name: ru('vip_send') }));
    await within(vip).findByRole('link', { name: ru('vip_follow') });
    expect(within(vip).getByRole('link', { name: ru('vip_follow') }).getAttribute('href')).toBe('/ru/office/manager-bets');
    expect(vip.textContent).toContain(ru('vip_sent', { number: 5, time: '' }).split(' до ')[0] ?? '');
    const [bid] = bodiesTo(server, specialBetPaths.bid);
    expect(bid).toMatchObject({ VIPBetSumm: '25000', Summ: '25000', Vid: 0, Events: [{ GameId: 1 }] });
    expect(String(bid?.['betGUID'])).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says a refused VIP request in words', async () => {
    bidAnswer = { status: 403, body: familyRefusal(betErrorCodes.vipNotAllowed, 'VIP bets are not taken from this country') };
    await slip({ stake: '25000', options: { account: rich } });
    const vip = await screen.findByTestId('vip-request');
    fireEvent.click(within(vip).getByRole('button', { name: ru('vip_send') }));
    await within(vip).findByText(`${ru('vip_refused')} ${ru('bet_refusal_vip_not_allowed')}`);
  });

  it('offers none where the brand takes no VIP bets from the player’s geo', async () => {
    await slip({ stake: '25000', options: { account: rich, site: brand({ vipBets: false }) } });
    await screen.findByText((text) => text.startsWith(ru('bet_stake_above_max', { amount: '' }).slice(0, 20)));
    expect(screen.queryByTestId('vip-request')).toBeNull();
  });
});
