import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentConsultantPaths, type PaymentRequestRecord } from '@stavka/contract/payment-consultant';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { bodiesTo, ok, pointPageAt, renderConsultant, requestRecord } from './test-harness';

// office_payment_consultant_requests / payment_requests and office_payment_consultant_fill (spec §2
// "requests", "fill out"): each request's number, topic, payment and status in words with its
// conversation; one waiting for the player invites them to fill it out, which sends their answer.

let server: TestServer;
let items: PaymentRequestRecord[] = [];
let total: number | null = null;
let fillAnswer: { status: number; body: unknown };

const waiting = requestRecord({
  id: '5a1b2c3d-0000-4000-8000-000000000001',
  number: 70002,
  status: 'needs_info',
  paymentId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  paymentNumber: 1017,
  messages: [
    { fromSupport: false, text: 'Пополнение на 500 ₽ не пришло', at: '2025-03-02T10:00:00.000Z' },
    { fromSupport: true, text: 'Пришлите последние четыре цифры карты', at: '2025-03-02T11:00:00.000Z' },
  ],
});
const answered = requestRecord({
  id: '5a1b2c3d-0000-4000-8000-000000000002',
  number: 70001,
  topicId: 2,
  topicKey: 'payment_consultant_topic_withdrawal_delayed',
  status: 'answered',
  messages: [
    { fromSupport: false, text: 'Когда придёт вывод?', at: '2025-03-01T10:00:00.000Z' },
    { fromSupport: true, text: 'Сегодня до вечера', at: '2025-03-01T12:00:00.000Z' },
  ],
});
const closed = requestRecord({ id: '5a1b2c3d-0000-4000-8000-000000000003', number: 69999, topicId: 5, topicKey: 'payment_consultant_topic_other', status: 'closed' });

beforeAll(async () => {
  server = await startTestServer();
  server.route(paymentConsultantPaths.requests, (request, response) => {
    const page = (JSON.parse(request.body) as { page_number: number }).page_number;
    const pageItems = page === 1 ? items.slice(0, 2) : items.slice(2);
    sendJson(response, 200, ok({ items: pageItems, total: total ?? items.length, page, pageSize: total === null ? 50 : 2 }));
  });
  server.route(paymentConsultantPaths.fill, (_request, response) => sendJson(response, fillAnswer.status, fillAnswer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-consultant; path=/';
  items = [waiting, answered, closed];
  total = null;
  fillAnswer = { status: 200, body: { success: true } };
});

const summaryOf = (number: number) => screen.findByRole('button', { name: new RegExp(ru('consultant_request_number', { number })) });

describe("the player's requests", () => {
  it('shows number, topic, payment and status in words, and opens the one waiting for the player with the invitation to fill it out', async () => {
    renderConsultant('/ru/office/payment-consultant/requests');
    const first = await summaryOf(70002);
    expect(first.textContent).toContain(ru('payment_consultant_topic_deposit_missing'));
    expect(first.textContent).toContain(ru('consultant_request_payment', { number: 1017 }));
    expect(first.textContent).toContain(ru('consultant_status_needs_info'));
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const conversation = screen.getByRole('list', { name: ru('consultant_conversation') });
    expect(within(conversation).getAllByRole('listitem').map((item) => item.textContent?.split(' ')[0])).toEqual([
      ru('consultant_from_you'),
      ru('consultant_from_support'),
    ]);
    expect(within(conversation).getByText('Пришлите последние четыре цифры карты')).toBeTruthy();
    expect(screen.getByText(ru('consultant_needs_info'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('consultant_fill') }).getAttribute('href')).toBe(`/ru/office/payment-consultant/requests/${waiting.id}/fill`);

    const second = await summaryOf(70001);
    expect(second.textContent).toContain(ru('consultant_status_answered'));
    expect(second.textContent).toContain(ru('consultant_request_general'));
    expect(second.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Сегодня до вечера')).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('consultant_add_message') }).getAttribute('href')).toBe(`/ru/office/payment-consultant/requests/${answered.id}/fill`);
  });

  it('offers nothing to add to a closed request', async () => {
    items = [closed];
    renderConsultant('/ru/office/payment-consultant/requests');
    const summary = await summaryOf(69999);
    expect(summary.textContent).toContain(ru('consultant_status_closed'));
    fireEvent.click(summary);
    expect(screen.queryByRole('link', { name: ru('consultant_add_message') })).toBeNull();
    expect(screen.queryByRole('link', { name: ru('consultant_fill') })).toBeNull();
  });

  it('says there are none yet, with the way to ask', async () => {
    items = [];
    renderConsultant('/ru/office/payment-consultant/requests');
    expect(await screen.findByText(ru('consultant_requests_empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('consultant_new_request') }).getAttribute('href')).toBe('/ru/office/payment-consultant');
  });
});

describe('filling a request out', () => {
  it("shows what support asked, sends the player's answer for that request, and goes back to the requests saying so", async () => {
    const { router } = renderConsultant(`/ru/office/payment-consultant/requests/${waiting.id}/fill`);
    expect(await screen.findByText('Пришлите последние четыре цифры карты')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(ru('consultant_message')), { target: { value: ' 4242 ' } });
    fireEvent.click(screen.getByRole('button', { name: ru('consultant_send') }));
    expect(await screen.findByText(ru('consultant_sent'))).toBeTruthy();
    expect(bodiesTo(server, paymentConsultantPaths.fill)).toEqual([{ request_id: waiting.id, message: '4242' }]);
    expect(router.state.location.pathname).toBe('/ru/office/payment-consultant/requests');
    expect((await summaryOf(70002)).getAttribute('aria-expanded')).toBe('true');
  });

  it('finds a request on a later page of the list', async () => {
    total = 3;
    renderConsultant(`/ru/office/payment-consultant/requests/${closed.id}/fill`);
    expect(await screen.findByText(ru('consultant_request_closed'))).toBeTruthy();
    expect(screen.queryByLabelText(ru('consultant_message'))).toBeNull();
    expect(bodiesTo(server, paymentConsultantPaths.requests)).toEqual([{ page_number: 1 }, { page_number: 2 }]);
  });

  it('says the player has no such request', async () => {
    renderConsultant('/ru/office/payment-consultant/requests/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/fill');
    expect(await screen.findByText(ru('consultant_request_missing'))).toBeTruthy();
    expect(screen.queryByLabelText(ru('consultant_message'))).toBeNull();
  });

  it('says so when support closed the request meanwhile, keeping what the player wrote', async () => {
    fillAnswer = { status: 409, body: { success: false, error: { id: 'conflict', message: 'The request is closed' } } };
    renderConsultant(`/ru/office/payment-consultant/requests/${waiting.id}/fill`);
    const field = (await screen.findByLabelText(ru('consultant_message'))) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '4242' } });
    fireEvent.click(screen.getByRole('button', { name: ru('consultant_send') }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ru('consultant_request_closed')));
    expect(field.value).toBe('4242');
  });
});
