import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { captchaTokenHeader } from '@stavka/contract/captcha';
import { socialPaths } from '@stavka/contract/social';
import { sendJson } from '../../../shared/http/test-http-server';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { writePreference } from '../../../shared/storage/preferences';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { forgetReturnUrl } from '../../../shared/return-url';
import { lastBody, renderInSite, serveTestApi, testViewer } from '../test-harness';
import { readSocialReturn } from './social-return';
import { SocialSignInPage } from './social-sign-in-page';

// The page a social provider's answer comes back to (issue 13, decision 0040), as the player sees
// each of its states; the pending step and the link are read from the test server over HTTP.

const server = serveTestApi('csrf-1');
let pending: unknown;
beforeEach(() => {
  pending = { status: 'link', provider: 'local', providerName: 'Local ID', email: 'vera@example.com' };
  server.route(socialPaths.pending, (_request, response) => sendJson(response, 200, { success: true, data: pending }));
  writePreference(getAppStorage(), 'returnUrl', '/ru/information/rules');
});

const signedInAnswer = { userId: 100000007, login: '100000007', sessionId: 's', csrfToken: 'c' };
const wrongPassword = { success: false, error: { id: 'invalid_credentials', message: 'Wrong login or password' } };

async function openPage(search: string, viewer: typeof testViewer | null = null, getCaptchaToken = noCaptcha) {
  const state = await readSocialReturn(search);
  let loads = 0;
  const view = renderInSite(<SocialSignInPage state={state} getCaptchaToken={getCaptchaToken} />, {
    path: `/ru/social-sign-in${search}`,
    viewer,
    onRootLoad: () => loads++,
  });
  return { ...view, loads: () => loads };
}

describe('readSocialReturn: what the query and the pending step say', () => {
  it.each([
    ['?result=signed_in', { status: 'signed_in', registered: false }],
    ['?result=registered', { status: 'signed_in', registered: true }],
    ['?error=cancelled', { status: 'refused', reason: 'cancelled' }],
    ['?error=something_else', { status: 'refused', reason: 'unknown' }],
    ['', { status: 'refused', reason: 'unknown' }],
  ])('%s → %j, without asking the server', async (search, expected) => {
    expect(await readSocialReturn(search)).toEqual(expected);
    expect(server.hits(socialPaths.pending)).toBe(0);
  });

  it('reads a pending link or code step, and calls a step that is gone expired', async () => {
    expect(await readSocialReturn('?result=link')).toEqual({ status: 'link', providerName: 'Local ID', email: 'vera@example.com' });
    pending = { status: 'two_factor', token: 'challenge-token-0123456789', expiresInSeconds: 240 };
    expect(await readSocialReturn('?result=two_factor')).toEqual({
      status: 'two_factor',
      challenge: { twoFactorRequired: true, token: 'challenge-token-0123456789', expiresInSeconds: 240 },
    });
    pending = { status: 'none' };
    expect(await readSocialReturn('?result=link')).toEqual({ status: 'refused', reason: 'expired' });
  });
});

describe('the social sign-in page', () => {
  it('signed in: says so and goes back to the page the player was on, reading the header again', async () => {
    const { router, loads } = await openPage('?result=signed_in', testViewer);
    expect(screen.getByRole('heading', { level: 1, name: ru('social_title') })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/rules'));
    await screen.findByText(ru('identity_signed_in', { login: testViewer.login }));
    await waitFor(() => expect(loads()).toBeGreaterThan(0));
  });

  it('registered: welcomes the new player and goes home when there is no page to go back to', async () => {
    forgetReturnUrl(getAppStorage());
    const { router } = await openPage('?result=registered', testViewer);
    await screen.findByText(ru('identity_registered'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru'));
  });

  it('says when the session is not there after all, with a way to sign in again', async () => {
    await openPage('?result=signed_in', null);
    expect(screen.getByText(ru('social_not_signed_in'))).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('social_sign_in_again_link') }).getAttribute('href')).toBe('/ru/login');
  });

  it.each([
    ['cancelled', 'social_error_cancelled'],
    ['state_mismatch', 'social_error_state_mismatch'],
    ['provider_error', 'social_error_provider_error'],
    ['email_taken', 'social_error_email_taken'],
    ['no_registration', 'social_error_no_registration'],
    ['blocked', 'social_error_blocked'],
    ['unavailable', 'social_error_unavailable'],
  ] as const)('error=%s says why in words, with the ways back', async (error, key) => {
    await openPage(`?error=${error}`);
    expect(screen.getByRole('alert').textContent).toContain(ru(key));
    expect(screen.getByRole('link', { name: ru('social_sign_in_again_link') }).getAttribute('href')).toBe('/ru/login');
    expect(screen.getByRole('link', { name: ru('identity_go_home') }).getAttribute('href')).toBe('/ru');
  });

  it('a pending link that is gone reads as expired', async () => {
    pending = { status: 'none' };
    await openPage('?result=link');
    expect(screen.getByRole('alert').textContent).toContain(ru('social_error_expired'));
  });
});

