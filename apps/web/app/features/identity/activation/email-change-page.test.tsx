import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailChangePaths as paths } from '@stavka/contract/email-change';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { EmailChangePage } from './email-change-page';

// office_email_change (issue 13) against a local server that answers as ours does: the fields are
// checked before sending, the password goes wrapped (spec §5), the code step waits to resend, a
// refusal is said on its field, and the confirmed address is shown.

let server: TestServer;
let answers: Record<string, { status: number; body: unknown }[]>;
const refusal = (errors: Record<string, string[]>) => ({ status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors } } });
const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

beforeAll(async () => {
  server = await startTestServer();
  for (const path of [paths.change, paths.confirm]) {
    server.route(path, (_request, response) => {
      const answer = answers[path]?.shift() ?? { status: 500, body: {} };
      sendJson(response, answer.status, answer.body);
    });
  }
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  answers = {};
});

const wrapped = (plain: string) => ({ encoding: 'base64', value: Buffer.from(plain).toString('base64') });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const sendButton = () => screen.getByRole('button', { name: new RegExp(`^(${ru('identity_send_code')}|${ru('identity_resend_code')})`) });

describe('changing the e-mail', () => {
  it('checks the fields, sends the code with the wrapped password, says a wrong password and a taken address, then shows the new one', async () => {
    answers = {
      [paths.change]: [refusal({ password: ['password_change_wrong_current'] }), ok({ email: 'new@example.com', resendAfterSeconds: 60, expiresAt: '2026-11-26T12:10:00.000Z' })],
      [paths.confirm]: [refusal({ email: ['email_change_taken'] }), ok({ email: 'new@example.com', emailConfirmed: true })],
    };
    renderInSite(<EmailChangePage />, { viewer: testViewer, path: '/ru/office/security/email/change' });
    expect(screen.getByTestId('email-change-current').textContent).toBe(ru('office_security_email_unconfirmed', { email: 'ana@example.com' }));
    fireEvent.click(sendButton());
    await screen.findByText(ru('validation_required', { field: ru('email_change_new_label') }));
    expect(server.hits(paths.change)).toBe(0);

    fireEvent.change(field(ru('email_change_new_label')), { target: { value: 'new@example.com' } });
    fireEvent.change(field(ru('secure_question_password_label')), { target: { value: 'Wrong-pass1' } });
    fireEvent.click(sendButton());
    await screen.findByText(ru('password_change_wrong_current'));
    fireEvent.change(field(ru('secure_question_password_label')), { target: { value: 'Right-pass1' } });
    fireEvent.click(sendButton());
    await screen.findByText(ru('email_change_code_sent', { email: 'new@example.com' }));
    expect(lastBody(server, paths.change)).toEqual({ email: 'new@example.com', password: wrapped('Right-pass1'), lang: 'ru' });
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    fireEvent.change(field(ru('email_activation_code_label')), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: ru('email_activation_submit') }));
    await screen.findByText(ru('email_change_taken'));
    fireEvent.click(screen.getByRole('button', { name: ru('email_activation_submit') }));
    await screen.findByText(ru('email_activation_done', { email: 'new@example.com' }));
    expect(lastBody(server, paths.confirm)).toEqual({ email: 'new@example.com', confirm_code: '123456' });
  });
});
