import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { accountTypes, type BalanceLists } from '@stavka/contract/wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { account, lists, ok, pointPageAt, renderWallet } from './test-harness';
import { WalletsPage } from './wallets-page';

// What the player owes on the wallets page (decisions 0028, 0029): a credit account below zero is a
// debt said in words, apart from the money accounts; a credit account with nothing owed is not shown.

let server: TestServer;
let state: BalanceLists;
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  server.route(officeWalletPaths.balance, (_request, response) => sendJson(response, 200, ok(state)));
  server.route(officeWalletPaths.walletCurrencies, (_request, response) => sendJson(response, 200, ok({ currencies: [] })));
});
afterAll(() => server.close());
beforeEach(() => pointPageAt(server));

const cash = account({ id: 501, moneyExact: '250.00' });
const credit = (moneyExact: string) => account({ id: 509, type: accountTypes.credit, isActive: false, moneyExact, money: Number(moneyExact) });

function withCredit(moneyExact: string): BalanceLists {
  const all = lists(cash);
  return { ...all, allAccounts: [cash, credit(moneyExact)] };
}

describe('what the player owes', () => {
  it('shows a debt as what is owed, in words, apart from the money', async () => {
    state = withCredit('-1500.00');
    renderWallet(<WalletsPage />, { path: '/ru/office/settings/wallets' });
    const owed = await screen.findByTestId('wallet-owed');
    expect(nbsp(owed.textContent)).toContain(ru('wallet_debt_amount', { amount: '1 500,00 ₽' }));
    expect(owed.textContent).toContain(ru('wallet_debt_hint'));
    expect(owed.textContent).not.toContain('-');
    // The accounts list holds money only.
    expect(nbsp(screen.getByTestId('wallet-accounts').textContent)).not.toContain('1 500');
  });

  it('shows nothing when nothing is owed', async () => {
    state = withCredit('0.00');
    renderWallet(<WalletsPage />, { path: '/ru/office/settings/wallets' });
    await screen.findByTestId('wallet-accounts');
    expect(screen.queryByTestId('wallet-owed')).toBeNull();
  });
});
