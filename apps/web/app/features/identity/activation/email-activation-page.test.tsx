import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { identityPaths } from '../identity-api';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { activateFromLink } from './activate-from-link';
import { EmailActivationPage } from './email-activation-page';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
  server.route(identityPaths.activate, (request, response) => {
    const { token } = JSON.parse(request.body) as { token: string };
    if (token === 'good-token-0123456789abc') return sendJson(response, 200, { success: true, data: { userId: 1, emailConfirmed: true } });
    return sendJson(response, 400, { success: false, error: { id: 'validation', message: 'The link is wrong, used or expired', errors: { token: ['delivery_link_invalid'] } } });
  });
  server.route(identityPaths.sendActivationMail, (_request, response) => sendJson(response, 200, { success: true, data: { emailConfirmed: false, sent: 'link' } }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

describe('activateFromLink (spec §7.3 activate)', () => {
  it.each([
    ['?token=good-token-0123456789abc', { status: 'done' }],
    ['?token=used-token-0123456789abc', { status: 'expired' }],
    ['?token=', { status: 'missing' }],
    ['', { status: 'missing' }],
  ])('%s → %j', async (search, result) => {
    expect(await activateFromLink(search)).toEqual(result);
  });

  it('posts the token once', async () => {
    await activateFromLink('?token=good-token-0123456789abc');
    expect(server.received.filter((request) => request.url === identityPaths.activate)).toHaveLength(1);
  });
});

describe('the activation page', () => {
  it('confirmed', () => {
    renderInSite(<EmailActivationPage result={{ status: 'done' }} />);
    expect(screen.getByRole('heading', { level: 1, name: ru('identity_activation_title') })).toBeTruthy();
    expect(screen.getByText(ru('identity_activation_done'))).toBeTruthy();
  });

  it('reads the signed-in player again once, even when the address confirmed is not theirs', async () => {
    let loads = 0;
    // The root loader answers the same unconfirmed player: the page must not ask again and again.
    renderInSite(<EmailActivationPage result={{ status: 'done' }} />, { viewer: testViewer, onRootLoad: () => loads++ });
    await waitFor(() => expect(loads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loads).toBe(1);
    expect(screen.getByText(ru('identity_activation_done'))).toBeTruthy();
  });

  it('an expired link offers a signed-in player with an unconfirmed e-mail a new one', async () => {
    renderInSite(<EmailActivationPage result={{ status: 'expired' }} />, { viewer: testViewer });
    expect(screen.getByText(ru('identity_activation_expired'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ru('identity_activation_send_new') }));
    await screen.findByText(ru('identity_activation_link_sent', { email: 'ana@example.com' }));
    expect(JSON.parse(server.received.find((request) => request.url === identityPaths.sendActivationMail)?.body ?? '')).toEqual({ mode: 'link', lang: 'ru' });
  });

  it('an expired link asks a guest to sign in for a new one', () => {
    renderInSite(<EmailActivationPage result={{ status: 'expired' }} />);
    expect(screen.queryByRole('button', { name: ru('identity_activation_send_new') })).toBeNull();
    expect(screen.getByRole('link', { name: ru('identity_sign_in') }).getAttribute('href')).toBe('/ru/login');
  });
});
