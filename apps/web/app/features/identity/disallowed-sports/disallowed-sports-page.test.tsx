import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DisallowedSports, disallowSportsPath } from '@stavka/contract/disallow-sports';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { DisallowedSportsPage } from './disallowed-sports-page';

// office_settings_disallow_sports (issue 13 "Settings"): a group of ticks per list (line, live),
// one per sport, with what is hidden now; saving sends both lists and shows the answer as saved;
// a refusal is said in words.

let server: TestServer;
let stored: DisallowedSports;
let refusal: { status: number; body: unknown } | null;

const sports = [
  { id: 1, name: 'Футбол', virtual: false },
  { id: 2, name: 'Хоккей', virtual: false },
  { id: 4, name: 'Теннис', virtual: false },
];

beforeAll(async () => {
  server = await startTestServer();
  server.route(disallowSportsPath, (request, response) => {
    if (request.method === 'POST') {
      if (refusal) return sendJson(response, refusal.status, refusal.body);
      stored = { ...stored, ...(JSON.parse(request.body) as Partial<DisallowedSports>) };
    }
    sendJson(response, 200, { success: true, data: stored });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  stored = { sports, lineDisallowSport: [4], liveDisallowSport: [] };
  refusal = null;
});

async function open() {
  renderInSite(<DisallowedSportsPage />, { viewer: testViewer, path: '/ru/office/settings/disallow-sports' });
  const line = await screen.findByRole('group', { name: ru('disallow_sports_line') });
  const live = screen.getByRole('group', { name: ru('disallow_sports_live') });
  return { line, live, save: () => fireEvent.click(screen.getByRole('button', { name: ru('disallow_sports_save') })) };
}

describe('the hidden sports screen', () => {
  it('shows what is hidden now, saves new ticks for line and live and shows them as saved', async () => {
    const { line, live, save } = await open();
    expect((within(line).getByLabelText('Теннис') as HTMLInputElement).checked).toBe(true);
    expect(within(line).getByText(ru('disallow_sports_saved_now', { sports: 'Теннис' }))).toBeTruthy();
    expect(within(live).getByText(ru('disallow_sports_saved_none'))).toBeTruthy();

    fireEvent.click(within(line).getByLabelText('Футбол'));
    fireEvent.click(within(live).getByLabelText('Хоккей'));
    expect(screen.getByText(ru('disallow_sports_unsaved'))).toBeTruthy();
    save();

    await screen.findByText(ru('disallow_sports_saved'));
    expect(lastBody(server, disallowSportsPath)).toEqual({ lineDisallowSport: [1, 4], liveDisallowSport: [2] });
    expect(server.received.at(-1)?.url).toContain('lang=ru');
    expect(within(line).getByText(ru('disallow_sports_saved_now', { sports: 'Футбол, Теннис' }))).toBeTruthy();
    expect(within(live).getByText(ru('disallow_sports_saved_now', { sports: 'Хоккей' }))).toBeTruthy();
    expect(screen.queryByText(ru('disallow_sports_unsaved'))).toBeNull();
  });

  it('says a refusal in words and keeps the saved state', async () => {
    refusal = {
      status: 400,
      body: {
        success: false,
        error: { id: 'validation', message: 'Validation failed', errors: { liveDisallowSport: ['disallow_sports_unknown'] } },
      },
    };
    const { live, save } = await open();
    fireEvent.click(within(live).getByLabelText('Футбол'));
    save();
    await screen.findByText(ru('disallow_sports_unknown'));
    expect(screen.queryByText(ru('disallow_sports_saved'))).toBeNull();
    expect(within(live).getByText(ru('disallow_sports_saved_none'))).toBeTruthy();
  });
});
