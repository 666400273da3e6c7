import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { ru } from '../../shared/ui/test-utils';
import { HeaderWallet } from './header-wallet';
import { account, lists, ok, pointPageAt, renderWallet } from './test-harness';

// Issue 11: the header shows the active account's balance, formatted in the page's language from
// the exact text, and a Deposit button; a `balance` push notice changes it without a reload, the
// newest version winning over notices that arrive late.

let server: TestServer;
let push: TestPushServer;
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
  server.route(officeWalletPaths.balance, (_request, response) =>
    sendJson(
      response,
      200,
      ok(
        lists(
          account({ id: 501, moneyExact: '1234.50', version: 2 }),
          account({ id: 502, iso: 'USD', isActive: false, moneyExact: '7.00', version: 1 }),
        ),
      ),
    ),
  );
});
afterAll(() => server.close());
afterEach(() => push?.stop());

describe('the header wallet', () => {
  it('shows the active balance and a Deposit button; guests see nothing', async () => {
    renderWallet(<HeaderWallet />, { path: '/ru/line' });
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(nbsp(balance.textContent)).toBe('1 234,50 ₽'));
    expect(balance.getAttribute('href')).toBe('/ru/office/settings/wallets');
    expect(nbsp(balance.getAttribute('aria-label'))).toBe(ru('wallet_header_balance_is', { amount: '1 234,50 ₽' }));
    expect(screen.getByRole('link', { name: ru('wallet_deposit') }).getAttribute('href')).toBe('/ru/office/recharge');
  });

  it('follows balance notices without a reload; an older one that arrives late changes nothing', async () => {
    push = await startTestPushServer();
    renderWallet(<HeaderWallet />, { path: '/ru/line', pushUrl: push.url });
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(nbsp(balance.textContent)).toBe('1 234,50 ₽'));
    await waitFor(() => expect(push.connections()).toBe(1));

    push.broadcast({ type: 'notice', notice: { kind: 'balance', accountId: 501, version: 4, money: '1734.50', currency: 'RUB' } });
    await waitFor(() => expect(nbsp(balance.textContent)).toBe('1 734,50 ₽'));
    push.broadcast({ type: 'notice', notice: { kind: 'balance', accountId: 501, version: 3, money: '1500.00', currency: 'RUB' } });
    // Another account's notice changes the header no more than the late one.
    push.broadcast({ type: 'notice', notice: { kind: 'balance', accountId: 502, version: 2, money: '9.00', currency: 'USD' } });
    push.broadcast({ type: 'notice', notice: { kind: 'balance', accountId: 501, version: 5, money: '1700.00', currency: 'RUB' } });
    await waitFor(() => expect(nbsp(balance.textContent)).toBe('1 700,00 ₽'));
    expect(server.hits(officeWalletPaths.balance)).toBeGreaterThan(0);
  });

  it('renders nothing for a guest', () => {
    const { container } = renderWallet(<HeaderWallet />, { path: '/ru/line', viewer: null });
    expect(container.textContent).toBe('');
  });
});
