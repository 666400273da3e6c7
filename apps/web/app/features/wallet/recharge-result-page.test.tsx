import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import type { PaymentRecord } from '@stavka/contract/payments';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { startTestPushServer, type TestPushServer } from '../../shared/live/test-push-server';
import { ru } from '../../shared/ui/test-utils';
import { RechargeResultPage } from './recharge-result-page';
import { account, lists, ok, payment, pointPageAt, renderWallet } from './test-harness';
import { WalletLive } from './wallet-live';
import { PAYMENT_POLL_MS } from './wallet-queries';

// office_recharge_result (issue 11): the deposit waits, then is credited or declined — at once by the
// `payment` push notice, or by reading the payment again every few seconds when no notice comes —
// with the balance after it and what to do next.

let server: TestServer;
let push: TestPushServer | undefined;
let current: PaymentRecord;
let money = '0.00';
const paymentPath = `${officeWalletPaths.payment}/${payment().id}`;
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  server.route(paymentPath, (_request, response) => sendJson(response, 200, ok({ payment: current })));
  server.route(officeWalletPaths.balance, (_request, response) =>
    sendJson(response, 200, ok(lists(account({ moneyExact: money, version: money === '0.00' ? 0 : 1 })))),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  current = payment();
  money = '0.00';
});
afterEach(async () => {
  await push?.stop();
  push = undefined;
});

describe('the deposit result', () => {
  it('waits, then shows the deposit credited when the payment notice arrives, with the new balance', async () => {
    push = await startTestPushServer();
    // The page's notices are heard once per page, by the wallet listener in the header.
    renderWallet(
      <>
        <WalletLive />
        <RechargeResultPage paymentId={current.id} />
      </>,
      { path: `/ru/office/recharge/result/${current.id}`, pushUrl: push.url },
    );
    expect(await screen.findByText(ru('wallet_result_waiting_title'))).toBeTruthy();
    await waitFor(() => expect(push?.connections()).toBe(1));

    current = payment({
      status: 'completed',
      history: [...current.history, { status: 'completed', at: '2025-03-01T09:31:00.000Z', note: null }],
    });
    money = '500.00';
    push.broadcast({
      type: 'notice',
      notice: { kind: 'payment', paymentId: current.id, number: current.number, direction: 'deposit', status: 'completed' },
    });
    // Well before the next poll: the notice made the page read the payment again.
    expect(await screen.findByText(ru('wallet_result_credited_title'), undefined, { timeout: PAYMENT_POLL_MS / 2 })).toBeTruthy();
    await waitFor(() => expect(nbsp(screen.getByTestId('account-strip').textContent)).toContain('500,00 ₽'));
    expect(screen.getByRole('link', { name: ru('wallet_next_bet') }).getAttribute('href')).toBe('/ru/line');
  });

  it('finds out by reading the payment again when no notice comes, and offers to try again after a decline', async () => {
    renderWallet(<RechargeResultPage paymentId={current.id} />, { path: `/ru/office/recharge/result/${current.id}` });
    expect(await screen.findByText(ru('wallet_result_waiting_title'))).toBeTruthy();
    current = payment({ status: 'declined' });
    expect(await screen.findByText(ru('wallet_result_declined_title'), undefined, { timeout: PAYMENT_POLL_MS * 2 })).toBeTruthy();
    const again = screen.getByRole('link', { name: ru('wallet_next_try_again') });
    expect(again.getAttribute('href')).toBe('/ru/office/recharge?method=sandbox_card&amount=500.00');
    const reads = server.hits(paymentPath);
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS + 500));
    // Declined is final: nothing more is read.
    expect(server.hits(paymentPath)).toBe(reads);
  }, 20_000);

  it("says so when the payment is not the player's", async () => {
    server.route(`${officeWalletPaths.payment}/99999999-2222-4333-8444-555555555555`, (_request, response) =>
      sendJson(response, 404, { success: false, error: { id: 'not_found', message: 'You have no payment with this id' } }),
    );
    renderWallet(<RechargeResultPage paymentId="99999999-2222-4333-8444-555555555555" />);
    expect(await screen.findByText(ru('wallet_error_not_found'))).toBeTruthy();
  });
});
