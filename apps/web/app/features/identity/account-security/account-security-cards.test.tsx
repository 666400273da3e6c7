import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountSecurityPaths, type SecuritySummary } from '@stavka/contract/account-security';
import { sendJson } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { renderInSite, serveTestApi, testViewer } from '../test-harness';
import { SecurityLevel, SupportPin } from './account-security-cards';

// The security page's protection level and support PIN (issue 13) against a local server that
// answers as ours does: the level in words, each step with its state, and a new PIN shown once.

const summary = (over: Partial<SecuritySummary> = {}): SecuritySummary => ({
  level: 'medium',
  done: 2,
  total: 4,
  checks: [
    { id: 'email_confirmed', done: true },
    { id: 'phone_confirmed', done: false },
    { id: 'two_factor', done: true },
    { id: 'secure_question', done: false },
  ],
  supportPinIssuedAt: null,
  ...over,
});

const server = serveTestApi('csrf-security');

const render = (ui: React.ReactElement) => renderInSite(ui, { path: '/ru/office/security', viewer: testViewer });

describe('the protection level', () => {
  it('names the level and says which steps are taken and which are not', async () => {
    server.route(accountSecurityPaths.summary, (_request, response) => sendJson(response, 200, { success: true, data: summary() }));
    render(<SecurityLevel />);
    const card = await screen.findByTestId('security-level');
    expect(within(card).getByText(ru('security_level_medium'))).toBeTruthy();
    expect(within(card).getByText(ru('security_level_summary', { done: 2, total: 4 }))).toBeTruthy();
    const steps = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual([
      ru('security_check_email_confirmed') + ru('security_check_done'),
      ru('security_check_phone_confirmed') + ru('security_check_todo'),
      ru('security_check_two_factor') + ru('security_check_done'),
      ru('security_check_secure_question') + ru('security_check_todo'),
    ]);
  });

  it('says when it cannot be read', async () => {
    server.route(accountSecurityPaths.summary, (_request, response) => sendJson(response, 500, { success: false, error: { id: 'internal', message: 'down' } }));
    render(<SecurityLevel />);
    expect(await screen.findByText(ru('security_level_load_failed'))).toBeTruthy();
  });
});

describe('the support PIN', () => {
  it('shows a new PIN once it is issued, and when the current one was issued', async () => {
    let issuedAt: string | null = null;
    server.route(accountSecurityPaths.summary, (_request, response) => sendJson(response, 200, { success: true, data: summary({ supportPinIssuedAt: issuedAt }) }));
    server.route(accountSecurityPaths.newSupportPin, (_request, response) => {
      issuedAt = '2026-11-27T09:30:00.000Z';
      sendJson(response, 200, { success: true, data: { pin: '042917', issuedAt } });
    });
    render(<SupportPin />);
    expect(await screen.findByText(ru('support_pin_none'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ru('support_pin_get') }));
    expect(await screen.findByText(ru('support_pin_shown', { pin: '042917' }))).toBeTruthy();
    expect(await screen.findByText(/27\.11\.2026/)).toBeTruthy();
    expect(server.received.filter((r) => r.url === accountSecurityPaths.newSupportPin)).toHaveLength(1);
  });

  it('says when no PIN could be issued', async () => {
    server.route(accountSecurityPaths.summary, (_request, response) => sendJson(response, 200, { success: true, data: summary() }));
    server.route(accountSecurityPaths.newSupportPin, (_request, response) => sendJson(response, 429, { success: false, error: { id: 'rate_limited', message: 'later' } }));
    render(<SupportPin />);
    fireEvent.click(await screen.findByRole('button', { name: ru('support_pin_get') }));
    expect(await screen.findByText(ru('support_pin_failed'))).toBeTruthy();
  });
});
