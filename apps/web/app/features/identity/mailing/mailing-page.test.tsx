import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailingChoice, mailingPath } from '@stavka/contract/mailing';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { MailingPage } from './mailing-page';

// office_settings_mailing (issue 13 "Settings"): every kind is a labelled group of ticks with what
// is saved now; saving sends the ticks, and the answer becomes the saved state; a refusal is said
// in words and the saved state stays.

let server: TestServer;
let stored: MailingChoice;
let refusal: { status: number; body: unknown } | null;

beforeAll(async () => {
  server = await startTestServer();
  server.route(mailingPath, (request, response) => {
    const body = JSON.parse(request.body || '{}') as { subscriptions?: MailingChoice['subscriptions'] };
    if (body.subscriptions !== undefined) {
      if (refusal) return sendJson(response, refusal.status, refusal.body);
      stored = { subscriptions: { ...stored.subscriptions, ...body.subscriptions } };
    }
    sendJson(response, 200, { success: true, data: stored });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  stored = { subscriptions: { news: ['email'], promotions: [], bonuses: [] } };
  refusal = null;
});

async function open() {
  renderInSite(<MailingPage />, { viewer: testViewer, path: '/ru/office/settings/mailing' });
  const group = async (kind: 'news' | 'promotions' | 'bonuses') => screen.findByRole('group', { name: ru(`mailing_kind_${kind}`) });
  await group('news');
  return { group, save: () => fireEvent.click(screen.getByRole('button', { name: ru('mailing_save') })) };
}

describe('the mailing settings screen', () => {
  it('shows the saved choice, saves new ticks and shows them as saved', async () => {
    const { group, save } = await open();
    const news = await group('news');
    const promotions = await group('promotions');
    expect((within(news).getByLabelText(ru('mailing_channel_email')) as HTMLInputElement).checked).toBe(true);
    expect(within(news).getByText(ru('mailing_saved_now', { channels: ru('mailing_channel_email') }))).toBeTruthy();
    expect(within(promotions).getByText(ru('mailing_saved_none'))).toBeTruthy();

    fireEvent.click(within(promotions).getByLabelText(ru('mailing_channel_sms')));
    fireEvent.click(within(promotions).getByLabelText(ru('mailing_channel_push')));
    fireEvent.click(within(news).getByLabelText(ru('mailing_channel_email')));
    expect(screen.getByText(ru('mailing_unsaved'))).toBeTruthy();
    save();

    await screen.findByText(ru('mailing_saved'));
    expect(lastBody(server, mailingPath)).toEqual({ subscriptions: { news: [], promotions: ['sms', 'push'], bonuses: [] } });
    const shown = `${ru('mailing_channel_sms')}, ${ru('mailing_channel_push')}`;
    expect(within(promotions).getByText(ru('mailing_saved_now', { channels: shown }))).toBeTruthy();
    expect(within(news).getByText(ru('mailing_saved_none'))).toBeTruthy();
    expect(screen.queryByText(ru('mailing_unsaved'))).toBeNull();
  });

  it('says a refusal in words and keeps the saved state', async () => {
    refusal = {
      status: 400,
      body: {
        success: false,
        error: { id: 'validation', message: 'Validation failed', errors: { subscriptions: ['mailing_kind_unknown'] } },
      },
    };
    const { group, save } = await open();
    fireEvent.click(within(await group('bonuses')).getByLabelText(ru('mailing_channel_email')));
    save();
    await screen.findByText(ru('mailing_kind_unknown'));
    await waitFor(() => expect(screen.queryByText(ru('mailing_saved'))).toBeNull());
    expect(within(await group('bonuses')).getByText(ru('mailing_saved_none'))).toBeTruthy();
    expect(screen.getByText(ru('mailing_unsaved'))).toBeTruthy();
  });
});
