import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { readPreference, writePreference } from '../../shared/storage/preferences';
import { ru } from '../../shared/ui/test-utils';
import { PaycheckPage } from './paycheck-page';
import { RegistrationDepositOffer } from './registration-deposit';
import { account, bodiesTo, method, ok, payment, pointPageAt, renderWallet, walletPlayer } from './test-harness';

// office_paycheck: a payment by the number the player enters. The registration-deposit modal of
// spec §2: offered once, right after a registration, when the brand's count_payments_in_reg > 0,
// with the presets and the first N methods, leading into the deposit page.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.route(officeWalletPaths.paymentCheck, (request, response) => {
    const { number } = JSON.parse(request.body) as { number: string };
    if (number !== '1017')
      return sendJson(response, 404, { success: false, error: { id: 'not_found', message: 'You have no payment with this number' } });
    sendJson(response, 200, ok({ payment: payment({ status: 'completed' }) }));
  });
  server.route(officeWalletPaths.rechargeData, (_request, response) =>
    sendJson(
      response,
      200,
      ok({
        account: account(),
        methods: [
          method(),
          method({ id: 'sandbox_wallet', name: 'Электронный кошелёк', kind: 'ewallet' }),
          method({ id: 'sandbox_bank', name: 'Банк', kind: 'bank' }),
        ],
        amountTemplates: [500, 1000],
        consultant: { available: false, limited: false },
        agents: [],
        cashAgent: false,
      }),
    ),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-wallet; path=/';
});

describe('the payment check', () => {
  it('finds a payment by its number, and says when the player has none with it', async () => {
    const { router } = renderWallet(<PaycheckPage />, { path: '/ru/office/paycheck' });
    const field = screen.getByLabelText(ru('wallet_paycheck_number'));
    fireEvent.change(field, { target: { value: '10x17' } });
    fireEvent.click(screen.getByRole('button', { name: ru('wallet_paycheck_find') }));
    await waitFor(() => expect(router.state.location.search).toBe('?number=1017'));
    const found = await screen.findByTestId('paycheck-result');
    expect(within(found).getByText(ru('wallet_status_completed'))).toBeTruthy();
    expect(bodiesTo(server, officeWalletPaths.paymentCheck)).toEqual([{ number: '1017' }]);

    fireEvent.change(field, { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: ru('wallet_paycheck_find') }));
    expect(await screen.findByText(ru('wallet_paycheck_not_found', { number: '42' }))).toBeTruthy();
  });
});

describe('the registration-deposit modal', () => {
  it('is offered once to the player who has just registered, with the first N methods, and leads to the deposit page', async () => {
    writePreference(getAppStorage(), 'registrationDepositOffer', walletPlayer.userId);
    const { router } = renderWallet(<RegistrationDepositOffer />, { path: '/ru/line', site: { count_payments_in_reg: 2 } });
    const dialog = await screen.findByRole('dialog', { name: ru('wallet_reg_deposit_title') });
    await within(dialog).findByRole('radio', { name: /Банковская карта/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(readPreference(getAppStorage(), 'registrationDepositOffer')).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: /Электронный кошелёк/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /1\s000/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: ru('wallet_reg_deposit_go') }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/ru/office/recharge?method=sandbox_wallet&amount=1000',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered when the brand has none, nor to another player', async () => {
    writePreference(getAppStorage(), 'registrationDepositOffer', walletPlayer.userId);
    renderWallet(<RegistrationDepositOffer />, { path: '/ru/line', site: { count_payments_in_reg: 0 } });
    await waitFor(() => expect(readPreference(getAppStorage(), 'registrationDepositOffer')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();

    writePreference(getAppStorage(), 'registrationDepositOffer', walletPlayer.userId + 1);
    renderWallet(<RegistrationDepositOffer />, { path: '/ru/line', site: { count_payments_in_reg: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPreference(getAppStorage(), 'registrationDepositOffer')).toBe(walletPlayer.userId + 1);
  });
});
