import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentConsultantPaths } from '@stavka/contract/payment-consultant';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { ru } from '../../shared/ui/test-utils';
import { fullAccess, ok, pointPageAt, renderConsultant } from './test-harness';

// office_payment_consultant (spec §2, §6): the topics by name where the player's country has the
// consultant (fewer where it is limited), and "not offered" elsewhere.

let server: TestServer;
let access: { status: number; body: unknown } = { status: 200, body: ok(fullAccess) };

beforeAll(async () => {
  server = await startTestServer();
  server.route(paymentConsultantPaths.access, (_request, response) => sendJson(response, access.status, access.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  access = { status: 200, body: ok(fullAccess) };
});

describe("the consultant's home", () => {
  it('lists the topics by name, each opening its request form, and the ways to a payment and to the requests', async () => {
    renderConsultant('/ru/office/payment-consultant');
    const topics = await screen.findByRole('region', { name: ru('consultant_topics_title') });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ru('payment_consultant_topic_deposit_missing'),
      ru('payment_consultant_topic_withdrawal_delayed'),
      ru('payment_consultant_topic_wrong_amount'),
      ru('payment_consultant_topic_payout_details'),
      ru('payment_consultant_topic_other'),
    ]);
    expect(links[2]?.getAttribute('href')).toBe('/ru/office/payment-consultant/create/3');
    expect(screen.queryByText(ru('consultant_limited_note'))).toBeNull();
    expect(screen.getByRole('link', { name: ru('consultant_ask_about_payment') }).getAttribute('href')).toBe('/ru/office/payment-consultant/transactions');
    expect(screen.getByRole('link', { name: ru('consultant_my_requests') }).getAttribute('href')).toBe('/ru/office/payment-consultant/requests');
  });

  it('offers only the topics the server gives where the consultant is limited, and says so', async () => {
    access = { status: 200, body: ok({ available: true, limited: true, topics: fullAccess.topics.slice(0, 2) }) };
    renderConsultant('/ru/office/payment-consultant');
    const topics = await screen.findByRole('region', { name: ru('consultant_topics_title') });
    expect(within(topics).getAllByRole('link')).toHaveLength(2);
    expect(within(topics).getByText(ru('consultant_limited_note'))).toBeTruthy();
  });

  it('says the consultant is not offered in the country, with no topics', async () => {
    access = { status: 200, body: ok({ available: false, limited: false, topics: [] }) };
    renderConsultant('/ru/office/payment-consultant');
    expect(await screen.findByText(ru('consultant_unavailable'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: ru('consultant_topics_title') })).toBeNull();
    expect(screen.queryByRole('link', { name: ru('consultant_ask_about_payment') })).toBeNull();
    expect(screen.getByRole('link', { name: ru('info_page_contacts') }).getAttribute('href')).toBe('/ru/information/contacts');
  });

  it('says what went wrong when the server fails, and reads again on request', async () => {
    access = { status: 500, body: { success: false, error: { id: 'internal', message: 'boom' } } };
    renderConsultant('/ru/office/payment-consultant');
    expect((await screen.findByRole('alert')).textContent).toContain(ru('wallet_error_generic'));
    access = { status: 200, body: ok(fullAccess) };
    screen.getByRole('button', { name: ru('wallet_retry') }).click();
    expect(await screen.findByRole('region', { name: ru('consultant_topics_title') })).toBeTruthy();
  });
});
