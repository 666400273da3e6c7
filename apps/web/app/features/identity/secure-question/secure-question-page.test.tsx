import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MySecureQuestion, secureQuestionPaths as paths } from '@stavka/contract/secure-question';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { SecureQuestionPage } from './secure-question-page';

// office_security_question (issue 13): the current question is shown; the form checks what it can
// before sending, wraps the password (spec §5), asks the current answer once a question is set,
// sends an own question to its own call, and shows the server's refusals on their fields.

let server: TestServer;
let mine: MySecureQuestion;
let answer: { status: number; body: unknown };

const questions = [
  { id: 1, text: ru('secure_question_1') },
  { id: 3, text: ru('secure_question_3') },
];
const saved = (data: MySecureQuestion) => ({ status: 200, body: { success: true, data } });

beforeAll(async () => {
  server = await startTestServer();
  server.route(paths.list, (_request, response) => sendJson(response, 200, { success: true, data: { questions } }));
  server.route(paths.mine, (_request, response) => sendJson(response, 200, { success: true, data: mine }));
  for (const path of [paths.set, paths.setCustom])
    server.route(path, (_request, response) => sendJson(response, answer.status, answer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  mine = { question: null, custom: false, updatedAt: null };
  answer = saved({ question: questions[1] ?? null, custom: false, updatedAt: '2026-11-20T10:00:00.000Z' });
});

const wrapped = (plain: string) => ({ encoding: 'base64', value: Buffer.from(plain).toString('base64') });
const sent = () => server.received.filter((request) => request.url === paths.set || request.url === paths.setCustom);

async function open() {
  renderInSite(<SecureQuestionPage />, { viewer: testViewer, path: '/ru/office/security/question' });
  await screen.findByLabelText(ru('secure_question_choose'));
  const type = (label: Parameters<typeof ru>[0], value: string) =>
    fireEvent.change(screen.getByLabelText(ru(label)), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: ru('secure_question_save') }));
  return { type, submit };
}

describe('the secure question screen', () => {
  it('says none is set, checks the fields before sending, then sends a listed question and shows it', async () => {
    const { type, submit } = await open();
    expect(screen.getByText(ru('secure_question_none'))).toBeTruthy();
    expect(screen.queryByLabelText(ru('secure_question_old_answer_label'))).toBeNull();
    submit();
    await screen.findByText(ru('validation_required', { field: ru('secure_question_answer_label') }));
    expect(sent()).toHaveLength(0);
    type('secure_question_choose', '3');
    type('secure_question_answer_label', 'Москва');
    type('secure_question_password_label', 'Pass-word-1');
    submit();
    await screen.findByText(ru('secure_question_saved'));
    expect(lastBody(server, paths.set)).toEqual({ question_id: 3, user_answer: 'Москва', password: wrapped('Pass-word-1'), lang: 'ru' });
    expect(screen.getByTestId('secure-question-current').textContent).toContain(ru('secure_question_3'));
  });

  it('asks the current answer once a question is set, and sends an own question to its call', async () => {
    mine = { question: { id: 0, text: 'Мой любимый фильм?' }, custom: true, updatedAt: '2026-11-20T10:00:00.000Z' };
    answer = saved({ question: { id: 0, text: 'Любимая книга?' }, custom: true, updatedAt: '2026-11-21T10:00:00.000Z' });
    const { type, submit } = await open();
    expect(screen.getByTestId('secure-question-current').textContent).toContain('Мой любимый фильм?');
    expect((screen.getByLabelText(ru('secure_question_own_label')) as HTMLInputElement).value).toBe('Мой любимый фильм?');
    type('secure_question_own_label', 'Любимая книга?');
    type('secure_question_answer_label', 'Мастер');
    type('secure_question_password_label', 'Pass-word-1');
    submit();
    await screen.findByText(ru('validation_required', { field: ru('secure_question_old_answer_label') }));
    type('secure_question_old_answer_label', 'Брат');
    submit();
    await screen.findByText(ru('secure_question_saved'));
    expect(lastBody(server, paths.setCustom)).toEqual({
      question: 'Любимая книга?',
      user_answer: 'Мастер',
      password: wrapped('Pass-word-1'),
      old_answer: 'Брат',
      lang: 'ru',
    });
  });

  it('puts a wrong current answer on its field and says how long to wait after too many', async () => {
    mine = { question: questions[0] ?? null, custom: false, updatedAt: '2026-11-20T10:00:00.000Z' };
    answer = {
      status: 400,
      body: { success: false, error: { id: 'validation', message: 'Validation failed', errors: { old_answer: ['secure_answer_wrong'] } } },
    };
    const { type, submit } = await open();
    type('secure_question_answer_label', 'Иванова');
    type('secure_question_old_answer_label', 'Петрова');
    type('secure_question_password_label', 'Pass-word-1');
    submit();
    await screen.findByText(ru('secure_answer_wrong'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(ru('secure_question_old_answer_label'))));
    answer = {
      status: 429,
      body: {
        success: false,
        error: { id: 'rate_limited', message: 'Too many failed attempts. Try again in 2 minutes.', details: { retryAfterSeconds: 120 } },
      },
    };
    submit();
    await screen.findByText(ru('identity_too_many_attempts_minutes', { minutes: 2 }));
  });
});