describe('linking an existing account by its password', () => {
  it('asks for the password of the e-mail, says a wrong one, and links and signs in with the right one', async () => {
    let tries = 0;
    server.route(socialPaths.link, (_request, response) => {
      tries += 1;
      if (tries === 1) sendJson(response, 401, wrongPassword);
      else sendJson(response, 200, { success: true, data: signedInAnswer });
    });
    const { router } = await openPage('?result=link');
    expect(screen.getByText(ru('social_link_lead', { email: 'vera@example.com', provider: 'Local ID' }))).toBeTruthy();
    expect((screen.getByLabelText(ru('identity_field_email')) as HTMLInputElement).value).toBe('vera@example.com');

    const submit = () => fireEvent.click(screen.getByRole('button', { name: ru('social_link_submit') }));
    submit();
    await screen.findByText(ru('validation_required', { field: ru('identity_field_password') }));
    expect(server.hits(socialPaths.link)).toBe(0);

    const password = screen.getByLabelText(ru('identity_field_password'));
    fireEvent.change(password, { target: { value: 'Wrong-2024' } });
    submit();
    await screen.findByText(ru('identity_invalid_credentials'));
    fireEvent.change(password, { target: { value: 'Secret-2024' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/rules'));
    expect(lastBody(server, socialPaths.link)).toEqual({ password: { encoding: 'base64', value: btoa('Secret-2024') } });
    await screen.findByText(ru('social_linked', { provider: 'Local ID' }));
  });

  it('passes the captcha when the server asks for it after wrong passwords, and sends the link again with its token', async () => {
    server.route(socialPaths.link, (request, response) => {
      if (request.headers[captchaTokenHeader] === undefined) {
        sendJson(response, 400, { success: false, error: { id: 'captcha_required', message: 'Solve the captcha' } });
        return;
      }
      sendJson(response, 401, wrongPassword);
    });
    const asked: string[] = [];
    await openPage('?result=link', null, (action) => {
      asked.push(action);
      return Promise.resolve('captcha-token-1');
    });
    fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Wrong-2024' } });
    fireEvent.click(screen.getByRole('button', { name: ru('social_link_submit') }));
    await screen.findByText(ru('identity_invalid_credentials'));
    expect(asked).toEqual(['sign_in']);
    const sent = server.received.filter((request) => request.url === socialPaths.link);
    expect(sent.map((request) => request.headers[captchaTokenHeader])).toEqual([undefined, 'captcha-token-1']);
  });

  it('an account with two-factor on asks for its code after the password, at the social code step', async () => {
    server.route(socialPaths.link, (_request, response) =>
      sendJson(response, 200, { success: true, data: { twoFactorRequired: true, token: 'challenge-token-0123456789', expiresInSeconds: 300 } }),
    );
    server.route(socialPaths.twoFactor, (_request, response) => sendJson(response, 200, { success: true, data: { ...signedInAnswer, twoFactorTurnedOff: false } }));
    const { router } = await openPage('?result=link');
    fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Secret-2024' } });
    fireEvent.click(screen.getByRole('button', { name: ru('social_link_submit') }));
    const code = await screen.findByLabelText(ru('two_factor_code_label'));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_sign_in_submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/rules'));
    expect(lastBody(server, socialPaths.twoFactor)).toEqual({ token: 'challenge-token-0123456789', code: '123456' });
  });

  it('a link that took too long says to start again', async () => {
    server.route(socialPaths.link, (_request, response) =>
      sendJson(response, 401, { success: false, error: { id: 'unauthorized', message: 'Start again', errors: { password: ['social_sign_in_again'] } } }),
    );
    await openPage('?result=link');
    fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Secret-2024' } });
    fireEvent.click(screen.getByRole('button', { name: ru('social_link_submit') }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(ru('social_error_expired')));
  });
});

describe('two-factor after a social sign-in', () => {
  it('asks for the code and signs in with it at /socauth/twofactor/', async () => {
    pending = { status: 'two_factor', token: 'challenge-token-0123456789', expiresInSeconds: 240 };
    server.route(socialPaths.twoFactor, (_request, response) => sendJson(response, 200, { success: true, data: { ...signedInAnswer, twoFactorTurnedOff: false } }));
    const { router } = await openPage('?result=two_factor');
    expect(screen.getByTestId('two-factor-step')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(ru('two_factor_code_label')), { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_sign_in_submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/rules'));
    expect(lastBody(server, socialPaths.twoFactor)).toEqual({ token: 'challenge-token-0123456789', code: '654321' });
    await screen.findByText(ru('identity_signed_in', { login: '100000007' }));
  });
});
