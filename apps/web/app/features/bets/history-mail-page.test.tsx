import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bettingPaths } from '@stavka/contract/betting-answers';
import type { WebViewer } from '@stavka/contract/web-context';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { dayOf, dayStartUtc } from '../../shared/zone-days';
import { ru } from '../../shared/ui/test-utils';
import { MailHistoryPage } from './history-mail-page';
import { betsPlayer, bodiesTo, ok, pointPageAt, renderBets } from './test-harness';

// office_bets_history_mail (issue 12): the period (the last 7 days by default, days in the player's
// zone — Moscow here) is checked before it is sent; the answer names the masked address and the
// number of bets; the server's refusals are said in words, and without a confirmed e-mail the page
// says how to confirm one instead of offering the form.

let server: TestServer;
let mailAnswer: { status: number; body: unknown } = { status: 200, body: ok({ bets: 3 }) };
const confirmed = { ...betsPlayer, email: 'player@example.com', emailConfirmed: true };
const refusal = (field: string, key: string) => ({ status: 400, body: { success: false, error: { id: 'validation', message: 'Refused', errors: { [field]: [key] } } } });
const ZONE = 'Europe/Moscow';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  server.route(bettingPaths.mailHistory, (_request, response) => sendJson(response, mailAnswer.status, mailAnswer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  mailAnswer = { status: 200, body: ok({ bets: 3 }) };
});

const renderMail = (viewer: WebViewer = confirmed) =>
  renderBets(<MailHistoryPage confirmEmail={<button type="button">confirm slot</button>} />, { path: '/ru/office/history/mail', viewer });
const fromField = () => screen.getByLabelText<HTMLInputElement>(ru('bets_mail_from'));
const toField = () => screen.getByLabelText<HTMLInputElement>(ru('bets_mail_to'));
const send = () => fireEvent.click(screen.getByRole('button', { name: ru('bets_mail_send') }));

describe('office_bets_history_mail', () => {
  it('sends the last 7 days by default, from the first to the last second in the player’s zone, and names the masked address', async () => {
    renderMail();
    await screen.findByRole('heading', { level: 1, name: ru('bets_mail_title') });
    expect(screen.getByText(ru('bets_mail_explain', { email: 'p***@example.com' }))).toBeTruthy();
    const now = Date.now();
    expect(fromField().value).toBe(dayOf(now - 7 * DAY_MS, ZONE));
    expect(toField().value).toBe(dayOf(now, ZONE));
    send();
    await screen.findByText(ru('bets_mail_sent', { email: 'p***@example.com', count: 3 }));
    expect(bodiesTo(server, bettingPaths.mailHistory)).toEqual([
      { date_from: dayStartUtc(fromField().value, ZONE) / 1000, date_to: dayStartUtc(toField().value, ZONE) / 1000 + 86_399 },
    ]);
  });

  it('sends the days the player picks', async () => {
    renderMail();
    fireEvent.change(fromField(), { target: { value: '2025-02-01' } });
    fireEvent.change(toField(), { target: { value: '2025-02-28' } });
    send();
    await screen.findByText(ru('bets_mail_sent', { email: 'p***@example.com', count: 3 }));
    // Moscow is UTC+3: 1 February starts at 21:00 UTC the day before.
    expect(bodiesTo(server, bettingPaths.mailHistory)).toEqual([{ date_from: Date.UTC(2025, 0, 31, 21) / 1000, date_to: Date.UTC(2025, 1, 28, 21) / 1000 - 1 }]);
  });

  it('refuses an end before the start, or a missing day, on the field and sends nothing', async () => {
    renderMail();
    fireEvent.change(fromField(), { target: { value: '2025-03-10' } });
    fireEvent.change(toField(), { target: { value: '2025-03-09' } });
    send();
    expect(await screen.findByText(ru('bets_history_period_invalid'))).toBeTruthy();
    expect(toField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(toField(), { target: { value: '' } });
    expect(screen.queryByText(ru('bets_history_period_invalid'))).toBeNull();
    send();
    expect(await screen.findByText(ru('bets_mail_day_required'))).toBeTruthy();
    expect(bodiesTo(server, bettingPaths.mailHistory)).toEqual([]);
  });

  it('says the server’s refusal of the period in words on the field', async () => {
    mailAnswer = refusal('date_from', 'bets_history_period_invalid');
    renderMail();
    send();
    expect(await screen.findByText(ru('bets_history_period_invalid'))).toBeTruthy();
    expect(toField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(ru('bets_mail_sent', { email: 'p***@example.com', count: 3 }))).toBeNull();
  });

  it('when the server finds no confirmed e-mail, says how to confirm it instead of the form', async () => {
    mailAnswer = refusal('email', 'bets_history_mail_no_email');
    renderMail();
    send();
    await screen.findByText(ru('bets_mail_no_email_title'));
    expect(screen.getByText(ru('bets_mail_email_unconfirmed', { email: 'player@example.com' }))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'confirm slot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ru('bets_mail_send') })).toBeNull();
  });

  it('offers no form to a player whose e-mail is unconfirmed, and the way to confirm it', async () => {
    renderMail({ ...confirmed, emailConfirmed: false });
    await screen.findByText(ru('bets_mail_email_unconfirmed', { email: 'player@example.com' }));
    expect(screen.getByRole('button', { name: 'confirm slot' })).toBeTruthy();
    expect(screen.queryByLabelText(ru('bets_mail_from'))).toBeNull();
    expect(screen.getByRole('link', { name: ru('bets_back_to_history') }).getAttribute('href')).toBe('/ru/office/history');
  });

  it('tells a player without an e-mail to add one (nothing to confirm yet)', async () => {
    renderMail({ ...confirmed, email: null, emailConfirmed: false });
    await screen.findByText(ru('bets_mail_email_missing'));
    expect(screen.queryByRole('button', { name: 'confirm slot' })).toBeNull();
    expect(screen.getByRole('link', { name: ru('bets_mail_add_email') }).getAttribute('href')).toBe('/ru/office/security/email/change');
  });

  it('says so when the mail cannot be sent now, and sends again on the next press', async () => {
    mailAnswer = { status: 429, body: { success: false, error: { id: 'rate_limited', message: 'Too many requests' } } };
    renderMail();
    send();
    await screen.findByText(ru('wallet_error_rate_limited'));
    mailAnswer = { status: 200, body: ok({ bets: 0 }) };
    send();
    await screen.findByText(ru('bets_mail_sent', { email: 'p***@example.com', count: 0 }));
    await waitFor(() => expect(screen.queryByText(ru('wallet_error_rate_limited'))).toBeNull());
    expect(bodiesTo(server, bettingPaths.mailHistory)).toHaveLength(2);
  });
});
