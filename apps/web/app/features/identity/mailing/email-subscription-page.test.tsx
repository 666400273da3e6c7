import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailingChoice, mailingPath } from '@stavka/contract/mailing';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { EmailSubscriptionPage } from './email-subscription-page';

// office_email_subscription (issue 13 "Settings"): the e-mail column of the mailing choice. It says
// where letters go, ticks the kinds by e-mail, and saves only the e-mail channel: what the player
// gets by SMS or push stays as it was.

let server: TestServer;
let stored: MailingChoice;

beforeAll(async () => {
  server = await startTestServer();
  server.route(mailingPath, (request, response) => {
    const body = JSON.parse(request.body || '{}') as { subscriptions?: MailingChoice['subscriptions'] };
    if (body.subscriptions !== undefined) stored = { subscriptions: { ...stored.subscriptions, ...body.subscriptions } };
    sendJson(response, 200, { success: true, data: stored });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  stored = { subscriptions: { news: ['email', 'sms'], promotions: ['push'], bonuses: [] } };
});

const open = (viewer = { ...testViewer, emailConfirmed: true }) => renderInSite(<EmailSubscriptionPage />, { viewer, path: '/ru/office/settings/subscription' });

describe('the e-mail subscription screen', () => {
  it('ticks what comes by e-mail and saves only the e-mail channel, keeping texts and push', async () => {
    open();
    const group = await screen.findByRole('group', { name: ru('email_subscription_kinds') });
    expect(screen.getByText(ru('email_subscription_address', { email: 'ana@example.com' }))).toBeTruthy();
    expect((within(group).getByLabelText(ru('mailing_kind_news')) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByLabelText(ru('mailing_kind_promotions')) as HTMLInputElement).checked).toBe(false);
    expect(within(group).getByText(ru('email_subscription_saved_now', { kinds: ru('mailing_kind_news') }))).toBeTruthy();

    fireEvent.click(within(group).getByLabelText(ru('mailing_kind_news')));
    fireEvent.click(within(group).getByLabelText(ru('mailing_kind_promotions')));
    fireEvent.click(screen.getByRole('button', { name: ru('email_subscription_save') }));

    await screen.findByText(ru('email_subscription_saved'));
    expect(lastBody(server, mailingPath)).toEqual({ subscriptions: { news: ['sms'], promotions: ['push', 'email'], bonuses: [] } });
    expect(within(group).getByText(ru('email_subscription_saved_now', { kinds: ru('mailing_kind_promotions') }))).toBeTruthy();
  });

  it('says when letters cannot come yet: no address, or one not confirmed, with the way to fix it', async () => {
    const { unmount } = open({ ...testViewer, email: null });
    expect(await screen.findByText(ru('email_subscription_no_email'), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('email_subscription_add') }).getAttribute('href')).toBe('/ru/office/security/email/change');
    unmount();

    open({ ...testViewer, emailConfirmed: false });
    expect(await screen.findByText(ru('email_subscription_unconfirmed', { email: 'ana@example.com' }), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('email_subscription_confirm') })).toBeTruthy();
  });
});
