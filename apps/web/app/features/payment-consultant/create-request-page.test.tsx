import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeWalletPaths } from '@stavka/contract/office-wallet';
import { paymentConsultantPaths } from '@stavka/contract/payment-consultant';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { bodiesTo, fullAccess, ok, paymentRecord, pointPageAt, renderConsultant, requestRecord } from './test-harness';

// office_payment_consultant_create and _transactions (spec §2 "create by topic", "transactions"): a
// message on an offered topic, optionally about a payment chosen from the player's history (the
// message typed so far kept on the way), checked before sending, refusals in the player's words.

let server: TestServer;
let access: unknown;
let createAnswer: { status: number; body: unknown };
const deposit = paymentRecord();
const withdrawal = paymentRecord({
  id: '9b2d3c4e-1111-4a2b-8c3d-5e6f7a8b9c0d',
  number: 1018,
  direction: 'withdrawal',
  status: 'requested',
  amountExact: '250.00',
});
const created = requestRecord({ id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', paymentId: deposit.id, paymentNumber: deposit.number });

beforeAll(async () => {
  server = await startTestServer();
  server.route(paymentConsultantPaths.access, (_request, response) => sendJson(response, 200, access));
  server.route(paymentConsultantPaths.create, (_request, response) => sendJson(response, createAnswer.status, createAnswer.body));
  server.route(paymentConsultantPaths.requests, (_request, response) => sendJson(response, 200, ok({ items: [created], total: 1, page: 1, pageSize: 50 })));
  server.route(officeWalletPaths.history, (_request, response) =>
    sendJson(response, 200, ok({ items: [withdrawal, deposit], total: 2, page: 1, pageSize: 50, pages: 1 })),
  );
  server.route(`${officeWalletPaths.payment}/${deposit.id}`, (_request, response) => sendJson(response, 200, ok({ payment: deposit })));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-consultant; path=/';
  access = ok(fullAccess);
  createAnswer = { status: 200, body: ok({ id: created.id }) };
});

const messageField = () => screen.getByLabelText(ru('consultant_message')) as HTMLTextAreaElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: ru('consultant_send') }));

describe('a new request', () => {
  it('keeps the message while the player picks the payment, sends topic, payment and the trimmed text, then shows the request', async () => {
    const { router } = renderConsultant('/ru/office/payment-consultant/create/1');
    expect(await screen.findByText(ru('payment_consultant_topic_deposit_missing'))).toBeTruthy();
    expect(screen.getByTestId('consultant-chosen-payment').textContent).toContain(ru('consultant_payment_none'));
    fireEvent.change(messageField(), { target: { value: '  Деньги списались с карты, но не пришли  ' } });

    fireEvent.click(screen.getByRole('link', { name: ru('consultant_payment_choose') }));
    const choices = await screen.findByTestId('consultant-payments');
    expect(router.state.location.search).toBe('?topic=1');
    fireEvent.click(within(choices).getByRole('link', { name: new RegExp(ru('consultant_payment_row', { number: 1017 })) }));

    await waitFor(() => expect(screen.getByTestId('consultant-chosen-payment').textContent).toContain(ru('consultant_payment_row', { number: 1017 })));
    expect(router.state.location.pathname).toBe('/ru/office/payment-consultant/create/1');
    expect(messageField().value).toBe('  Деньги списались с карты, но не пришли  ');
    send();

    expect(await screen.findByText(ru('consultant_created'))).toBeTruthy();
    expect(bodiesTo(server, paymentConsultantPaths.create)).toEqual([
      { topic_id: 1, payment_id: deposit.id, message: 'Деньги списались с карты, но не пришли' },
    ]);
    expect(router.state.location.pathname).toBe('/ru/office/payment-consultant/requests');
    // The request just sent is open, its conversation shown.
    const request = await screen.findByRole('button', { name: new RegExp(ru('consultant_request_number', { number: created.number })) });
    expect(request.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Мой депозит не пришёл')).toBeTruthy();
  });

  it('asks about a withdrawal under the withdrawal topic when the player starts from the payments', async () => {
    renderConsultant('/ru/office/payment-consultant/transactions');
    const choices = await screen.findByTestId('consultant-payments');
    const links = within(choices).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/ru/office/payment-consultant/create/2?payment=${withdrawal.id}`,
      `/ru/office/payment-consultant/create/1?payment=${deposit.id}`,
    ]);
    expect(screen.getByRole('link', { name: ru('consultant_without_payment') }).getAttribute('href')).toBe('/ru/office/payment-consultant');
  });

  it('says what is wrong with the message before sending anything', async () => {
    renderConsultant('/ru/office/payment-consultant/create/5');
    await screen.findByText(ru('payment_consultant_topic_other'));
    fireEvent.change(messageField(), { target: { value: ' a ' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(ru('consultant_message_too_short', { min: 2 }));
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    expect(bodiesTo(server, paymentConsultantPaths.create)).toEqual([]);
  });

  it("puts the server's refusals in the player's words and stays on the form", async () => {
    createAnswer = { status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors: { message: ['min_symbols_limit'] } } } };
    const { router } = renderConsultant('/ru/office/payment-consultant/create/5');
    await screen.findByText(ru('payment_consultant_topic_other'));
    fireEvent.change(messageField(), { target: { value: 'Вопрос' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(ru('consultant_message_too_short', { min: 2 }));

    createAnswer = { status: 403, body: { success: false, error: { id: 'forbidden', message: 'The payment consultant is not available in your country' } } };
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ru('consultant_unavailable')));
    expect(router.state.location.pathname).toBe('/ru/office/payment-consultant/create/5');
    expect(messageField().value).toBe('Вопрос');
  });

  it('refuses a topic the country is not offered, with the way back to the topics', async () => {
    access = ok({ available: true, limited: true, topics: fullAccess.topics.slice(0, 2) });
    renderConsultant('/ru/office/payment-consultant/create/3');
    expect(await screen.findByText(ru('consultant_topic_unknown'))).toBeTruthy();
    expect(screen.queryByLabelText(ru('consultant_message'))).toBeNull();
    expect(screen.getByRole('link', { name: ru('consultant_back_to_topics') }).getAttribute('href')).toBe('/ru/office/payment-consultant');
  });

  it("says a payment that is not the player's is unknown and sends the request without it", async () => {
    const stranger = '11111111-2222-4333-8444-555555555555';
    server.route(`${officeWalletPaths.payment}/${stranger}`, (_request, response) =>
      sendJson(response, 404, { success: false, error: { id: 'not_found', message: 'Payment not found' } }),
    );
    renderConsultant(`/ru/office/payment-consultant/create/1?payment=${stranger}`);
    expect(await screen.findByText(ru('consultant_payment_unknown'))).toBeTruthy();
    fireEvent.change(messageField(), { target: { value: 'Где мои деньги?' } });
    send();
    await screen.findByText(ru('consultant_created'));
    expect(bodiesTo(server, paymentConsultantPaths.create)).toEqual([{ topic_id: 1, message: 'Где мои деньги?' }]);
    await screen.findByTestId('consultant-requests');
  });
});
