import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { sessionPaths } from '@stavka/contract/sessions';
import { identityPaths } from '../identity-api';
import { lastBody, pointPageAt, renderInSite } from '../test-harness';
import { SignInFlow } from './sign-in-flow';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

function open(path = '/ru/login?return=%2Fru%2Finformation%2Frules') {
  const view = renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path });
  const login = screen.getByLabelText(ru('identity_field_login'));
  const password = screen.getByLabelText(ru('identity_field_password'));
  const submit = () => fireEvent.click(screen.getAllByRole('button', { name: ru('identity_sign_in_submit') }).at(-1) as HTMLElement);
  return { ...view, login, password, submit };
}

describe('sign-in by password (spec §7.11 /user/auth)', () => {
  it('asks for both fields before sending anything, and focuses the first', async () => {
    const { submit } = open();
    submit();
    await screen.findByText(ru('validation_required', { field: ru('identity_field_login') }));
    expect(screen.getByText(ru('validation_required', { field: ru('identity_field_password') }))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ru('identity_field_login')));
    expect(screen.getByLabelText(ru('identity_field_login')).getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(server.received).toHaveLength(0);
  });

  it('sends the password wrapped, and says a wrong one without telling which part was wrong', async () => {
    server.route(identityPaths.signIn, (_request, response) =>
      sendJson(response, 401, { success: false, error: { id: 'invalid_credentials', message: 'Wrong login or password' } }),
    );
    const { login, password, submit } = open();
    fireEvent.change(login, { target: { value: ' 100000001 ' } });
    fireEvent.change(password, { target: { value: 'пароль-1' } });
    submit();
    await screen.findByText(ru('identity_invalid_credentials'));
    expect(lastBody(server, identityPaths.signIn)).toEqual({ login: '100000001', password: { encoding: 'base64', value: Buffer.from('пароль-1').toString('base64') } });
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('a lock-out says how long to wait', async () => {
    server.route(identityPaths.signIn, (_request, response) => {
      response.setHeader('retry-after', '600');
      sendJson(response, 429, { success: false, error: { id: 'rate_limited', message: 'Too many failed attempts. Try again in 10 minutes.' } });
    });
    const { login, password, submit } = open();
    fireEvent.change(login, { target: { value: 'ana@example.com' } });
    fireEvent.change(password, { target: { value: 'whatever1' } });
    submit();
    await screen.findByText(ru('identity_too_many_attempts_minutes', { minutes: 10 }));
  });

  it('runs the captcha only when the server asks for it, then sends the same sign-in with its token', async () => {
    let calls = 0;
    server.route(identityPaths.signIn, (request, response) => {
      calls += 1;
      if (request.headers['x-captcha-token'] !== 'solved-1') {
        sendJson(response, 400, { success: false, error: { id: 'captcha_required', message: 'Captcha required' } });
        return;
      }
      sendJson(response, 200, { success: true, data: { userId: 100000001, login: '100000001', sessionId: 's', csrfToken: 'c' } });
    });
    const asked: string[] = [];
    const view = renderInSite(
      <SignInFlow
        getCaptchaToken={(action) => {
          asked.push(action);
          return Promise.resolve('solved-1');
        }}
      />,
      { path: '/ru/login?return=%2Fru%2Finformation%2Frules' },
    );
    fireEvent.change(screen.getByLabelText(ru('identity_field_login')), { target: { value: '100000001' } });
    fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Secret-2024' } });
    fireEvent.click(screen.getAllByRole('button', { name: ru('identity_sign_in_submit') }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/ru/information/rules'));
    expect(calls).toBe(2);
    expect(asked).toEqual(['sign_in']);
  });

  it('asks for no captcha while the server does not', async () => {
    server.route(identityPaths.signIn, (_request, response) =>
      sendJson(response, 401, { success: false, error: { id: 'invalid_credentials', message: 'Wrong login or password' } }),
    );
    const asked: string[] = [];
    renderInSite(<SignInFlow getCaptchaToken={(action) => (asked.push(action), Promise.resolve('unused'))} />, { path: '/ru/login' });
    fireEvent.change(screen.getByLabelText(ru('identity_field_login')), { target: { value: '100000001' } });
    fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Secret-2024' } });
    fireEvent.click(screen.getAllByRole('button', { name: ru('identity_sign_in_submit') }).at(-1) as HTMLElement);
    await screen.findByText(ru('identity_invalid_credentials'));
    expect(asked).toEqual([]);
    const sent = server.received.filter((request) => request.url === identityPaths.signIn);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['x-captcha-token']).toBeUndefined();
  });

  it('signed in: back to the page of ?return=, and reads when the player signed in before', async () => {
    server.route(identityPaths.signIn, (_request, response) => sendJson(response, 200, { success: true, data: { userId: 100000001, login: '100000001', sessionId: 's', csrfToken: 'c' } }));
    server.route(sessionPaths.current, (_request, response) =>
      sendJson(response, 200, { success: true, data: { sessionId: 's', createdAt: '2030-01-02T10:00:00.000Z', previousSignInAt: '2030-01-01T09:30:00.000Z' } }),
    );
    const { login, password, submit, router } = open();
    fireEvent.change(login, { target: { value: '100000001' } });
    fireEvent.change(password, { target: { value: 'Secret-2024' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/rules'));
    await waitFor(() => expect(server.received.some((request) => request.url === sessionPaths.current)).toBe(true));
  });

  it('offers the SMS code where the brand signs in by phone, and links to registration and the lost password', () => {
    open('/ru/login');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([ru('identity_sign_in_by_password'), ru('identity_sign_in_by_sms')]);
    expect(screen.getByRole('link', { name: ru('identity_forgot_password') }).getAttribute('href')).toBe('/ru/lost-password');
    expect(screen.getByRole('link', { name: ru('identity_registration') }).getAttribute('href')).toBe('/ru/registration');
  });
});
