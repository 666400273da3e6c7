import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ModalQueueProvider } from '../../../shared/modal-queue-context';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { readPreference } from '../../../shared/storage/preferences';
import { ru } from '../../../shared/ui/test-utils';
import { identityPaths } from '../identity-api';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { SignInOverlayProvider } from '../sign-in/sign-in-overlay';
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

  it('a guest’s Sign in opens over the page, at the same address, and closes back to it', async () => {
    const { router } = renderInSite(
      <ModalQueueProvider>
        <SignInOverlayProvider>
          <h1>Правила</h1>
          <HeaderAccount />
        </SignInOverlayProvider>
      </ModalQueueProvider>,
      { path: '/ru/information/rules' },
    );
    fireEvent.click(screen.getByRole('link', { name: ru('identity_sign_in') }));
    const dialog = await screen.findByRole('dialog', { name: ru('identity_sign_in_title') });
    expect(router.state.location.pathname).toBe('/ru/information/rules');
    expect(screen.getByRole('heading', { level: 1, name: 'Правила' })).toBeTruthy();
    // The first field has the focus, and closing leaves the page as it was.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
    fireEvent.click(within(dialog).getByRole('button', { name: ru('ui_close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/ru/information/rules');
    expect(readPreference(getAppStorage(), 'returnUrl')).toBeNull();
  });

  it('a press asking for a new tab follows the link instead', () => {
    const { router } = renderInSite(
      <SignInOverlayProvider>
        <HeaderAccount />
      </SignInOverlayProvider>,
      { path: '/ru/information/rules' },
    );
    fireEvent.click(screen.getByRole('link', { name: ru('identity_sign_in') }), { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/ru/information/rules');
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

    // Signed out on a page anyone may read, the player stays on it.
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: ru('identity_sign_out') }));
    await waitFor(() => expect(server.received.map((request) => request.url)).toContain(identityPaths.signOut));
    await screen.findByText(ru('identity_signed_out'));
    expect(router.state.location.pathname).toBe('/ru/information/rules');
    const disconnect = server.received.find((request) => request.url === identityPaths.signOut);
    expect(disconnect?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('signed out on a page for players only, the player lands on the home page', async () => {
    const { router } = renderInSite(<HeaderAccount />, { path: '/ru/office/security', viewer: testViewer });
    fireEvent.click(screen.getByRole('button', { name: ru('identity_account_menu', { login: testViewer.login }) }));
    fireEvent.click(screen.getByRole('button', { name: ru('identity_sign_out') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru'));
  });
});
