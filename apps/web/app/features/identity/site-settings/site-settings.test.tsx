import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveSettingPath, type PlayerSettings } from '@stavka/contract/player-settings';
import { sessionPaths } from '@stavka/contract/sessions';
import { sendJson, startTestServer, type TestServer } from '../../../shared/http/test-http-server';
import { ru } from '../../../shared/ui/test-utils';
import { lastBody, pointPageAt, renderInSite, testViewer } from '../test-harness';
import { SiteSettings } from './site-settings';

// office_settings (issue 13 "Settings", decision 0041): each site setting is a labelled group
// showing what is in force; a choice is saved on the account at once (savesetting), put in force on
// the page, and said as saved; a refusal is said in words and the choice goes back.

let server: TestServer;
let stored: PlayerSettings;
let refusal: { status: number; body: unknown } | null;

const nothingSaved: PlayerSettings = {
  coef_view: null,
  compact_view: null,
  theme: null,
  font_size: null,
  time_zone: null,
  language: null,
  one_click: { enabled: false, stake: null, currency: null },
};

beforeAll(async () => {
  server = await startTestServer();
  server.route(sessionPaths.settings, (_request, response) =>
    sendJson(response, 200, {
      success: true,
      data: { fields: ['old_password', 'password', 'password_confirmation', 'end_other_sessions'], end_other_sessions: true, otherSessions: 0, password: { minLength: 8, maxLength: 64 }, values: stored },
    }),
  );
  server.route(saveSettingPath, (request, response) => {
    if (refusal) return sendJson(response, refusal.status, refusal.body);
    const { setting_id: id, setting_value: value } = JSON.parse(request.body) as { setting_id: string; setting_value: unknown };
    stored = id === 'one_click_stake' ? { ...stored, one_click: { enabled: false, stake: value === null ? null : `${String(value)}.00`, currency: 'RUB' } } : { ...stored, [id]: value };
    sendJson(response, 200, { success: true, data: stored });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  pointPageAt(server);
  server.received.length = 0;
  document.cookie = 'csrf_token=csrf-1; path=/';
  document.cookie = 'theme=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.fontSize;
  delete document.documentElement.dataset.compact;
  stored = { ...nothingSaved, time_zone: 'Asia/Tokyo' };
  refusal = null;
});

async function open() {
  renderInSite(<SiteSettings />, { viewer: testViewer, path: '/ru/office/settings' });
  const group = async (title: string) => screen.findByRole('group', { name: ru(title as never) });
  await group('settings_theme_title');
  return group;
}

describe('the site settings of the office', () => {
  it('shows what is in force: the saved value, else what this browser shows', async () => {
    const group = await open();
    // Nothing saved for the theme: the page's own (dark in the harness).
    expect((within(await group('settings_theme_title')).getByLabelText(ru('settings_theme_dark')) as HTMLInputElement).checked).toBe(true);
    expect((within(await group('settings_font_title')).getByLabelText(ru('settings_font_m')) as HTMLInputElement).checked).toBe(true);
    // The saved zone wins over the page's (Europe/Moscow in the harness).
    expect((within(await group('settings_time_zone_title')).getByLabelText(ru('settings_time_zone_label')) as HTMLSelectElement).value).toBe('Asia/Tokyo');
    const oneClick = await group('settings_one_click_title');
    expect(within(oneClick).getByText(ru('settings_one_click_off'))).toBeTruthy();
    expect(within(oneClick).getByText(ru('settings_one_click_saved_none'))).toBeTruthy();
  });

  it('saves a choice at once, puts it in force on the page and says it is saved', async () => {
    const group = await open();
    const theme = await group('settings_theme_title');
    fireEvent.click(within(theme).getByLabelText(ru('settings_theme_light')));
    await within(theme).findByText(ru('settings_saved'));
    expect(lastBody(server, saveSettingPath)).toEqual({ setting_id: 'theme', setting_value: 'light' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.cookie).toContain('theme=light');

    const size = await group('settings_font_title');
    fireEvent.click(within(size).getByLabelText(ru('settings_font_xl')));
    await within(size).findByText(ru('settings_saved'));
    expect(lastBody(server, saveSettingPath)).toEqual({ setting_id: 'font_size', setting_value: 'xl' });
    expect(document.documentElement.dataset.fontSize).toBe('xl');

    const compact = await group('settings_compact_title');
    fireEvent.click(within(compact).getByLabelText(ru('settings_compact_label')));
    await within(compact).findByText(ru('settings_saved'));
    expect(lastBody(server, saveSettingPath)).toEqual({ setting_id: 'compact_view', setting_value: true });
    expect(document.documentElement.dataset.compact).toBe('');

    const odds = await group('settings_odds_title');
    fireEvent.click(within(odds).getByLabelText(new RegExp(`^${ru('sportsbook_odds_format_american')}`)));
    await within(odds).findByText(ru('settings_saved'));
    expect(lastBody(server, saveSettingPath)).toEqual({ setting_id: 'coef_view', setting_value: 2 });
    expect(document.cookie).toContain('coef_view=2');

    const zone = await group('settings_time_zone_title');
    fireEvent.change(within(zone).getByLabelText(ru('settings_time_zone_label')), { target: { value: 'America/New_York' } });
    await within(zone).findByText(ru('settings_saved'));
    expect(lastBody(server, saveSettingPath)).toEqual({ setting_id: 'time_zone', setting_value: 'America/New_York' });
  });

  it('saves the one-click stake with the bet slip and shows it as saved', async () => {
    const group = await open();
    const oneClick = await group('settings_one_click_title');
    fireEvent.change(within(oneClick).getByLabelText(ru('settings_one_click_label', { currency: 'RUB' })), { target: { value: '50' } });
    fireEvent.click(within(oneClick).getByRole('button', { name: ru('settings_one_click_save') }));
    await within(oneClick).findByText(ru('settings_saved'));
    expect(lastBody(server, saveSettingPath)).toEqual({ setting_id: 'one_click_stake', setting_value: '50' });
    await waitFor(() => expect(within(oneClick).queryByText(ru('settings_one_click_saved_none'))).toBeNull());
    expect(within(oneClick).getByText(/50,00/)).toBeTruthy();
  });

  it('says a refusal in words and puts the choice back', async () => {
    refusal = { status: 400, body: { success: false, error: { id: 'validation', message: 'Validation failed', errors: { setting_value: ['player_setting_invalid'] } } } };
    const group = await open();
    const theme = await group('settings_theme_title');
    fireEvent.click(within(theme).getByLabelText(ru('settings_theme_light')));
    await within(theme).findByText(ru('player_setting_invalid'));
    expect((within(theme).getByLabelText(ru('settings_theme_dark')) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(within(theme).queryByText(ru('settings_saved'))).toBeNull();
  });
});
