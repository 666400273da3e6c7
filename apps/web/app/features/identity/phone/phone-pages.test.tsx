import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneBindingPaths as paths, type PhoneStatus } from '@stavka/contract/phone-binding';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { SecurityPage } from '../two-factor/security-page';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { PhoneActivatePage, PhoneBindingPage } from './phone-pages';

// office_phone_binding, office_phone_activate and the phone on office_security (issue 13) against a
// local server that answers as ours does: the number typed for its country, the code step with the
// resend wait, refusals in words on their fields, and the confirmed state.

let server: TestServer;
let status: PhoneStatus;
let confirmAnswers: { status: number; body: unknown }[];

const refusal = (errors: Record<string, string[]>) => ({ status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors } } });
const sentTo = (phone: string) => ({ success: true, data: { phone, resendAfterSeconds: 60, expiresAt: '2026-11-26T12:10:00.000Z' } });

beforeAll(async () => {
  server = await startTestServer();
  server.route(paths.status, (_request, response) => sendJson(response, 200, { success: true, data: status }));
  server.route(paths.create, (request, response) => sendJson(response, 200, sentTo(JSON.parse(request.body).phone_number)));
  server.route(paths.sendCode, (_request, response) => sendJson(response, 200, sentTo(status.phone ?? '')));
  server.route(paths.confirm, (_request, response) => {
    const answer = confirmAnswers.shift() ?? { status: 500, body: {} };
    sendJson(response, answer.status, answer.body);
  });
  server.route('/web-api/user/getphonecountries', (_request, response) =>
    sendJson(response, 200, { success: true, data: [{ id: 643, name: 'Россия', code: 'ru', phoneCode: '+7' }] }),
  );
  server.route('/web-api/api/user/phonemasks', (_request, response) =>
    sendJson(response, 200, { success: true, data: [{ CountryId: 643, Mask: '### ###-##-##', Min: 10, Max: 10 }] }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  status = { phone: null, confirmed: false };
  confirmAnswers = [];
});

const sendButton = () => screen.getByRole('button', { name: new RegExp(`^(${ru('identity_send_code')}|${ru('identity_resend_code')})`) });
const typeCode = (code: string) => fireEvent.change(screen.getByLabelText(new RegExp(ru('identity_field_code'))), { target: { value: code } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: ru('phone_binding_submit') }));

describe('binding a phone', () => {
  it('sends the code to the number typed for its country, says a wrong code, waits to resend, then shows it bound', async () => {
    renderInSite(<PhoneBindingPage />, { viewer: testViewer, path: '/ru/office/security/phone/binding' });
    const phone = await screen.findByLabelText(new RegExp(ru('identity_field_phone')));
    fireEvent.click(sendButton());
    await screen.findByText(ru('validation_required', { field: ru('identity_field_phone') }));
    expect(server.hits(paths.create)).toBe(0);

    fireEvent.change(phone, { target: { value: '9123456789' } });
    fireEvent.click(sendButton());
    await screen.findByText(ru('identity_code_sent', { phone: '79123456789' }));
    expect(lastBody(server, paths.create)).toEqual({ phone_number: '79123456789', country_code: 'ru', lang: 'ru' });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(sendButton().textContent).toMatch(/\(60\)|\(59\)/);

    confirmAnswers = [refusal({ confirm_code: ['auth_incorrect_code'] }), { status: 200, body: { success: true, data: { phone: '79123456789', confirmed: true } } }];
    typeCode('111111');
    submit();
    await screen.findByText(ru('auth_incorrect_code'));
    status = { phone: '79123456789', confirmed: true };
    typeCode('123 456');
    submit();
    await screen.findByText(ru('phone_binding_done', { phone: '79123456789' }));
    expect(lastBody(server, paths.confirm)).toEqual({ confirm_code: '123456', phone_number: '79123456789' });
    expect(screen.getByRole('link', { name: ru('phone_binding_back_to_security') }).getAttribute('href')).toBe('/ru/office/security');
  });

  it("says in words that the number belongs to another account, on the phone's field", async () => {
    renderInSite(<PhoneBindingPage />, { viewer: testViewer, path: '/ru/office/security/phone/binding' });
    fireEvent.change(await screen.findByLabelText(new RegExp(ru('identity_field_phone'))), { target: { value: '9123456780' } });
    fireEvent.click(sendButton());
    await screen.findByText(ru('identity_code_sent', { phone: '79123456780' }));
    confirmAnswers = [refusal({ phone_number: ['phone_binding_taken'] })];
    typeCode('123456');
    submit();
    await screen.findByText(ru('phone_binding_taken'));
  });

  it('says a confirmed phone is already there and leads back', async () => {
    status = { phone: '79123456789', confirmed: true };
    renderInSite(<PhoneBindingPage />, { viewer: testViewer, path: '/ru/office/security/phone/binding' });
    await screen.findByText(ru('phone_binding_already_done', { phone: '79123456789' }));
    expect(screen.queryByLabelText(new RegExp(ru('identity_field_phone')))).toBeNull();
  });
});

describe('confirming the phone of the account', () => {
  it('sends the code to the phone the account has and confirms it', async () => {
    status = { phone: '79123456789', confirmed: false };
    renderInSite(<PhoneActivatePage />, { viewer: testViewer, path: '/ru/office/security/phone/activate' });
    await screen.findByText(ru('office_phone_activate_lead', { phone: '79123456789' }));
    submit();
    await screen.findByText(ru('auth_required_field'));
    expect(server.hits(paths.confirm)).toBe(0);
    fireEvent.click(sendButton());
    await screen.findByText(ru('identity_code_sent', { phone: '79123456789' }));
    expect(lastBody(server, paths.sendCode)).toEqual({ lang: 'ru' });
    confirmAnswers = [{ status: 200, body: { success: true, data: { phone: '79123456789', confirmed: true } } }];
    typeCode('654321');
    submit();
    await screen.findByText(ru('phone_binding_done', { phone: '79123456789' }));
    expect(lastBody(server, paths.confirm)).toEqual({ confirm_code: '654321' });
  });

  it('leads a player without a phone to binding one', async () => {
    renderInSite(<PhoneActivatePage />, { viewer: testViewer, path: '/ru/office/security/phone/activate' });
    await screen.findByText(ru('phone_binding_no_phone_text'));
    expect(screen.getByRole('link', { name: ru('phone_binding_bind_link') }).getAttribute('href')).toBe('/ru/office/security/phone/binding');
  });
});

describe('the phone on the security page', () => {
  it('says there is none and leads to binding one, or says it is not confirmed and leads to confirming it', async () => {
    const first = renderInSite(<SecurityPage />, { viewer: testViewer, path: '/ru/office/security' });
    await screen.findByText(ru('office_security_phone_none'));
    expect(screen.getByRole('link', { name: ru('phone_binding_bind_link') }).getAttribute('href')).toBe('/ru/office/security/phone/binding');
    first.unmount();

    status = { phone: '79123456789', confirmed: false };
    renderInSite(<SecurityPage />, { viewer: testViewer, path: '/ru/office/security' });
    await screen.findByText(ru('office_security_phone_unconfirmed', { phone: '79123456789' }));
    await waitFor(() => expect(screen.getByRole('link', { name: ru('phone_binding_activate_link') }).getAttribute('href')).toBe('/ru/office/security/phone/activate'));
  });
});
