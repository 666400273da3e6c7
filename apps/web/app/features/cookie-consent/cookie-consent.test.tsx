import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieConsentLogPath } from '@stavka/contract/cookie-consent';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { readCookie } from '../../shared/cookies';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { ConsentSettings } from './consent-settings';
import { CookieConsentBanner } from './cookie-consent-banner';
import { CookieConsentProvider, type CookieConsentChoice } from './cookie-consent-context';

// The cookie banner and the settings section (issue 13): a choice goes to the cookie and to the
// server's log call, the banner leaves, and the settings show and change the choice in force.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.route(cookieConsentLogPath, (request, response) => {
    const { level } = JSON.parse(request.body) as { level: number };
    sendJson(response, 200, { success: true, data: { level, agreedAt: new Date().toISOString(), stored: false } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  // The page's origin is the test server's, so the relative log call reaches it.
  (Reflect.get(window, 'happyDOM') as { setURL(url: string): void }).setURL(`${server.baseUrl}/ru/`);
  server.received.length = 0;
  document.cookie = 'cookie_consent=; Path=/; Max-Age=0';
});

/** `ui` below a root route holding the brand, as the app's root loader does. */
function renderInSite(ui: ReactElement) {
  const root: RootData = { site: baseTestSite, dictionary: ruTestDictionary, theme: 'dark', timeZone: 'Europe/Moscow', nonce: '', viewer: null };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => root, element: <Outlet />, children: [{ path: '*', element: ui }] }], {
    initialEntries: ['/ru/'],
    hydrationData: { loaderData: { root } },
  });
  return renderWithI18n(<RouterProvider router={router} />);
}

function render(initial: CookieConsentChoice | null) {
  return renderInSite(
    <CookieConsentProvider initial={initial}>
      <CookieConsentBanner />
      <ConsentSettings />
    </CookieConsentProvider>,
  );
}

const banner = () => screen.queryByRole('region', { name: ru('cookie_consent_banner_title') });
const logged = () => {
  const found = server.received.filter((request) => request.url === cookieConsentLogPath).at(-1);
  return found ? (JSON.parse(found.body) as unknown) : undefined;
};

describe('the cookie banner', () => {
  it('is shown before a choice; "accept all" keeps level 3, logs it and leaves', async () => {
    render(null);
    expect(await screen.findByRole('region', { name: ru('cookie_consent_banner_title') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ru('cookie_consent_accept_all') }));
    await waitFor(() => expect(logged()).toEqual({ level: 3 }));
    expect(banner()).toBeNull();
    expect(readCookie(document.cookie, 'cookie_consent')).toMatch(/^3\.\d+$/);
  });

  it('"necessary only" is level 0', async () => {
    render(null);
    fireEvent.click(await screen.findByRole('button', { name: ru('cookie_consent_necessary_only') }));
    await waitFor(() => expect(logged()).toEqual({ level: 0 }));
    expect(readCookie(document.cookie, 'cookie_consent')).toMatch(/^0\./);
  });

  it('customising with marketing only ticked is level 2', async () => {
    render(null);
    const region = await screen.findByRole('region', { name: ru('cookie_consent_banner_title') });
    fireEvent.click(screen.getByRole('button', { name: ru('cookie_consent_customise') }));
    const [, marketing] = region.querySelectorAll('input[type=checkbox]');
    fireEvent.click(marketing as Element);
    fireEvent.click(within(region).getByRole('button', { name: ru('cookie_consent_save') }));
    await waitFor(() => expect(logged()).toEqual({ level: 2 }));
    expect(banner()).toBeNull();
  });

  it('is not shown once chosen', async () => {
    render({ level: 1, agreedAt: Date.UTC(2030, 0, 2, 9, 30) });
    await screen.findByText(ru('office_settings_cookies_title'));
    expect(banner()).toBeNull();
  });

  it("is not shown for a choice the player made on another browser, which is kept in this one's cookie", async () => {
    expect(readCookie(document.cookie, 'cookie_consent') ?? '').toBe('');
    const agreedAt = Date.UTC(2030, 0, 2, 9, 30);
    render({ level: 2, agreedAt });
    await screen.findByText(ru('office_settings_cookies_title'));
    expect(banner()).toBeNull();
    await waitFor(() => expect(readCookie(document.cookie, 'cookie_consent')).toBe(`2.${agreedAt}`));
    expect(logged()).toBeUndefined();
  });
});

describe('the cookie settings', () => {
  it('show the choice in force and change it', async () => {
    render({ level: 3, agreedAt: Date.UTC(2030, 0, 2, 9, 30) });
    const section = await screen.findByRole('region', { name: ru('office_settings_cookies_title') });
    expect(section.textContent).toContain(ru('cookie_consent_level_3'));
    const [functionality, marketing] = [...section.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect([functionality?.checked, marketing?.checked]).toEqual([true, true]);
    fireEvent.click(marketing as Element);
    fireEvent.click(within(section).getByRole('button', { name: ru('cookie_consent_save') }));
    await screen.findByText(ru('office_settings_cookies_saved'));
    expect(logged()).toEqual({ level: 1 });
    expect(section.textContent).toContain(ru('cookie_consent_level_1'));
  });
});
