import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { readPreference } from '../../../shared/storage/preferences';
import { ru } from '../../../shared/ui/test-utils';
import { identityPaths } from '../identity-api';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { HeaderAccount } from './header-account';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
  server.route(identityPaths.signOut, (_request, response) => sendJson(response, 200, { success: true }));
  server.route(identityPaths.sendActivationMail, (_request, response) => sendJson(response, 200, { success: true, data: { emailConfirmed: false, sent: 'link' } }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
});

describe('the header account corner', () => {
  it('a guest gets Sign in and Registration, and the page is remembered to come back to', () => {
    renderInSite(<HeaderAccount />, { path: '/ru/information/rules?x=1' });
    const signIn = screen.getByRole('link', { name: ru('identity_sign_in') });
    expect(signIn.getAttribute('href')).toBe('/ru/login');
    expect(screen.getByRole('link', { name: ru('identity_registration') }).getAttribute('href')).toBe('/ru/registration');
    fireEvent.click(signIn);
    expect(readPreference(getAppStorage(), 'returnUrl')).toBe('/ru/information/rules?x=1');
  });

  it('a player sees the account number; the menu asks to confirm the e-mail and signs out', async () => {
    const { router } = renderInSite(<HeaderAccount />, { path: '/ru/information/rules', viewer: testViewer });
    const button = screen.getByRole('button', { name: ru('identity_account_menu', { login: testViewer.login }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(ru('identity_email_not_confirmed', { email: 'ana@example.com' }))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: ru('identity_confirm_email') }));
    await waitFor(() => expect(server.received.map((request) => request.url)).toContain(identityPaths.sendActivationMail));

    // Escape closes the menu and gives the focus back to its button.
    fireEvent.keyDown(screen.getByRole('button', { name: ru('identity_sign_out') }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: ru('identity_sign_out') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru'));
    const disconnect = server.received.find((request) => request.url === identityPaths.signOut);
    expect(disconnect?.headers['x-csrf-token']).toBe('csrf-1');
  });
});
