import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import { cashOutPaths, type SaleOffer, type SaleValue } from '@stavka/contract/cash-out';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { ru } from '../../shared/ui/test-utils';
import { OpenBets } from './open-bets';
import { bet, bodiesTo, describeLeg, page, pointPageAt, renderBets } from './test-harness';

// Cash-out from the open bets under the slip (issue 12): an accepted bet shows what it sells for,
// kept current by `cashout` notices; its sale opens with the bet's own offer and sells it whole, in
// part (a slider over what the server says a part may take) or by a target; a moved offer is said
// with the offer now. The amounts sent are the server's own and the player's choice, nothing else.

let server: TestServer;
let push: TestPushServer | undefined;
let items: BetRecord[] = [];
let offer: SaleOffer;
let sale: (body: Record<string, unknown>) => { status: number; body: unknown } = () => ({ status: 200, body: family(sold()) });
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const family = (value: unknown) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });
/** An accessible name as read out, whatever kind of space the money formatting put in it. */
const named = (text: string) => (name: string) => nbsp(name) === nbsp(text);
const refusal = (code: number) => ({ Id: 0, Success: false, Error: 'refused', ErrorCode: code, Guid: '', Value: null });

function saleOffer(overrides: Partial<SaleOffer> = {}): SaleOffer {
  return {
    BetId: 701,
    Available: true,
    Reason: null,
    Summ: 89.3,
    SummExact: '89.30',
    PartialMaxSumm: 80.37,
    PartialMaxSummExact: '80.37',
    Currency: 'RUB',
    Stake: 100,
    StakeExact: '100.00',
    PotentialPayout: 190,
    PotentialPayoutExact: '190.00',
    AutoSaleSumm: null,
    AutoSaleSummExact: null,
    ...overrides,
  };
}

function sold(overrides: Partial<SaleValue> = {}): SaleValue {
  return {
    BetId: 701,
    SaleNumber: 1,
    Kind: 'full',
    Paid: 89.3,
    PaidExact: '89.30',
    Status: 'cashed_out',
    Stake: 100,
    StakeExact: '100.00',
    PotentialPayout: 190,
    PotentialPayoutExact: '190.00',
    Currency: 'RUB',
    Balance: 989.3,
    BalanceExact: '989.30',
    ...overrides,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.history, (_request, response) => sendJson(response, 200, page(items)));
  server.route(cashOutPaths.offer, (_request, response) => sendJson(response, 200, family({ Offers: [offer] })));
  server.route(cashOutPaths.sell, (request, response) => {
    const answer = sale(JSON.parse(request.body) as Record<string, unknown>);
    sendJson(response, answer.status, answer.body);
  });
  server.route(cashOutPaths.autoSale, (request, response) => {
    const body = JSON.parse(request.body) as { Summ: string | null };
    offer = saleOffer({ AutoSaleSumm: body.Summ === null ? null : Number(body.Summ), AutoSaleSummExact: body.Summ });
    sendJson(response, 200, family({ BetId: 701, AutoSaleSumm: offer.AutoSaleSumm, AutoSaleSummExact: offer.AutoSaleSummExact }));
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await push?.stop();
  push = undefined;
});
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  items = [bet(701, { potentialPayoutExact: '190.00' })];
  offer = saleOffer();
  sale = () => ({ status: 200, body: family(sold()) });
});

async function renderOpenBet(pushUrl?: string) {
  renderBets(<OpenBets describe={describeLeg} oddsFormat="decimal" />, { path: '/ru/line', ...(pushUrl ? { pushUrl } : {}) });
  const card = await screen.findByRole('article', { name: ru('bets_bet_label', { number: 701 }) });
  const item = card.closest('li');
  if (!item) throw new Error('the bet is not in the list');
  return within(item);
}
const sellButton = (item: ReturnType<typeof within>, amount: string) => item.findByRole('button', { name: named(ru('cash_out_sell_for', { amount })) });

