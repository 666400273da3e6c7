import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatPaths, type ChatMessageV3 } from '@stavka/contract/support-chat';
import type { PublicSite } from '@stavka/contract/public-site';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { LocalChat } from './chat-panel';
import { SupportChatButton } from './support-chat-button';
import { SupportChatProvider } from './support-chat-context';

// Decision 0045: the built-in chat panel against a local server speaking chat v3. The button opens
// the panel with the count of unseen replies; opening reads them (receipt); the player's message
// goes as plain text and shows; HTML from either side shows as text; a refused send says why;
// outside the hours or without a consultant the button says so and offers the administration.

let server: TestServer;
let messages: ChatMessageV3[] = [];
let refuseSends = false;
const unread = () => messages.filter((m) => m.from === 'operator' && m.readAt === null).length;

beforeAll(async () => {
  server = await startTestServer();
  server.route(chatPaths.v3.history, (_request, response) => sendJson(response, 200, { success: true, data: { status: messages.length ? 'open' : 'none', messages, unread: unread() } }));
  server.route(chatPaths.v3.send, (request, response) => {
    if (refuseSends) return sendJson(response, 429, { success: false, error: { id: 'rate_limited', message: 'At most 10 messages a minute' } });
    const message: ChatMessageV3 = { id: messages.length + 1, from: 'player', text: (JSON.parse(request.body) as { text: string }).text.trim(), sentAt: '2030-01-02T10:05:00.000Z', readAt: null };
    messages = [...messages, message];
    sendJson(response, 200, { success: true, data: message });
  });
  server.route(chatPaths.v3.read, (request, response) => {
    const upTo = (JSON.parse(request.body) as { upTo: number }).upTo;
    messages = messages.map((m) => (m.from === 'operator' && m.id <= upTo ? { ...m, readAt: '2030-01-02T10:06:00.000Z' } : m));
    sendJson(response, 200, { success: true, data: { unread: unread() } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  refuseSends = false;
  messages = [
    { id: 1, from: 'player', text: 'Где мой вывод?', sentAt: '2030-01-02T10:00:00.000Z', readAt: '2030-01-02T10:01:00.000Z' },
    { id: 2, from: 'operator', text: 'Проверяем, <b>ждите</b>', sentAt: '2030-01-02T10:02:00.000Z', readAt: null },
  ];
});

const chat = { provider: 'local' as const, apiVersion: 3 as const, consultantId: 'desk-ru', colors: { main: '#123456' } };

function render(support: PublicSite['support'] = { start: '00:00', end: '24:00', consultantAvailable: true, chat }) {
  const rootData: RootData = {
    site: { ...baseTestSite, support },
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    nonce: '',
    viewer: { userId: 100000005, login: '100000005', currency: 'RUB', email: null, emailConfirmed: false, phone: null, credentialsSaved: false, csrfToken: 'csrf-1', hiddenSports: { line: [], live: [] } },
  };
  const ui = (
    <SupportChatProvider>
      <SupportChatButton place="page" />
      <LocalChat />
    </SupportChatProvider>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/ru/office/support'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderWithI18n(<RouterProvider router={router} />);
}

const bodiesTo = (path: string) => server.received.filter((request) => request.url === path).map((request) => JSON.parse(request.body) as unknown);

describe('the support chat panel', () => {
  it('shows the unseen reply on the button; opening reads it, and the reply shows as text, not HTML', async () => {
    render();
    const button = await screen.findByRole('button', { name: ru('support_chat_open_unread', { count: 1 }) });
    expect(button.getAttribute('style')).toContain('--chat-main: #123456');
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: ru('support_chat_title') });
    const lines = await within(panel).findAllByTestId('support-chat-line');
    expect(lines.map((l) => l.getAttribute('data-from'))).toEqual(['player', 'operator']);
    expect(lines[0]!.textContent).toContain(ru('support_chat_read'));
    expect(lines[1]!.textContent).toContain('Проверяем, <b>ждите</b>');
    expect(lines[1]!.querySelector('b')).toBeNull();
    await waitFor(() => expect(bodiesTo(chatPaths.v3.read)).toEqual([{ upTo: 2 }]));
    await screen.findByRole('button', { name: ru('support_chat_open') });
  });

  it('sends the player’s message and shows it in the conversation; closes with its button', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Чат с поддержкой/ }));
    const input = await screen.findByRole('textbox', { name: ru('support_chat_label') });
    fireEvent.change(input, { target: { value: '  Спасибо!  ' } });
    fireEvent.click(screen.getByRole('button', { name: ru('support_chat_send') }));
    await waitFor(() => expect(bodiesTo(chatPaths.v3.send)).toEqual([{ text: '  Спасибо!  ' }]));
    await waitFor(() => expect(screen.getAllByTestId('support-chat-line').at(-1)!.textContent).toContain('Спасибо!'));
    expect((input as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: ru('support_chat_close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a message did not go when the server refuses it', async () => {
    refuseSends = true;
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Чат с поддержкой/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: ru('support_chat_label') }), { target: { value: 'ещё' } });
    fireEvent.click(screen.getByRole('button', { name: ru('support_chat_send') }));
    expect((await screen.findByTestId('support-chat-error')).textContent).toBe(ru('support_chat_rate_limited'));
  });

  it('offers the request to the administration when no consultant speaks the language, or outside the hours', async () => {
    const view = render({ start: '00:00', end: '24:00', consultantAvailable: false, chat: { ...chat, consultantId: '' } });
    const unavailable = await screen.findByTestId('support-chat-unavailable');
    expect(unavailable.textContent).toContain(ru('support_chat_unavailable_lang'));
    expect(within(unavailable).getByRole('link', { name: ru('support_chat_admin_request') }).getAttribute('href')).toBe('/ru/office/admin-request');
    expect(screen.queryByRole('button', { name: /^Чат с поддержкой/ })).toBeNull();
    view.unmount();

    const later = new Date(Date.now() + 3 * 3_600_000);
    const hhmm = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Moscow' });
    const hours = { start: hhmm(later), end: hhmm(new Date(later.getTime() + 3_600_000)) };
    render({ ...hours, consultantAvailable: true, chat });
    expect((await screen.findByTestId('support-chat-unavailable')).textContent).toContain(ru('support_chat_unavailable_hours', hours));
  });
});
