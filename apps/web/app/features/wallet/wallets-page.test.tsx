import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import type { BalanceLists } from '@stavka/contract/wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { HeaderWallet } from './header-wallet';
import { account, bodiesTo, lists, ok, pointPageAt, renderWallet } from './test-harness';
import { WalletsPage } from './wallets-page';

// office_settings_wallets (issue 11): accounts with money and the active mark, switching the active
// one (the header follows at once), opening an account in a currency not held yet, deleting an
// empty inactive one after a confirmation, and the server's refusals in the player's words.

let server: TestServer;
let state: BalanceLists;
const rub = (overrides = {}) => account({ id: 501, moneyExact: '250.00', version: 3, ...overrides });
const usd = (overrides = {}) =>
  account({ id: 502, iso: 'USD', name: 'Доллар США', symbol: '$', label: 'Доллар США ($)', currencyId: 2, isActive: false, ...overrides });
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  server.route(officeWalletPaths.balance, (_request, response) => sendJson(response, 200, ok(state)));
  server.route(officeWalletPaths.walletCurrencies, (_request, response) =>
    sendJson(
      response,
      200,
      ok({
        currencies: [
          { id: 1, code: 'RUB', symbol: '₽', name: 'Российский рубль' },
          { id: 2, code: 'USD', symbol: '$', name: 'Доллар США' },
          { id: 3, code: 'EUR', symbol: '€', name: 'Евро' },
        ],
      }),
    ),
  );
  server.route(officeWalletPaths.setActiveAccount, (request, response) => {
    const { account_id } = JSON.parse(request.body) as { account_id: number };
    state = lists(...state.accounts.map((a) => ({ ...a, isActive: a.id === account_id })));
    sendJson(response, 200, ok(state));
  });
  server.route(officeWalletPaths.createCurrencyAccount, (request, response) => {
    const { currency_id } = JSON.parse(request.body) as { currency_id: number };
    if (currency_id === 3)
      state = lists(...state.accounts, account({ id: 503, iso: 'EUR', label: 'Евро (€)', currencyId: 3, isActive: false }));
    sendJson(response, 200, ok(state));
  });
  server.route(officeWalletPaths.deleteCurrencyAccount, (request, response) => {
    const { account_id } = JSON.parse(request.body) as { account_id: number };
    if (account_id === 501)
      return sendJson(response, 400, {
        success: false,
        error: { id: 'validation', message: 'x', errors: { account_id: ['wallet_account_not_empty'] } },
      });
    state = lists(...state.accounts.filter((a) => a.id !== account_id));
    sendJson(response, 200, ok(state));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-wallet; path=/';
});

const row = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('the wallets page', () => {
  it('switches the active account, and the header shows the new one at once', async () => {
    state = lists(rub(), usd({ moneyExact: '12.00' }));
    renderWallet(
      <>
        <HeaderWallet />
        <WalletsPage />
      </>,
      { path: '/ru/office/settings/wallets' },
    );
    await screen.findByText('Доллар США ($)');
    expect(within(row('Российский рубль (₽)')).getByText(ru('wallet_account_active'))).toBeTruthy();
    await waitFor(() => expect(nbsp(screen.getByTestId('header-balance').textContent)).toBe('250,00 ₽'));
    // An account with money is never offered for deletion; the active one neither.
    expect(within(row('Доллар США ($)')).queryByRole('button', { name: ru('wallet_delete_account') })).toBeNull();

    fireEvent.click(within(row('Доллар США ($)')).getByRole('button', { name: ru('wallet_make_active') }));
    await waitFor(() => expect(nbsp(screen.getByTestId('header-balance').textContent)).toBe('12,00 $'));
    expect(within(row('Доллар США ($)')).getByText(ru('wallet_account_active'))).toBeTruthy();
    expect(bodiesTo(server, officeWalletPaths.setActiveAccount)).toEqual([{ account_id: 502 }]);
    expect(server.received.find((r) => r.url === officeWalletPaths.setActiveAccount)?.headers['x-csrf-token']).toBe('csrf-wallet');
  });

  it('opens an account in a currency not held yet, and deletes an empty inactive one after asking', async () => {
    state = lists(rub(), usd());
    renderWallet(<WalletsPage />, { path: '/ru/office/settings/wallets' });
    const currency = (await screen.findByLabelText(ru('wallet_open_currency'))) as HTMLSelectElement;
    expect([...currency.options].map((option) => option.text)).toEqual(['Евро (EUR)']);
    fireEvent.click(screen.getByRole('button', { name: ru('wallet_open_account') }));
    await screen.findByText('Евро (€)');
    expect(bodiesTo(server, officeWalletPaths.createCurrencyAccount)).toEqual([{ currency_id: 3 }]);
    expect(screen.getByText(ru('wallet_open_none_left'))).toBeTruthy();

    fireEvent.click(within(row('Доллар США ($)')).getByRole('button', { name: ru('wallet_delete_account') }));
    const dialog = screen.getByRole('dialog', { name: ru('wallet_delete_title') });
    fireEvent.click(within(dialog).getByRole('button', { name: ru('wallet_cancel') }));
    expect(bodiesTo(server, officeWalletPaths.deleteCurrencyAccount)).toEqual([]);

    fireEvent.click(within(row('Доллар США ($)')).getByRole('button', { name: ru('wallet_delete_account') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ru('wallet_delete_account') }));
    await waitFor(() => expect(screen.queryByText('Доллар США ($)')).toBeNull());
    expect(bodiesTo(server, officeWalletPaths.deleteCurrencyAccount)).toEqual([{ account_id: 502 }]);
  });

  it("shows the server's refusal by its message key, in the player's language", async () => {
    // The lists say the rouble account is empty and inactive; the server knows better.
    state = lists(rub({ isActive: false, moneyExact: '0.00' }), usd({ isActive: true }));
    renderWallet(<WalletsPage />, { path: '/ru/office/settings/wallets' });
    await screen.findByText('Доллар США ($)');
    fireEvent.click(within(row('Российский рубль (₽)')).getByRole('button', { name: ru('wallet_delete_account') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ru('wallet_delete_account') }));
    expect((await screen.findByRole('alert')).textContent).toContain(ru('wallet_account_not_empty'));
    expect(screen.getByText('Российский рубль (₽)')).toBeTruthy();
  });
});
