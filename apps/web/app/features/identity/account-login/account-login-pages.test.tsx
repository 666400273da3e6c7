import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountLogin, accountLoginPath } from '@stavka/contract/account-login';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { AuthByEmailPage } from './auth-by-email-page';
import { ChangeLoginPage } from './change-login-page';

// office_change_login and security_auth_by_email (issue 13): what signs in now, a new login checked
// by the rules before it is sent, the server's refusal under the field, giving the login up; and the
// e-mail's tick, saved and said, or the way to add an e-mail when the account has none.

let server: TestServer;
let stored: AccountLogin;
let taken: string | null;

beforeAll(async () => {
  server = await startTestServer();
  server.route(accountLoginPath, (request, response) => {
    if (request.method === 'PUT') {
      const change = JSON.parse(request.body) as { login?: string | null; auth_by_email?: boolean };
      if (change.login !== undefined && change.login === taken) {
        return sendJson(response, 400, { success: false, error: { id: 'validation', message: 'Validation failed', errors: { login: ['account_login_taken'] } } });
      }
      stored = { ...stored, ...(change.login === undefined ? {} : { login: change.login }), ...(change.auth_by_email === undefined ? {} : { auth_by_email: change.auth_by_email }) };
    }
    sendJson(response, 200, { success: true, data: stored });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  stored = { account_number: '100000042', login: null, auth_by_email: true, email: 'jo@example.com', email_confirmed: true };
  taken = 'lucky';
});

const puts = () => server.received.filter((request) => request.method === 'PUT');
const lastPut = (): unknown => JSON.parse(puts().at(-1)?.body ?? 'null');

describe('the login screen', () => {
  it('checks a login by the rules before sending it, shows the server’s refusal under the field, then saves one and gives it up', async () => {
    renderInSite(<ChangeLoginPage />, { viewer: testViewer, path: '/ru/office/security/login' });
    await screen.findByText(ru('account_login_none'));
    expect(screen.getByText(ru('office_change_login_lead', { number: '100000042' }))).toBeTruthy();
    const field = screen.getByRole('textbox', { name: new RegExp(`^${ru('account_login_label')}`) });
    const save = () => fireEvent.click(screen.getByRole('button', { name: ru('account_login_save') }));

    fireEvent.change(field, { target: { value: '7up' } });
    save();
    expect(await screen.findByText(ru('account_login_too_short'))).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Lucky' } });
    save();
    expect(await screen.findByText(ru('account_login_taken'))).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Lucky.Bettor' } });
    save();
    await screen.findByText(ru('account_login_saved', { login: 'lucky.bettor' }));
    expect(lastPut()).toEqual({ login: 'lucky.bettor' });
    expect(screen.getByTestId('login-now').textContent).toBe(ru('account_login_now', { login: 'lucky.bettor' }));

    fireEvent.click(screen.getByRole('button', { name: ru('account_login_remove') }));
    await screen.findByText(ru('account_login_removed'));
    expect(lastPut()).toEqual({ login: null });
    expect(screen.getByTestId('login-now').textContent).toBe(ru('account_login_none'));
  });
});

describe('the sign-in by e-mail screen', () => {
  it('saves the tick and says what is kept now', async () => {
    renderInSite(<AuthByEmailPage />, { viewer: testViewer, path: '/ru/office/security/auth-by-email' });
    const tick = (await screen.findByLabelText(ru('security_auth_by_email_toggle', { email: 'jo@example.com' }))) as HTMLInputElement;
    expect(tick.checked).toBe(true);
    expect(screen.getByTestId('auth-by-email-now').textContent).toBe(ru('security_auth_by_email_on'));
    fireEvent.click(tick);
    expect(screen.getByText(ru('disallow_sports_unsaved'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ru('disallow_sports_save') }));
    await waitFor(() => expect(screen.getByTestId('auth-by-email-now').textContent).toBe(ru('security_auth_by_email_off')));
    expect(lastPut()).toEqual({ auth_by_email: false });
    // Said once as what is kept now, once as the answer to the save.
    expect(screen.getAllByText(ru('security_auth_by_email_off'))).toHaveLength(2);
  });

  it('leads an account without an e-mail to adding one', async () => {
    stored = { ...stored, email: null, email_confirmed: false };
    renderInSite(<AuthByEmailPage />, { viewer: testViewer, path: '/ru/office/security/auth-by-email' });
    await screen.findByText(ru('security_auth_by_email_no_email'));
    expect(screen.getByRole('link', { name: ru('security_auth_by_email_add') }).getAttribute('href')).toBe('/ru/office/security/email/change');
  });
});
