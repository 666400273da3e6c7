import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_REQUESTS_PER_DAY, SUPPORT_TEXT_MAX, supportPaths } from '@stavka/contract/support';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { pointPageAt, renderInSite, testViewer } from '../test-harness';
import { SupportRequestPage } from './support-form';

// office_admin_request and office_share_idea (issue 13 "Support"): the fields checked by the
// contract's rules before anything is sent, the server's field refusal under its field, the number
// of a sent request with the address the answer goes to, and the day's limit said in words.

let server: TestServer;
let nextId: number;
let limited: boolean;

beforeAll(async () => {
  server = await startTestServer();
  for (const path of Object.values(supportPaths)) {
    server.route(path, (request, response) => {
      const body = JSON.parse(request.body) as { email?: string };
      if (limited) return sendJson(response, 429, { success: false, error: { id: 'rate_limited', message: 'At most 5 a day' } });
      if (body.email === 'taken@example.co') {
        return sendJson(response, 400, { success: false, error: { id: 'validation', message: 'Validation failed', errors: { email: ['validation_enter_correct_email'] } } });
      }
      sendJson(response, 200, { success: true, data: { id: nextId++ } });
    });
  }
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  nextId = 41;
  limited = false;
});

const sent = () => server.received.map((request) => ({ url: request.url, body: JSON.parse(request.body) as unknown }));
const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the request to the administration', () => {
  it('names the empty fields and sends nothing, then sends the request with the player’s e-mail filled in and says its number', async () => {
    renderInSite(<SupportRequestPage kind="admin" />, { viewer: { ...testViewer, email: 'jo@example.com' }, path: '/ru/office/admin-request' });
    expect((textbox(ru('support_email_label')) as HTMLInputElement).value).toBe('jo@example.com');
    const send = () => fireEvent.click(screen.getByRole('button', { name: ru('support_admin_send') }));

    send();
    expect(await screen.findAllByText(ru('auth_required_field'))).toHaveLength(2);
    expect(sent()).toHaveLength(0);

    fireEvent.change(textbox(ru('support_name_label')), { target: { value: 'Иван' } });
    fireEvent.change(textbox(ru('support_request_label')), { target: { value: 'x'.repeat(SUPPORT_TEXT_MAX + 1) } });
    send();
    expect(await screen.findByText(ru('validation_text_max_length', { value: SUPPORT_TEXT_MAX }))).toBeTruthy();
    expect(sent()).toHaveLength(0);

    fireEvent.change(textbox(ru('support_request_label')), { target: { value: '  Прошу пересмотреть лимит  ' } });
    send();
    await screen.findByText(ru('support_admin_sent', { id: 41, email: 'jo@example.com' }));
    expect(sent()).toEqual([{ url: supportPaths.adminRequest, body: { userName: 'Иван', email: 'jo@example.com', text: 'Прошу пересмотреть лимит' } }]);
    expect((textbox(ru('support_request_label')) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal of a field under it', async () => {
    renderInSite(<SupportRequestPage kind="admin" />, { viewer: testViewer, path: '/ru/office/admin-request' });
    fireEvent.change(textbox(ru('support_name_label')), { target: { value: 'Jo' } });
    fireEvent.change(textbox(ru('support_email_label')), { target: { value: 'taken@example.co' } });
    fireEvent.change(textbox(ru('support_request_label')), { target: { value: 'A question' } });
    fireEvent.click(screen.getByRole('button', { name: ru('support_admin_send') }));
    const error = await screen.findByText(ru('validation_enter_correct_email'));
    expect(textbox(ru('support_email_label')).getAttribute('aria-describedby')).toContain(error.id);
  });
});

describe('sharing an idea', () => {
  it('sends the idea and says its number, then says in words when the day’s limit is reached', async () => {
    renderInSite(<SupportRequestPage kind="idea" />, { viewer: testViewer, path: '/ru/office/share-idea' });
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${ru('support_email_label')}`) })).toBeNull();
    fireEvent.change(textbox(ru('support_idea_label')), { target: { value: 'Тёмная тема для тенниса' } });
    fireEvent.click(screen.getByRole('button', { name: ru('support_idea_send') }));
    await screen.findByText(ru('support_idea_sent', { id: 41 }));
    expect(sent()).toEqual([{ url: supportPaths.shareIdea, body: { text: 'Тёмная тема для тенниса' } }]);

    limited = true;
    fireEvent.change(textbox(ru('support_idea_label')), { target: { value: 'Ещё одна' } });
    fireEvent.click(screen.getByRole('button', { name: ru('support_idea_send') }));
    expect(await screen.findByText(ru('support_too_many', { count: SUPPORT_REQUESTS_PER_DAY }))).toBeTruthy();
  });
});
