import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twoFactorPaths } from '@stavka/contract/two-factor';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { identityPaths } from '../identity-api';
import { lastBody, pointPageAt, renderInSite } from '../test-harness';
import { SignInFlow } from './sign-in-flow';

// The sign-in's second step (issue 13): a right password of an account with two-factor on answers a
// challenge; the form asks for the app's code (or the recovery code) and signs in only with it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.route(identityPaths.signIn, (_request, response) =>
    sendJson(response, 200, { success: true, data: { twoFactorRequired: true, token: 'challenge-token-0123456789', expiresInSeconds: 300 } }),
  );
});

async function passwordStep() {
  const view = renderInSite(<SignInFlow getCaptchaToken={noCaptcha} />, { path: '/ru/login?return=%2Fru%2Finformation%2Frules' });
  fireEvent.change(screen.getByLabelText(ru('identity_field_login')), { target: { value: '100000001' } });
  fireEvent.change(screen.getByLabelText(ru('identity_field_password')), { target: { value: 'Secret-2024' } });
  fireEvent.click(screen.getAllByRole('button', { name: ru('identity_sign_in_submit') }).at(-1) as HTMLElement);
  await screen.findByTestId('two-factor-step');
  return view;
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: ru('two_factor_sign_in_submit') }));

describe('sign-in with two-factor on', () => {
  it('asks for the code after the password, says a wrong one on the field, and signs in with the right one', async () => {
    let tries = 0;
    server.route(twoFactorPaths.signIn, (_request, response) => {
      tries += 1;
      if (tries === 1) {
        sendJson(response, 400, { success: false, error: { id: 'validation', message: 'The code is wrong', errors: { code: ['two_factor_wrong_code'] } } });
        return;
      }
      sendJson(response, 200, { success: true, data: { userId: 100000001, login: '100000001', sessionId: 's', csrfToken: 'c', twoFactorTurnedOff: false } });
    });
    const { router } = await passwordStep();
    expect(screen.queryByLabelText(ru('identity_field_password'))).toBeNull();
    const code = screen.getByLabelText(ru('two_factor_code_label'));
    fireEvent.change(code, { target: { value: '12 34 5' } });
    confirm();
    await screen.findByText(ru('two_factor_code_format'));
    expect(server.received.some((request) => request.url === twoFactorPaths.signIn)).toBe(false);
    fireEvent.change(code, { target: { value: '123 456' } });
    confirm();
    await screen.findByText(ru('two_factor_wrong_code'));
    expect(lastBody(server, twoFactorPaths.signIn)).toEqual({ token: 'challenge-token-0123456789', code: '123456' });
    fireEvent.change(screen.getByLabelText(ru('two_factor_code_label')), { target: { value: '654321' } });
    confirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/information/rules'));
  });

  it('signs in with the recovery code instead, saying two-factor is now off', async () => {
    server.route(twoFactorPaths.signIn, (_request, response) =>
      sendJson(response, 200, { success: true, data: { userId: 100000001, login: '100000001', sessionId: 's', csrfToken: 'c', twoFactorTurnedOff: true } }),
    );
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_use_recovery') }));
    fireEvent.change(screen.getByLabelText(ru('two_factor_hash_label')), { target: { value: 'ABCDEF0123456789abcdef0123456789' } });
    confirm();
    await screen.findByText(ru('two_factor_turned_off_notice'));
    expect(lastBody(server, twoFactorPaths.signIn)).toEqual({ token: 'challenge-token-0123456789', hash: 'abcdef0123456789abcdef0123456789' });
  });

  it('says when the time to enter the code ran out, and starts over on request', async () => {
    server.route(twoFactorPaths.signIn, (_request, response) =>
      sendJson(response, 401, { success: false, error: { id: 'unauthorized', message: 'The sign-in took too long', errors: { token: ['two_factor_sign_in_again'] } } }),
    );
    await passwordStep();
    fireEvent.change(screen.getByLabelText(ru('two_factor_code_label')), { target: { value: '123456' } });
    confirm();
    await screen.findByText(ru('two_factor_sign_in_again'));
    fireEvent.click(screen.getByRole('button', { name: ru('two_factor_start_over') }));
    expect(screen.getByLabelText(ru('identity_field_password'))).toBeTruthy();
  });
});
