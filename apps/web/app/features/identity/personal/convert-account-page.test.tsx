import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountData, accountPaths } from '@stavka/contract/account';
import { type AccountLogin, accountLoginPath } from '@stavka/contract/account-login';
import { phoneBindingPaths } from '@stavka/contract/phone-binding';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { blankAccount } from './blank-account';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { ConvertAccountPage } from './convert-account-page';

// office_convert_account (issue 13): each step of a full registration with its state as the server
// keeps it and the way to the screen that does it; full once a contact is confirmed and the
// details are filled.

let server: TestServer;
let account: AccountData;
let phone: { phone: string | null; confirmed: boolean };
let login: AccountLogin;

beforeAll(async () => {
  server = await startTestServer();
  server.route(accountPaths.get, (_request, response) => sendJson(response, 200, { success: true, data: account }));
  server.route(phoneBindingPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: phone }));
  server.route(accountLoginPath, (_request, response) => sendJson(response, 200, { success: true, data: login }));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  account = blankAccount();
  phone = { phone: null, confirmed: false };
  login = { account_number: '100000005', login: null, auth_by_email: true, email: 'ana@example.com', email_confirmed: false };
});

const step = (id: string) => document.querySelector(`[data-step="${id}"]`) as HTMLElement;

describe('the full registration screen', () => {
  it('shows what a one-click account lacks, each with the way to do it', async () => {
    renderInSite(<ConvertAccountPage />, { viewer: testViewer, path: '/ru/office/account/convert' });
    expect((await screen.findByTestId('convert-state')).textContent).toBe(ru('convert_not_full'));
    expect(step('email').dataset['done']).toBe('false');
    expect(within(step('email')).getByText(ru('office_security_email_unconfirmed', { email: 'ana@example.com' }))).toBeTruthy();
    expect(within(step('email')).getByRole('link').getAttribute('href')).toBe('/ru/office/security/email/activate');
    expect(within(step('phone')).getByRole('link').getAttribute('href')).toBe('/ru/office/security/phone/binding');
    expect(within(step('details')).getByRole('link').getAttribute('href')).toBe('/ru/office/account/edit');
    expect(within(step('login')).getByRole('link').getAttribute('href')).toBe('/ru/office/security/login');
  });

  it('calls the account full once a contact is confirmed and the details are filled, the login staying optional', async () => {
    phone = { phone: '79161234567', confirmed: true };
    account = { ...account, first_name: 'Анна', last_name: 'Петрова', birth_date: '1990-04-12' };
    renderInSite(<ConvertAccountPage />, { viewer: testViewer, path: '/ru/office/account/convert' });
    expect((await screen.findByTestId('convert-state')).textContent).toBe(ru('convert_full'));
    expect(step('phone').dataset['done']).toBe('true');
    expect(within(step('phone')).queryByRole('link')).toBeNull();
    expect(step('details').dataset['done']).toBe('true');
    expect(step('login').dataset['done']).toBe('false');
  });
});
