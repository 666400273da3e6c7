import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messagePaths, type PlayerMessage } from '@stavka/contract/messages';
import { AlertsProvider } from '../../shared/alerts-context';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { MessagesBadge } from './messages-badge';
import { MessagesPage } from './messages-page';

// office_messages (issue 13 "Messages"): the player's messages as the server lists them, an unread
// one marked; opening one shows its text and marks it read; deleting asks first; the header's link
// shows the unread count.

let server: TestServer;
let messages: PlayerMessage[] = [];
const unreadOf = () => messages.filter((m) => m.readAt === null).length;

const welcome: PlayerMessage = { id: 7, type: 1, title: 'Добро пожаловать', text: 'Рады видеть вас', createdAt: '2030-01-02T10:00:00.000Z', readAt: null };
const news: PlayerMessage = { id: 5, type: 2, title: 'Новости', text: 'Старое сообщение', createdAt: '2030-01-01T10:00:00.000Z', readAt: '2030-01-01T11:00:00.000Z' };

beforeAll(async () => {
  server = await startTestServer();
  server.route(messagePaths.list, (_request, response) =>
    sendJson(response, 200, { success: true, data: { messages, page: 1, pageSize: 20, total: messages.length, unread: unreadOf() } }),
  );
  server.route(messagePaths.unread, (_request, response) => sendJson(response, 200, { success: true, data: { unread: unreadOf() } }));
  const act = (change: (id: number) => void) => (request: { body: string }, response: Parameters<Parameters<TestServer['route']>[1]>[1]) => {
    const id = (JSON.parse(request.body) as { message_id: number }).message_id;
    change(id);
    sendJson(response, 200, { success: true, data: { unread: unreadOf() } });
  };
  server.route(messagePaths.read, act((id) => (messages = messages.map((m) => (m.id === id ? { ...m, readAt: '2030-01-02T12:00:00.000Z' } : m)))));
  server.route(messagePaths.remove, act((id) => (messages = messages.filter((m) => m.id !== id))));
});
afterAll(() => server.close());
beforeEach(() => {
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  messages = [welcome, news];
});

function render() {
  const rootData: RootData = {
    site: baseTestSite,
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    nonce: '',
    viewer: { userId: 100000005, login: '100000005', currency: 'RUB', email: null, emailConfirmed: false, phone: null, credentialsSaved: false, csrfToken: 'csrf-1', hiddenSports: { line: [], live: [] } },
  };
  const ui = (
    <>
      <MessagesBadge />
      <MessagesPage />
    </>
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/ru/office/messages'],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderWithI18n(
    <AlertsProvider>
      <RouterProvider router={router} />
    </AlertsProvider>,
  );
}

const bodiesTo = (path: string) => server.received.filter((request) => request.url === path).map((request) => JSON.parse(request.body) as unknown);

describe('the messages page', () => {
  it('lists the messages newest first, the unread one marked, with the count in the header link', async () => {
    render();
    const [first, second] = await screen.findAllByTestId('message-row');
    expect(first!.textContent).toContain('Добро пожаловать');
    expect(first!.textContent).toContain(ru('messages_unread'));
    expect(first!.hasAttribute('data-unread')).toBe(true);
    expect(second!.hasAttribute('data-unread')).toBe(false);
    expect(screen.getByText(ru('messages_unread_count', { count: 1 }))).toBeTruthy();
    const badge = await screen.findByRole('link', { name: ru('messages_header_unread', { count: 1 }) });
    expect(badge.getAttribute('href')).toBe('/ru/office/messages');
    expect(within(badge).getByTestId('messages-unread').textContent).toBe('1');
  });

  it('opens a message to show its text and marks it read; the header count goes', async () => {
    render();
    const [first] = await screen.findAllByTestId('message-row');
    const opener = within(first!).getByRole('button', { name: /^Добро пожаловать/ });
    expect(screen.getByText('Рады видеть вас').hidden).toBe(true);
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Рады видеть вас').hidden).toBe(false);
    await waitFor(() => expect(bodiesTo(messagePaths.read)).toEqual([{ message_id: 7 }]));
    await screen.findByRole('link', { name: ru('messages_header') });
    expect(screen.queryByTestId('messages-unread')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('message-row')[0]!.hasAttribute('data-unread')).toBe(false));
    // An already read message is not marked again.
    fireEvent.click(within(screen.getAllByTestId('message-row')[1]!).getByRole('button', { name: /^Новости/ }));
    expect(bodiesTo(messagePaths.read)).toHaveLength(1);
  });

  it('deletes a message only after the confirmation, and shows the empty state when none is left', async () => {
    messages = [news];
    render();
    const [row] = await screen.findAllByTestId('message-row');
    fireEvent.click(within(row!).getByRole('button', { name: ru('messages_delete_label', { title: 'Новости' }) }));
    const dialog = await screen.findByRole('dialog', { name: ru('messages_delete_title') });
    fireEvent.click(within(dialog).getByRole('button', { name: ru('messages_cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesTo(messagePaths.remove)).toEqual([]);

    fireEvent.click(within(row!).getByRole('button', { name: ru('messages_delete_label', { title: 'Новости' }) }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: ru('messages_delete') }));
    await waitFor(() => expect(bodiesTo(messagePaths.remove)).toEqual([{ message_id: 5 }]));
    expect((await screen.findByTestId('messages-empty')).textContent).toBe(ru('messages_empty'));
  });
});
