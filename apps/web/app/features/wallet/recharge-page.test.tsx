import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { RechargePage } from './recharge-page';
import { account, bodiesTo, lists, method, ok, payment, pointPageAt, renderWallet } from './test-harness';

// office_recharge (issue 11): methods as choices, presets, the fee and total as the player types,
// and Deposit sending the typed text with an idempotency key per attempt (the same attempt sent
// again keeps it) before going to the provider's page.

let server: TestServer;
let depositAnswers: Array<{ status: number; body: unknown }> = [];
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const checkout = () => `${server.baseUrl}/sandbox-pay/checkout/ch_1?lng=ru`;

const rechargeData = (overrides: Record<string, unknown> = {}) =>
  ok({
    account: account({ moneyExact: '0.00' }),
    methods: [
      method(),
      method({
        id: 'sandbox_wallet',
        name: 'Электронный кошелёк',
        kind: 'ewallet',
        min: '50.00',
        max: '100000.00',
        feePercent: '1',
        payoutField: 'wallet',
      }),
    ],
    amountTemplates: [20, 500, 1000],
    consultant: { available: true, limited: false },
    agents: [],
    cashAgent: false,
    ...overrides,
  });
let recharge = rechargeData();

beforeAll(async () => {
  server = await startTestServer();
  server.route(officeWalletPaths.rechargeData, (_request, response) => sendJson(response, 200, recharge));
  server.route(officeWalletPaths.balance, (_request, response) => sendJson(response, 200, ok(lists(account()))));
  server.route(officeWalletPaths.deposit, (_request, response) => {
    const next = depositAnswers.shift() ?? { status: 200, body: ok({ payment: payment(), redirectUrl: checkout() }) };
    sendJson(response, next.status, next.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  depositAnswers = [];
  recharge = rechargeData();
  document.cookie = 'csrf_token=csrf-wallet; path=/';
});

const amountField = () => screen.getByLabelText(ru('wallet_amount_in', { currency: 'RUB' })) as HTMLInputElement;
const depositButton = () => screen.getByRole('button', { name: ru('wallet_deposit') });

describe('the deposit page', () => {
  it('offers the methods with limits and fees, the presets a method takes, and counts fee and total as the player types', async () => {
    renderWallet(<RechargePage />, { path: '/ru/office/recharge' });
    const methods = await screen.findByRole('group', { name: ru('wallet_method') });
    const card = within(methods).getByRole('radio', { name: /Банковская карта/ }) as HTMLInputElement;
    expect(card.checked).toBe(true);
    expect(nbsp(card.closest('label')?.textContent)).toContain('от 100 ₽ до 300 000 ₽ · без комиссии');
    // 20 is below the card's minimum: not offered.
    expect(
      within(screen.getByRole('group', { name: ru('wallet_amount_presets') }))
        .getAllByRole('button')
        .map((b) => nbsp(b.textContent)),
    ).toEqual(['500 ₽', '1 000 ₽']);

    fireEvent.click(within(methods).getByRole('radio', { name: /Электронный кошелёк/ }));
    fireEvent.change(amountField(), { target: { value: '500,5' } });
    expect(amountField().value).toBe('500.5');
    const summary = screen.getByTestId('payment-summary');
    expect(nbsp(summary.textContent)).toBe(
      `${ru('wallet_summary_deposit')}500,50 ₽${ru('wallet_fee')}5,01 ₽${ru('wallet_total_to_pay')}505,51 ₽`,
    );
  });

  it('says what is wrong with the amount before sending anything', async () => {
    renderWallet(<RechargePage />, { path: '/ru/office/recharge' });
    await screen.findByRole('group', { name: ru('wallet_method') });
    fireEvent.click(depositButton());
    expect(await screen.findByText(ru('wallet_amount_required'))).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '99.99' } });
    fireEvent.click(depositButton());
    expect(nbsp((await screen.findByRole('alert')).textContent)).toBe(ru('wallet_amount_min', { min: '100 ₽' }));
    expect(bodiesTo(server, officeWalletPaths.deposit)).toEqual([]);
  });

  it('sends the typed text with one key per attempt, keeps it when the same attempt is sent again, then goes to the provider', async () => {
    renderWallet(<RechargePage />, { path: '/ru/office/recharge' });
    await screen.findByRole('group', { name: ru('wallet_method') });
    fireEvent.change(amountField(), { target: { value: '1000.10' } });
    // The provider is down the first time (the layer tries three times), then the server's validation answer.
    const down = {
      status: 503,
      body: { success: false, error: { id: 'unavailable', message: 'The payment provider cannot take the payment now.' } },
    };
    depositAnswers = [
      down,
      down,
      down,
      {
        status: 400,
        body: { success: false, error: { id: 'validation', message: 'x', errors: { amount: ['payment_amount_above_max'] } } },
      },
    ];
    fireEvent.click(depositButton());
    expect(await screen.findByText(ru('wallet_error_unavailable'), undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(depositButton());
    expect(await screen.findByText(ru('payment_amount_above_max'))).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '1000' } });
    fireEvent.click(depositButton());
    await waitFor(() => expect(window.location.href).toBe(checkout()));

    const sent = bodiesTo(server, officeWalletPaths.deposit) as Array<{ method_id: string; amount: string; idempotency_key: string }>;
    expect(sent.map((body) => [body.method_id, body.amount])).toEqual([
      ...Array(4).fill(['sandbox_card', '1000.10']),
      ['sandbox_card', '1000'],
    ]);
    const keys = sent.map((body) => body.idempotency_key);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('takes the choice from the registration modal, and shows other ways to pay only when offered', async () => {
    recharge = rechargeData({ agents: [{ name: 'Агент Алматы', phone: '+7 701 000-00-00', telegram: '@agent_kz' }], cashAgent: true });
    renderWallet(<RechargePage />, { path: '/ru/office/recharge?method=sandbox_wallet&amount=500' });
    const wallet = (await screen.findByRole('radio', { name: /Электронный кошелёк/ })) as HTMLInputElement;
    expect(wallet.checked).toBe(true);
    expect(amountField().value).toBe('500');
    expect(screen.getByRole('link', { name: ru('wallet_cash_agent_link') }).getAttribute('href')).toBe('/ru/information/cashTerminals');
    fireEvent.click(screen.getByRole('button', { name: ru('wallet_agents_open') }));
    const dialog = screen.getByRole('dialog', { name: ru('wallet_agents_title') });
    expect(within(dialog).getByRole('link', { name: '+7 701 000-00-00' }).getAttribute('href')).toBe('tel:+77010000000');
    expect(
      within(dialog)
        .getByRole('link', { name: ru('wallet_agent_telegram', { name: 'agent_kz' }) })
        .getAttribute('href'),
    ).toBe('https://t.me/agent_kz');
  });

  it('has no other ways to pay when the server offers none', async () => {
    renderWallet(<RechargePage />, { path: '/ru/office/recharge' });
    await screen.findByRole('group', { name: ru('wallet_method') });
    expect(screen.queryByText(ru('wallet_other_ways'))).toBeNull();
  });

  it("links to the payment consultant only where the player's country has it", async () => {
    const first = renderWallet(<RechargePage />, { path: '/ru/office/recharge' });
    await screen.findByRole('group', { name: ru('wallet_method') });
    expect(screen.getByRole('link', { name: ru('consultant_recharge_link') }).getAttribute('href')).toBe('/ru/office/payment-consultant');
    first.unmount();

    recharge = rechargeData({ consultant: { available: false, limited: false } });
    renderWallet(<RechargePage />, { path: '/ru/office/recharge' });
    await screen.findByRole('group', { name: ru('wallet_method') });
    expect(screen.queryByRole('link', { name: ru('consultant_recharge_link') })).toBeNull();
  });
});
