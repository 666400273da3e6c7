import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PlayerSession, sessionPaths } from '@stavka/contract/sessions';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { SessionsPage } from './sessions-page';

// office_session_history (issue 13): the player's sessions as the server lists them, this device
// marked and without a close button, each other one closable, and all the others after a confirm.

let server: TestServer;
let sessions: PlayerSession[] = [];
let closeAnswer: { status: number; body: unknown };

const here: PlayerSession = {
  sessionId: 'a'.repeat(32),
  current: true,
  device: 'desktop',
  browser: 'Firefox 128',
  os: 'Windows 10',
  ip: '198.51.100.30',
  place: null,
  createdAt: '2030-01-02T10:00:00.000Z',
  lastSeenAt: '2030-01-02T10:05:00.000Z',
};
const phone: PlayerSession = { ...here, sessionId: 'b'.repeat(32), current: false, device: 'mobile', browser: 'Safari 17', os: 'iOS 17.4', ip: '198.51.100.20' };
const unknown: PlayerSession = { ...here, sessionId: 'c'.repeat(32), current: false, device: 'unknown', browser: 'unknown', os: 'unknown', ip: '203.0.113.9' };

beforeAll(async () => {
  server = await startTestServer();
  server.route(sessionPaths.list, (_request, response) =>
    sendJson(response, 200, { success: true, data: { sessions, previousSignInAt: '2030-01-01T09:30:00.000Z', autologoffMinutes: 30 } }),
  );
  const close = (remove: (session: PlayerSession) => boolean) => (_request: unknown, response: Parameters<Parameters<TestServer['route']>[1]>[1]) => {
    if (closeAnswer.status === 200) sessions = sessions.filter((session) => !remove(session));
    sendJson(response, closeAnswer.status, closeAnswer.body);
  };
  server.route(sessionPaths.close, close((session) => session.sessionId === phone.sessionId));
  server.route(sessionPaths.closeOthers, close((session) => !session.current));
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  sessions = [here, phone, unknown];
  closeAnswer = { status: 200, body: { success: true, data: { closed: 1 } } };
});

const open = () => renderInSite(<SessionsPage />, { viewer: testViewer, path: '/ru/office/security/sessions' });
const rows = () => screen.findAllByTestId('session-row');

describe('the sessions page', () => {
  it('lists the sessions with device, browser, address and times, this device marked', async () => {
    open();
    const [first, second, third] = await rows();
    expect(within(first!).getByText(ru('sessions_this_device'))).toBeTruthy();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(second!.textContent).toContain(ru('sessions_device_mobile'));
    expect(second!.textContent).toContain('Safari 17, iOS 17.4');
    expect(second!.textContent).toContain('198.51.100.20');
    expect(second!.textContent).toContain(ru('sessions_place_unknown'));
    // Moscow time, as the player's time zone says.
    expect(second!.textContent).toContain('13:00');
    expect(third!.textContent).toContain(ru('sessions_browser_unknown'));
    expect(screen.getByText(ru('sessions_autologoff', { minutes: 30 }))).toBeTruthy();
    expect(screen.getByText(/^Предыдущий вход: 01\.01\.2030/)).toBeTruthy();
  });

  it('closes another session and reads the list again', async () => {
    open();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: ru('sessions_close_label', { device: ru('sessions_device_mobile'), browser: 'Safari 17, iOS 17.4', ip: phone.ip }) }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(lastBody(server, sessionPaths.close)).toEqual({ session_id: phone.sessionId });
  });

  it('says so when the session had already ended', async () => {
    closeAnswer = { status: 404, body: { success: false, error: { id: 'not_found', message: 'No such session', errors: { session_id: ['session_not_found'] } } } };
    open();
    await rows();
    fireEvent.click(screen.getAllByRole('button', { name: new RegExp(`^${ru('sessions_close')}`) })[0]!);
    await screen.findByText(ru('session_not_found'));
    // The list is read again after any close, so it shows what is open now.
    await waitFor(() => expect(server.received.filter((request) => request.url === sessionPaths.list)).toHaveLength(2));
    await rows();
  });

  it('signs out on all other devices only after the confirmation', async () => {
    closeAnswer = { status: 200, body: { success: true, data: { closed: 2 } } };
    open();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: ru('sessions_close_others') }));
    const dialog = await screen.findByRole('dialog', { name: ru('sessions_close_others_title') });
    expect(server.received.some((request) => request.url === sessionPaths.closeOthers)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: ru('sessions_close_others') }));
    await screen.findByText(ru('sessions_no_others'));
    expect(await rows()).toHaveLength(1);
  });
});
