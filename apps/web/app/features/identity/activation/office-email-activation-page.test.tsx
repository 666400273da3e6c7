import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneBindingPaths } from '@stavka/contract/phone-binding';
import { twoFactorPaths } from '@stavka/contract/two-factor';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { identityPaths } from '../identity-api';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { SecurityPage } from '../two-factor/security-page';
import { OfficeEmailActivationPage } from './office-email-activation-page';

// office_activation_email (issue 13) against a local server that answers as ours does: a link or a
// code is asked for, the next one waits the server's time on the buttons, a wrong code is said on
// its field, the right one confirms; the security page shows the address's state and leads here.

const ACTIVATE_BY_CODE = '/web-api/api/internal/v1/user/activatefast';
let server: TestServer;
let codeAnswers: { status: number; body: unknown }[];

beforeAll(async () => {
  server = await startTestServer();
  server.route(identityPaths.sendActivationMail, (request, response) =>
    sendJson(response, 200, { success: true, data: { emailConfirmed: false, sent: JSON.parse(request.body).mode, email: testViewer.email, resendAfterSeconds: 60 } }),
  );
  server.route(phoneBindingPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: { phone: null, confirmed: false } }));
  server.route(twoFactorPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: { enabled: false, enabledAt: null } }));
  server.route(ACTIVATE_BY_CODE, (_request, response) => {
    const answer = codeAnswers.shift() ?? { status: 500, body: {} };
    sendJson(response, answer.status, answer.body);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  codeAnswers = [];
});

const button = (key: 'email_activation_send_link' | 'email_activation_send_code') => screen.getByRole('button', { name: new RegExp(`^${ru(key)}`) });

describe('confirming the e-mail in the office', () => {
  it('sends a code, waits to send again, says a wrong code on its field and confirms with the right one', async () => {
    renderInSite(<OfficeEmailActivationPage />, { viewer: testViewer, path: '/ru/office/security/email/activate' });
    expect(screen.getByText(ru('office_activation_email_lead', { email: 'ana@example.com' }))).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(ru('email_activation_code_label')))).toBeNull();
    fireEvent.click(button('email_activation_send_code'));
    await screen.findByText(ru('email_activation_code_sent', { email: 'ana@example.com' }));
    expect(lastBody(server, identityPaths.sendActivationMail)).toEqual({ mode: 'code', lang: 'ru' });
    expect(button('email_activation_send_link').hasAttribute('disabled')).toBe(true);
    expect(button('email_activation_send_code').textContent).toMatch(/\((60|59)\)/);

    codeAnswers = [
      { status: 400, body: { success: false, error: { id: 'validation', message: 'The code is wrong', errors: { code: ['auth_incorrect_code'] } } } },
      { status: 200, body: { success: true, data: { userId: testViewer.userId, emailConfirmed: true } } },
    ];
    const code = screen.getByLabelText(new RegExp(ru('email_activation_code_label')));
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: ru('email_activation_submit') }));
    await screen.findByText(ru('auth_incorrect_code'));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: ru('email_activation_submit') }));
    await screen.findByText(ru('email_activation_done', { email: 'ana@example.com' }));
    expect(lastBody(server, ACTIVATE_BY_CODE)).toEqual({ code: '123456' });
  });

  it('sends a link and says where it went', async () => {
    renderInSite(<OfficeEmailActivationPage />, { viewer: testViewer, path: '/ru/office/security/email/activate' });
    fireEvent.click(button('email_activation_send_link'));
    await screen.findByText(ru('email_activation_link_sent', { email: 'ana@example.com' }));
    expect(lastBody(server, identityPaths.sendActivationMail)).toEqual({ mode: 'link', lang: 'ru' });
  });

  it('says a confirmed address is confirmed, and an account without one has none', async () => {
    const first = renderInSite(<OfficeEmailActivationPage />, { viewer: { ...testViewer, emailConfirmed: true }, path: '/ru/office/security/email/activate' });
    expect(screen.getByText(ru('email_activation_already', { email: 'ana@example.com' }))).toBeTruthy();
    first.unmount();
    renderInSite(<OfficeEmailActivationPage />, { viewer: { ...testViewer, email: null }, path: '/ru/office/security/email/activate' });
    expect(screen.getByText(ru('email_activation_no_email'))).toBeTruthy();
  });

  it('shows the unconfirmed address on the security page with the way to confirm it', async () => {
    renderInSite(<SecurityPage />, { viewer: testViewer, path: '/ru/office/security' });
    await screen.findByText(ru('office_security_email_unconfirmed', { email: 'ana@example.com' }));
    expect(screen.getByRole('link', { name: ru('office_security_email_link') }).getAttribute('href')).toBe('/ru/office/security/email/activate');
    await screen.findByText(ru('office_security_phone_none'));
    await screen.findByText(ru('office_security_two_factor_off'));
  });
});
