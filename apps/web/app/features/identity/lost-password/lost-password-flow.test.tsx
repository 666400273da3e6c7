import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { noCaptcha } from '../captcha-token';
import { identityPaths } from '../identity-api';
import { pointPageAt, renderInSite } from '../test-harness';
import { LostPasswordFlow } from './lost-password-flow';

let server: TestServer;
const steps: unknown[] = [];
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
  // The reset call's three steps, as the server answers them (spec §7.3 passwordreset).
  server.route(identityPaths.passwordReset, (request, response) => {
    const body = JSON.parse(request.body) as { step: string; code?: string; password?: unknown };
    steps.push(body);
    if (body.step === 'request') return sendJson(response, 200, { success: true, data: { sent: true } });
    if (body.step === 'confirm' && body.code !== '123456') {
      return sendJson(response, 400, { success: false, error: { id: 'validation', message: 'Wrong code', errors: { code: ['auth_incorrect_code'] } } });
    }
    if (body.step === 'confirm') return sendJson(response, 200, { success: true, data: { token: 'reset-token-0123456789' } });
    return sendJson(response, 200, { success: true, data: { saved: true } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  steps.length = 0;
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('lost password (issue 3)', () => {
  it('by e-mail: the same answer whether the account exists or not', async () => {
    renderInSite(<LostPasswordFlow getCaptchaToken={noCaptcha} />, { path: '/ru/lost-password' });
    fill(ru('identity_field_login'), ' ana@example.com ');
    press(ru('identity_reset_request_submit'));
    await screen.findByText(ru('identity_reset_sent_email'));
    expect(steps).toEqual([{ step: 'request', login: 'ana@example.com', channel: 'email', lang: 'ru' }]);
    expect(screen.getByRole('link', { name: ru('identity_sign_in') }).getAttribute('href')).toBe('/ru/login');
  });

  it('by SMS: a wrong code stays on the code, the right one leads to the new password, then sign in', async () => {
    renderInSite(<LostPasswordFlow getCaptchaToken={noCaptcha} />, { path: '/ru/lost-password' });
    fill(ru('identity_field_login'), '+7 916 123-45-67');
    fireEvent.click(screen.getByLabelText(ru('identity_reset_channel_sms')));
    press(ru('identity_reset_request_submit'));
    await screen.findByText(ru('identity_reset_sent_sms'));

    fill(ru('identity_field_code'), '111111');
    press(ru('identity_reset_confirm_submit'));
    await screen.findByText(ru('auth_incorrect_code'));
    fill(ru('identity_field_code'), '123 456');
    press(ru('identity_reset_confirm_submit'));

    await screen.findByLabelText(ru('identity_field_new_password'));
    fill(ru('identity_field_new_password'), 'short');
    press(ru('identity_save_password'));
    await screen.findByText(ru('validation_password_min_length', { value: 8 }));
    fill(ru('identity_field_new_password'), 'Новый-пароль-1');
    fill(ru('identity_field_new_password_confirmation'), 'Новый-пароль-1');
    press(ru('identity_save_password'));
    await screen.findByText(ru('identity_password_saved'));

    await waitFor(() => expect(steps).toHaveLength(4));
    expect(steps[0]).toEqual({ step: 'request', login: '+7 916 123-45-67', channel: 'sms', lang: 'ru' });
    expect(steps[2]).toEqual({ step: 'confirm', login: '+7 916 123-45-67', code: '123456' });
    const wrapped = { encoding: 'base64', value: Buffer.from('Новый-пароль-1').toString('base64') };
    expect(steps[3]).toEqual({ step: 'save', token: 'reset-token-0123456789', password: wrapped, password_confirmation: wrapped });
  });
});
