import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { DeducePage } from './deduce-page';
import { account, bodiesTo, lists, method, ok, payment, pointPageAt, renderWallet } from './test-harness';

// office_deduce (issue 11): the method's payout field, the fee and total to be held, the available
// money as the limit, the identity notice where the brand requires it, and the pending requests
// that the player is told cannot be cancelled.

let server: TestServer;
let deduce: Record<string, unknown>;
const funded = account({ moneyExact: '1000.00', version: 2 });
const card = method();
const wallet = method({
  id: 'sandbox_wallet',
  name: 'Электронный кошелёк',
  kind: 'ewallet',
  min: '50.00',
  max: '100000.00',
  feePercent: '1',
  payoutField: 'wallet',
});
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  server.route(officeWalletPaths.deduceData, (_request, response) => sendJson(response, 200, ok(deduce)));
  server.route(officeWalletPaths.balance, (_request, response) => sendJson(response, 200, ok(lists(funded))));
  server.route(officeWalletPaths.withdrawal, (request, response) => {
    const body = JSON.parse(request.body) as { details: { card?: string } };
    if (body.details.card === '12ab')
      return sendJson(response, 400, {
        success: false,
        error: { id: 'validation', message: 'x', errors: { 'details.card': ['payment_details_invalid'] } },
      });
    sendJson(response, 200, ok({ payment: payment({ direction: 'withdrawal', status: 'requested', number: 2001 }) }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  deduce = { account: funded, methods: [card, wallet], identityRequired: false, identityVerified: false, pending: [] };
  document.cookie = 'csrf_token=csrf-wallet; path=/';
});

const amount = () => screen.getByLabelText(ru('wallet_amount_in', { currency: 'RUB' }));
const withdraw = () => screen.getByRole('button', { name: ru('wallet_withdraw') });

describe('the withdrawal page', () => {
  it('asks for what the method pays to, shows the total to be held, and sends the request', async () => {
    renderWallet(<DeducePage />, { path: '/ru/office/deduce' });
    expect(await screen.findByLabelText(ru('wallet_payout_card'))).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Электронный кошелёк/ }));
    expect(screen.queryByLabelText(ru('wallet_payout_card'))).toBeNull();
    fireEvent.change(amount(), { target: { value: '500' } });
    expect(nbsp(screen.getByTestId('payment-summary').textContent)).toContain(`${ru('wallet_total_held')}505,00 ₽`);

    // The total with the fee is more than the account has: said before anything is sent.
    fireEvent.change(amount(), { target: { value: '995' } });
    fireEvent.change(screen.getByLabelText(ru('wallet_payout_wallet')), { target: { value: 'player-wallet-42' } });
    fireEvent.click(withdraw());
    expect(nbsp((await screen.findByRole('alert')).textContent)).toBe(ru('wallet_amount_over_available', { available: '1 000 ₽' }));

    fireEvent.change(amount(), { target: { value: '500' } });
    fireEvent.click(withdraw());
    expect(await screen.findByText(ru('wallet_withdrawal_requested_title', { number: 2001 }))).toBeTruthy();
    const [sent] = bodiesTo(server, officeWalletPaths.withdrawal) as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({ method_id: 'sandbox_wallet', amount: '500', details: { wallet: 'player-wallet-42' } });
    expect(sent?.['idempotency_key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("puts the server's refusal of the payout details on their field", async () => {
    renderWallet(<DeducePage />, { path: '/ru/office/deduce' });
    fireEvent.change(await screen.findByLabelText(ru('wallet_payout_card')), { target: { value: '12ab' } });
    fireEvent.change(amount(), { target: { value: '100' } });
    fireEvent.click(withdraw());
    const field = screen.getByLabelText(ru('wallet_payout_card'));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(ru('payment_details_invalid'))).toBeTruthy();
  });

  it('asks for a verified identity where the brand requires it, and lists the pending requests', async () => {
    deduce = {
      ...deduce,
      identityRequired: true,
      pending: [payment({ direction: 'withdrawal', status: 'requested', number: 2002, amountExact: '300.00' })],
    };
    renderWallet(<DeducePage />, { path: '/ru/office/deduce' });
    const notice = await screen.findByText(ru('wallet_identity_required'));
    expect(notice).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('wallet_identity_verify') }).getAttribute('href')).toBe('/ru/office/account/identification');
    expect(screen.queryByRole('button', { name: ru('wallet_withdraw') })).toBeNull();
    const pending = screen.getByTestId('pending-withdrawals');
    expect(nbsp(within(pending).getByRole('listitem').textContent)).toContain('300,00 ₽');
    expect(within(pending).getByText(ru('wallet_status_requested'))).toBeTruthy();
    expect(screen.getByText(ru('wallet_pending_no_cancel'))).toBeTruthy();
  });
});
