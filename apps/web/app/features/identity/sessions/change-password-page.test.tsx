import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionPaths } from '@stavka/contract/sessions';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { ChangePasswordPage } from './change-password-page';

const noSavedSettings = {
  coef_view: null,
  compact_view: null,
  theme: null,
  font_size: null,
  time_zone: null,
  language: null,
  one_click: { enabled: false, stake: null, currency: null },
};

// office_change_password (issue 13): the form checks what it can before sending, wraps the
// passwords (spec §5), sends whether to end the other sessions, and shows the server's refusals
// on their fields or as one line.

let server: TestServer;
let answer: { status: number; body: unknown; headers?: Record<string, string> };

beforeAll(async () => {
  server = await startTestServer();
  server.route(sessionPaths.settings, (_request, response) =>
    sendJson(response, 200, {
      success: true,
      data: { fields: ['old_password', 'password', 'password_confirmation', 'end_other_sessions'], end_other_sessions: true, otherSessions: 2, password: { minLength: 8, maxLength: 64 }, values: noSavedSettings },
    }),
  );
  server.route(sessionPaths.password, (_request, response) => sendJson(response, answer.status, answer.body));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  answer = { status: 200, body: { success: true, data: { changed: true, closedSessions: 2 } } };
});

const wrapped = (plain: string) => ({ encoding: 'base64', value: Buffer.from(plain).toString('base64') });

async function open() {
  renderInSite(<ChangePasswordPage />, { viewer: testViewer, path: '/ru/office/security/password' });
  await screen.findByText(ru('change_password_end_others_hint', { count: 2 }));
  const fill = (current: string, next: string, again = next) => {
    fireEvent.change(screen.getByLabelText(ru('change_password_current')), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(ru('change_password_new')), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(ru('change_password_confirm')), { target: { value: again } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: ru('change_password_submit') }));
  return { fill, submit };
}

const sent = () => server.received.filter((request) => request.url === sessionPaths.password);

describe('changing the password', () => {
  it('checks the fields before sending: required, the rules, the repeat', async () => {
    const { fill, submit } = await open();
    submit();
    await screen.findByText(ru('validation_required', { field: ru('change_password_current') }));
    fill('Old-pass-1', 'short', 'shirt');
    submit();
    await screen.findByText(ru('validation_password_min_length', { value: 8 }));
    expect(screen.getByText(ru('validation_passwords_do_not_match'))).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('sends the wrapped passwords with the other sessions ended by default, and says it is done', async () => {
    const { fill, submit } = await open();
    expect((screen.getByLabelText(ru('change_password_end_others')) as HTMLInputElement).checked).toBe(true);
    fill('Old-pass-1', 'Lantern-2027');
    submit();
    await screen.findByText(ru('change_password_done_closed', { count: 2 }));
    expect(lastBody(server, sessionPaths.password)).toEqual({
      old_password: wrapped('Old-pass-1'),
      password: wrapped('Lantern-2027'),
      password_confirmation: wrapped('Lantern-2027'),
      end_other_sessions: true,
    });
    expect(sent()[0]?.method).toBe('PUT');
    expect((screen.getByLabelText(ru('change_password_current')) as HTMLInputElement).value).toBe('');
    expect(screen.getByText(ru('change_password_end_others_hint', { count: 0 }))).toBeTruthy();
  });

  it('keeps the other sessions when the player unticks the box', async () => {
    answer = { status: 200, body: { success: true, data: { changed: true, closedSessions: 0 } } };
    const { fill, submit } = await open();
    fireEvent.click(screen.getByLabelText(ru('change_password_end_others')));
    fill('Old-pass-1', 'Lantern-2027');
    submit();
    await screen.findByText(ru('change_password_done'));
    expect((lastBody(server, sessionPaths.password) as { end_other_sessions: boolean }).end_other_sessions).toBe(false);
  });

  it('puts a wrong current password on its field, and a common new one on its own', async () => {
    answer = { status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors: { old_password: ['password_change_wrong_current'] } } } };
    const { fill, submit } = await open();
    fill('Wrong-pass-1', 'Lantern-2027');
    submit();
    await screen.findByText(ru('password_change_wrong_current'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(ru('change_password_current'))));
    answer = { status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors: { password: ['validation_password_common'] } } } };
    submit();
    await screen.findByText(ru('validation_password_common'));
  });

  it('says how long to wait after too many wrong current passwords', async () => {
    answer = { status: 429, body: { success: false, error: { id: 'rate_limited', message: 'Too many failed attempts. Try again in 2 minutes.', details: { retryAfterSeconds: 120 } } } };
    const { fill, submit } = await open();
    fill('Wrong-pass-1', 'Lantern-2027');
    submit();
    await screen.findByText(ru('identity_too_many_attempts_minutes', { minutes: 2 }));
  });
});