describe('cash-out under the slip', () => {
  it('shows what an accepted bet sells for and follows the offer by push', async () => {
    push = await startTestPushServer();
    const item = await renderOpenBet(push.url);
    expect(nbsp((await sellButton(item, '89,30 ₽')).textContent)).toBe(ru('cash_out_sell_for', { amount: '89,30 ₽' }));
    await waitFor(() => expect(push?.connections()).toBe(1));
    push.broadcast({ type: 'notice', notice: { kind: 'cashout', betId: 701, at: 1, amount: '112.45', currency: 'RUB' } });
    await sellButton(item, '112,45 ₽');
    push.broadcast({ type: 'notice', notice: { kind: 'cashout', betId: 701, at: 2, amount: null, currency: 'RUB' } });
    await waitFor(() => expect(item.getByText(ru('cash_out_reason_blocked'))).toBeTruthy());
    expect(item.queryByRole('button', { name: /89,30|112,45/ })).toBeNull();
  });

  it('says why a bet has no offer, and shows no sale for a bet still waiting', async () => {
    items = [bet(701), bet(702, { status: 'waiting' })];
    offer = saleOffer({ Available: false, Reason: 'not_priced', Summ: null, SummExact: null, PartialMaxSumm: null, PartialMaxSummExact: null });
    const item = await renderOpenBet();
    await waitFor(() => expect(item.getByText(ru('cash_out_reason_not_priced'))).toBeTruthy());
    const waiting = screen.getByRole('article', { name: ru('bets_bet_label', { number: 702 }) }).closest('li');
    expect(waiting?.textContent).not.toContain(ru('cash_out_reason_not_priced'));
  });

  it('opens the sale with the bet’s own offer and sells it whole for the offer seen', async () => {
    const item = await renderOpenBet();
    fireEvent.click(await sellButton(item, '89,30 ₽'));
    const all = await item.findByRole('button', { name: named(ru('cash_out_sell_all', { amount: '89,30 ₽' })) });
    expect(bodiesTo(server, cashOutPaths.offer)).toContainEqual({ SaleBetId: 701 });
    const listReads = server.hits(bettingPaths.history);
    fireEvent.click(all);
    await waitFor(() => expect(nbsp(item.getByRole('status').textContent)).toBe(nbsp(ru('cash_out_sold', { number: 701, amount: '89,30 ₽' }))));
    const [body] = bodiesTo(server, cashOutPaths.sell);
    expect(body).toMatchObject({ SaleBetId: 701, SeenSumm: '89.30' });
    expect(body?.['Summ']).toBeUndefined();
    expect(String(body?.['Guid'])).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(server.hits(bettingPaths.history)).toBeGreaterThan(listReads));
  });

  it('sells the part chosen on the slider, within what the server says a part may take', async () => {
    sale = () => ({ status: 200, body: family(sold({ Kind: 'partial', Status: 'accepted', PaidExact: '30.00', Paid: 30 })) });
    const item = await renderOpenBet();
    fireEvent.click(await sellButton(item, '89,30 ₽'));
    const slider = await item.findByRole('slider', { name: ru('cash_out_part_label') });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), (slider as HTMLInputElement).value]).toEqual(['1', '8037', '4465']);
    fireEvent.change(slider, { target: { value: '3000' } });
    fireEvent.click(item.getByRole('button', { name: named(ru('cash_out_sell_part', { amount: '30,00 ₽' })) }));
    await waitFor(() => expect(bodiesTo(server, cashOutPaths.sell)).toHaveLength(1));
    expect(bodiesTo(server, cashOutPaths.sell)[0]).toMatchObject({ SaleBetId: 701, SeenSumm: '89.30', Summ: '30.00' });
    await waitFor(() => expect(nbsp(item.getByRole('status').textContent)).toBe(nbsp(ru('cash_out_sold_part', { number: 701, amount: '30,00 ₽' }))));
  });

  it('says the offer now when it moved below the one the player saw', async () => {
    sale = () => {
      offer = saleOffer({ Summ: 80, SummExact: '80.00' });
      return { status: 409, body: refusal(betErrorCodes.saleOfferMoved) };
    };
    const item = await renderOpenBet();
    fireEvent.click(await sellButton(item, '89,30 ₽'));
    fireEvent.click(await item.findByRole('button', { name: named(ru('cash_out_sell_all', { amount: '89,30 ₽' })) }));
    await waitFor(() => expect(nbsp(item.getByRole('status').textContent)).toBe(nbsp(ru('cash_out_moved', { amount: '80,00 ₽' }))));
    expect(await item.findByRole('button', { name: named(ru('cash_out_sell_all', { amount: '80,00 ₽' })) })).toBeTruthy();
  });

  it('sets and removes an auto-sale target, refusing one above the possible win', async () => {
    const item = await renderOpenBet();
    fireEvent.click(await sellButton(item, '89,30 ₽'));
    const target = await item.findByLabelText(ru('cash_out_auto_label', { currency: 'RUB' }));
    fireEvent.change(target, { target: { value: '190,01' } });
    fireEvent.click(item.getByRole('button', { name: ru('cash_out_auto_save') }));
    await waitFor(() => expect(item.getByText(ru('cash_out_auto_invalid'))).toBeTruthy());
    expect(server.hits(cashOutPaths.autoSale)).toBe(0);
    fireEvent.change(target, { target: { value: '150' } });
    fireEvent.click(item.getByRole('button', { name: ru('cash_out_auto_save') }));
    await waitFor(() => expect(bodiesTo(server, cashOutPaths.autoSale)).toEqual([{ SaleBetId: 701, Summ: '150.00' }]));
    await waitFor(() => expect(nbsp(item.getByText(/150,00/).textContent)).toBe(nbsp(ru('cash_out_auto_is', { amount: '150,00 ₽' }))));
    fireEvent.click(item.getByRole('button', { name: ru('cash_out_auto_remove') }));
    await waitFor(() => expect(bodiesTo(server, cashOutPaths.autoSale)).toHaveLength(2));
    expect(bodiesTo(server, cashOutPaths.autoSale)[1]).toEqual({ SaleBetId: 701, Summ: null });
  });
});
