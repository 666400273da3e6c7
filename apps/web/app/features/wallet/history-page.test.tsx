import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { HistoryPage } from './history-page';
import { bodiesTo, ok, payment, pointPageAt, renderWallet } from './test-harness';

// office_historypay (issue 11): gethistorypaymentmainaccount with the filters of the URL, 50 a page
// with paging, status labels in words, and each row opening to its events with time and note.

let server: TestServer;
let total = 1;
const rejected = payment({
  id: '11111111-2222-4333-8444-555555555555',
  number: 3003,
  direction: 'withdrawal',
  status: 'rejected',
  amountExact: '200.00',
  history: [
    { status: 'requested', at: '2025-03-01T09:30:00.000Z', note: null },
    { status: 'rejected', at: '2025-03-01T11:05:00.000Z', note: 'Имя держателя карты не совпадает' },
  ],
});

beforeAll(async () => {
  server = await startTestServer();
  server.route(officeWalletPaths.history, (request, response) => {
    const { page_number } = JSON.parse(request.body) as { page_number: number };
    sendJson(
      response,
      200,
      ok({ items: total === 0 ? [] : [rejected], total, page: page_number, pageSize: 50, pages: Math.max(1, Math.ceil(total / 50)) }),
    );
  });
  server.route(officeWalletPaths.historySource, (_request, response) =>
    sendJson(
      response,
      200,
      ok({
        directions: ['deposit', 'withdrawal'],
        methods: [],
        statuses: ['created', 'completed', 'declined', 'failed', 'requested', 'approved', 'paid', 'rejected'],
      }),
    ),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  total = 1;
  document.cookie = 'csrf_token=csrf-wallet; path=/';
});

describe('the payment history', () => {
  it('opens a row to its events with time and note; the status is a word, not a colour', async () => {
    renderWallet(<HistoryPage />, { path: '/ru/office/historypay' });
    const list = await screen.findByTestId('payment-history');
    const toggle = within(list).getByRole('button');
    expect(toggle.textContent).toContain(ru('wallet_status_rejected'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(details).getByText('Имя держателя карты не совпадает')).toBeTruthy();
    // 11:05 UTC is 14:05 in Moscow, the player's time zone.
    expect(within(details).getByText('01.03.2025, 14:05')).toBeTruthy();
    expect(bodiesTo(server, officeWalletPaths.history)).toEqual([{ page_number: 1 }]);
  });

  it('sends the filters of the URL, applies new ones to the URL, and pages through', async () => {
    total = 120;
    const { router } = renderWallet(<HistoryPage />, { path: '/ru/office/historypay?dir=withdrawal&from=2025-03-01&page=2' });
    await screen.findByTestId('payment-history');
    expect(bodiesTo(server, officeWalletPaths.history)).toEqual([
      { page_number: 2, direction: 'withdrawal', date_from: Date.UTC(2025, 1, 28, 21) / 1000 },
    ]);
    expect(screen.getByText(ru('wallet_page_of', { page: 2, pages: 3 }))).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: ru('wallet_page_next') }));
    await waitFor(() => expect(router.state.location.search).toBe('?dir=withdrawal&from=2025-03-01&page=3'));

    const status = (await screen.findByLabelText(ru('wallet_filter_status'))) as HTMLSelectElement;
    await waitFor(() => expect(status.options.length).toBe(9));
    fireEvent.change(status, { target: { value: 'rejected' } });
    fireEvent.click(screen.getByLabelText(ru('wallet_filter_archive')));
    fireEvent.click(screen.getByRole('button', { name: ru('wallet_filter_apply') }));
    await waitFor(() => expect(router.state.location.search).toBe('?dir=withdrawal&status=rejected&from=2025-03-01&archive=1'));
    await waitFor(() =>
      expect(bodiesTo(server, officeWalletPaths.history).at(-1)).toEqual({
        page_number: 1,
        direction: 'withdrawal',
        status: ['rejected'],
        date_from: Date.UTC(2025, 1, 28, 21) / 1000,
        is_include_archive: true,
      }),
    );
  });

  it('says what to do when there is nothing to show', async () => {
    total = 0;
    renderWallet(<HistoryPage />, { path: '/ru/office/historypay' });
    expect(await screen.findByText(ru('wallet_history_empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('wallet_deposit') }).getAttribute('href')).toBe('/ru/office/recharge');
  });
});
