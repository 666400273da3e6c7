import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneBindingPaths as paths, type PhoneStatus } from '@stavka/contract/phone-binding';
import { type MySecureQuestion, secureQuestionPaths } from '@stavka/contract/secure-question';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { PhoneChangePage } from './phone-change-page';

// office_phone_change (issue 13) against a local server that answers as ours does: the secure
// question's answer sends the old phone's code, a wrong answer is said on its field, that code gives
// the token, and the new number with its code is sent with the token.

let server: TestServer;
let status: PhoneStatus;
let mine: MySecureQuestion;
let answers: Record<string, { status: number; body: unknown }[]>;

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const refusal = (errors: Record<string, string[]>) => ({ status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors } } });
const sent = (phone: string) => ok({ phone, resendAfterSeconds: 60, expiresAt: '2026-11-26T12:10:00.000Z' });

beforeAll(async () => {
  server = await startTestServer();
  server.route(paths.status, (_request, response) => sendJson(response, 200, { success: true, data: status }));
  server.route(secureQuestionPaths.mine, (_request, response) => sendJson(response, 200, { success: true, data: mine }));
  for (const path of [paths.checkAnswer, paths.checkCode, paths.update, paths.confirm]) {
    server.route(path, (_request, response) => {
      const answer = answers[path]?.shift() ?? { status: 500, body: {} };
      sendJson(response, answer.status, answer.body);
    });
  }
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
  status = { phone: '79120000001', confirmed: true };
  mine = { question: { id: 3, text: ru('secure_question_3') }, custom: false, updatedAt: '2026-11-20T10:00:00.000Z' };
  answers = {};
});

const open = () => renderInSite(<PhoneChangePage />, { viewer: testViewer, path: '/ru/office/security/phone/change' });

describe('changing the phone', () => {
  it('answers the question, takes the old phone’s code, then binds the new number with the token', async () => {
    answers = {
      [paths.checkAnswer]: [refusal({ user_answer: ['secure_answer_wrong'] }), sent('79120000001')],
      [paths.checkCode]: [ok({ change_token: '1800000000000.token-of-the-change', expiresAt: '2026-11-26T12:15:00.000Z' })],
      [paths.update]: [sent('79120000002')],
      [paths.confirm]: [ok({ phone: '79120000002', confirmed: true })],
    };
    open();
    await screen.findByText(ru('phone_change_old_step', { phone: '79120000001' }));
    const answer = screen.getByLabelText(new RegExp(ru('secure_question_3')));
    const sendAnswer = () => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^(${ru('phone_change_send_old_code')}|${ru('identity_resend_code')})`) }));
    sendAnswer();
    await screen.findByText(ru('auth_required_field'));
    expect(server.hits(paths.checkAnswer)).toBe(0);

    fireEvent.change(answer, { target: { value: 'Порту' } });
    sendAnswer();
    await screen.findByText(ru('secure_answer_wrong'));
    fireEvent.change(answer, { target: { value: 'Лиссабон' } });
    sendAnswer();
    await screen.findByText(ru('identity_code_sent', { phone: '79120000001' }));
    expect(lastBody(server, paths.checkAnswer)).toEqual({ user_answer: 'Лиссабон', lang: 'ru' });

    fireEvent.change(screen.getByLabelText(new RegExp(ru('identity_field_code'))), { target: { value: '111222' } });
    fireEvent.click(screen.getByRole('button', { name: ru('phone_change_next') }));
    await screen.findByText(ru('phone_change_new_step'));
    expect(lastBody(server, paths.checkCode)).toEqual({ confirm_code: '111222' });

    fireEvent.change(await screen.findByLabelText(new RegExp(ru('identity_field_phone'))), { target: { value: '9120000002' } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${ru('identity_send_code')}`) }));
    await screen.findByText(ru('identity_code_sent', { phone: '79120000002' }));
    expect(lastBody(server, paths.update)).toEqual({ change_token: '1800000000000.token-of-the-change', phone_number: '79120000002', country_code: 'ru', lang: 'ru' });
    fireEvent.change(screen.getByLabelText(new RegExp(ru('identity_field_code'))), { target: { value: '333444' } });
    fireEvent.click(screen.getByRole('button', { name: ru('phone_binding_submit') }));
    await screen.findByText(ru('phone_binding_done', { phone: '79120000002' }));
    expect(lastBody(server, paths.confirm)).toEqual({ confirm_code: '333444', phone_number: '79120000002', change_token: '1800000000000.token-of-the-change' });
  });

  it('leads to the secure question when none is set, and to binding when there is no phone', async () => {
    mine = { question: null, custom: false, updatedAt: null };
    const first = open();
    await screen.findByText(ru('phone_change_no_question'));
    expect(screen.getByRole('link', { name: ru('phone_change_set_question_link') }).getAttribute('href')).toBe('/ru/office/security/question');
    first.unmount();
    status = { phone: null, confirmed: false };
    open();
    await screen.findByText(ru('phone_change_no_confirmed_phone'));
    expect(screen.getByRole('link', { name: ru('phone_binding_bind_link') }).getAttribute('href')).toBe('/ru/office/security/phone/binding');
  });
});
