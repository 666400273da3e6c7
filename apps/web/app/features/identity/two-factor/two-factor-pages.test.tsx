import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { twoFactorPaths } from '@stavka/contract/two-factor';
import { sendJson } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, renderInSite, serveTestApi, testViewer } from '../test-harness';
import { DisableTwoFactorPage } from './disable-two-factor-page';
import { EnableTwoFactorPage } from './enable-two-factor-page';
import { SecurityPage } from './security-page';

// office_security, office_enable_two_factor_auth and office_disable_two_factor_auth (issue 13) against
// a local server that answers as ours does: what the player reads, what is sent, where they go next.

const setup = { qr_code_url: 'data:image/png;base64,iVBORw0KGgo=', qr_link: 'otpauth://totp/Stavka:100000001?secret=JBSWY3DPEHPK3PXP', code: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
const wrongCode = { success: false, error: { id: 'validation', message: 'The code is wrong', errors: { app_code: ['two_factor_wrong_code'] }, details: { code: 1, failuresLeft: 4 } } };

const server = serveTestApi('csrf-two-factor');

const render = (ui: React.ReactElement, path: string) => renderInSite(ui, { path, viewer: testViewer });

describe('office security page', () => {
  it('says two-factor is on since when, leads to turning it off, to the password and to the sessions', async () => {
    server.route(twoFactorPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: { enabled: true, enabledAt: '2026-03-01T10:00:00.000Z' } }));
    render(<SecurityPage />, '/ru/office/security');
    await screen.findByText(ru('office_security_state_on'));
    expect(screen.getByText(ru('office_security_two_factor_on', { date: '1 марта 2026 г.' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('office_security_two_factor_disable') }).getAttribute('href')).toBe('/ru/office/security/two-factor/disable');
    expect(screen.queryByRole('link', { name: ru('office_security_two_factor_enable') })).toBeNull();
    expect(screen.getByRole('link', { name: ru('office_security_password_link') }).getAttribute('href')).toBe('/ru/office/security/password');
    expect(screen.getByRole('link', { name: ru('office_security_sessions_link') }).getAttribute('href')).toBe('/ru/office/security/sessions');
  });
});

describe('turning two-factor on', () => {
  it('shows the QR code and the key, says a wrong code on the field, then shows the recovery code until its saving is confirmed', async () => {
    let attempts = 0;
    server.route(twoFactorPaths.qrCode, (_request, response) => sendJson(response, 200, { success: true, data: setup }));
    server.route(twoFactorPaths.enable, (_request, response) => {
      attempts += 1;
      if (attempts === 1) sendJson(response, 400, wrongCode);
      else sendJson(response, 200, { success: true, data: { hash: '0123456789abcdef0123456789abcdef' } });
    });
    const { router } = render(<EnableTwoFactorPage />, '/ru/office/security/two-factor/enable');
    const image = await screen.findByRole('img', { name: ru('two_factor_qr_alt') });
    expect(image.getAttribute('src')).toBe(setup.qr_code_url);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(setup.code);

    const field = screen.getByLabelText(ru('two_factor_code_label'));
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_enable_submit') }));
    await screen.findByText(ru('two_factor_wrong_code'));
    expect(lastBody(server, twoFactorPaths.enable)).toEqual({ app_code: '000000' });

    fireEvent.change(screen.getByLabelText(ru('two_factor_code_label')), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_enable_submit') }));
    await screen.findByText(ru('two_factor_enabled_title'));
    expect(lastBody(server, twoFactorPaths.enable)).toEqual({ app_code: '123456' });
    expect(screen.getByTestId('two-factor-recovery').textContent).toBe('0123456789abcdef0123456789abcdef');
    const done = screen.getByRole('button', { name: ru('two_factor_recovery_done') });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(ru('two_factor_recovery_saved')));
    fireEvent.click(done);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/office/security'));
  });

  it('says it is on already when the server refuses a new secret', async () => {
    server.route(twoFactorPaths.qrCode, (_request, response) =>
      sendJson(response, 409, { success: false, error: { id: 'conflict', message: 'Two-factor sign-in is on already', details: { twoFactorEnabled: true } } }),
    );
    render(<EnableTwoFactorPage />, '/ru/office/security/two-factor/enable');
    await screen.findByText(ru('two_factor_already_on'));
    expect(screen.getByRole('link', { name: ru('two_factor_back_to_security') }).getAttribute('href')).toBe('/ru/office/security');
  });
});

describe('turning two-factor off', () => {
  it('checks the recovery code before sending it, says a wrong one, and goes back to security when it is right', async () => {
    let attempts = 0;
    server.route(twoFactorPaths.status, (_request, response) => sendJson(response, 200, { success: true, data: { enabled: true, enabledAt: '2026-03-01T10:00:00.000Z' } }));
    server.route(twoFactorPaths.disable, (_request, response) => {
      attempts += 1;
      if (attempts === 1) sendJson(response, 400, { success: false, error: { id: 'validation', message: 'Wrong', errors: { hash: ['two_factor_wrong_hash'] } } });
      else sendJson(response, 200, { success: true, data: { enabled: false, enabledAt: null } });
    });
    const { router } = render(<DisableTwoFactorPage />, '/ru/office/security/two-factor/disable');
    const field = await screen.findByLabelText(ru('two_factor_hash_label'));
    fireEvent.change(field, { target: { value: 'not-a-hash' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_disable_submit') }));
    await screen.findByText(ru('two_factor_hash_format'));
    expect(attempts).toBe(0);
    fireEvent.change(field, { target: { value: 'ffffffffffffffffffffffffffffffff' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_disable_submit') }));
    await screen.findByText(ru('two_factor_wrong_hash'));
    fireEvent.change(screen.getByLabelText(ru('two_factor_hash_label')), { target: { value: '0123456789ABCDEF0123456789ABCDEF' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_disable_submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/office/security'));
    expect(lastBody(server, twoFactorPaths.disable)).toEqual({ hash: '0123456789abcdef0123456789abcdef' });
  });
});
