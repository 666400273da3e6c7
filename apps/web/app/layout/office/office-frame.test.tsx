import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { officeMenuPaths, visibleOfficeMenu, type OfficeMenuCondition } from '@stavka/contract/office-menu';
import type { WebViewer } from '@stavka/contract/web-context';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n, ru } from '../../shared/ui/test-utils';
import { OfficeComingSoon } from './office-coming-soon';
import { OfficeFrame, OfficeHome, OfficeMenuPage } from './office-frame';
import { visibleMenu } from './office-menu';
import { useLeftMenuData } from './office-menu-conditions';

// The office frame (UX.md): the home lists the menu (the way in on phones); every screen has the
// side menu with its own row marked, and a way back to the home. Conditional rows (the payment
// consultant, the casino, bring a friend) are there only where the server's getLeftMenuData says
// they hold, and a row shows how many things wait for the player there.

let server: TestServer;
let conditions: OfficeMenuCondition[] = [];
let counts: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  server.route(officeMenuPaths.leftMenu, (_request, response) => {
    const groups = visibleOfficeMenu(new Set(conditions)).map((group) => ({
      id: group.id,
      rows: group.rows.map((row) => (counts[row.route] === undefined ? { route: row.route } : { route: row.route, count: counts[row.route] })),
    }));
    sendJson(response, 200, { success: true, data: { groups, conditions } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  Reflect.get(window, 'happyDOM').setURL(`${server.baseUrl}/ru/`);
  server.received.length = 0;
  conditions = [];
  counts = {};
});

const player: WebViewer = {
  userId: 7,
  login: '100000007',
  currency: 'RUB',
  email: null,
  emailConfirmed: false,
  phone: null,
  credentialsSaved: true,
  csrfToken: 'x',
  hiddenSports: { line: [], live: [] },
};

/** Says when the menu has been read from the server. */
function MenuRead() {
  return useLeftMenuData().isSuccess ? <p>menu read</p> : null;
}

function renderFrame(path: string, screenElement: ReactNode = <p>screen</p>, viewer: WebViewer | null = player) {
  const rootData: RootData = { site: baseTestSite, dictionary: ruTestDictionary, theme: 'dark', timeZone: 'Europe/Moscow', nonce: '', viewer };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        element: <Outlet />,
        children: [
          {
            path: '*',
            element: (
              <OfficeFrame>
                {screenElement}
                <MenuRead />
              </OfficeFrame>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  return renderWithI18n(<RouterProvider router={router} />);
}

describe('the office frame', () => {
  it('lists every menu row with its hint on the office home, without a side menu', async () => {
    conditions = ['paymentConsultant', 'casino', 'referral'];
    renderFrame('/ru/office', <OfficeHome />);
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: ru('office_menu_title') })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: ru('office_menu_label') })).toBeNull();
    const rows = visibleMenu(new Set(conditions)).flatMap((group) => group.items);
    expect(rows.map((item) => item.route)).toContain('office_casino');
    for (const item of rows) expect(screen.getByRole('link', { name: new RegExp(ru(item.label)) }).textContent).toContain(ru(item.hint));
  });

  it("marks the screen's row in the side menu, the deposit's result under Deposit, and links back home", async () => {
    renderFrame('/ru/office/recharge/result/0f8fad5b-d9cb-469f-a165-70867728950e');
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    const menu = screen.getByRole('navigation', { name: ru('office_menu_label') });
    expect(within(menu).getByRole('link', { name: ru('office_menu_recharge') }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: ru('office_menu_deduce') }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: ru('office_menu_title') }).getAttribute('href')).toBe('/ru/office');
  });

  it('marks only the row of a screen whose path lies below another row (the history\'s clear screen)', async () => {
    renderFrame('/ru/office/history/clear');
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    const menu = screen.getByRole('navigation', { name: ru('office_menu_label') });
    expect(within(menu).getByRole('link', { name: ru('office_menu_bets_history_clear') }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: ru('office_menu_history') }).getAttribute('aria-current')).toBeNull();
    expect(menu.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('shows the consultant, casino and bring-a-friend rows only when the server says they hold, from one read', async () => {
    renderFrame('/ru/office', <OfficeHome />);
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    for (const key of ['office_menu_consultant', 'office_menu_casino', 'office_menu_bringfriend'] as const) {
      expect(screen.queryByRole('link', { name: new RegExp(ru(key)) })).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: ru('office_menu_group_casino') })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(visibleMenu(new Set()).flatMap((group) => group.items).length);
    expect(server.hits(officeMenuPaths.leftMenu)).toBe(1);
  });

  it("marks the consultant's row on each of its screens where the country has it", async () => {
    conditions = ['paymentConsultant'];
    renderFrame('/ru/office/payment-consultant/requests/7c9e6679-7425-40de-944b-e07fc1f90ae7/fill');
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    const menu = screen.getByRole('navigation', { name: ru('office_menu_label') });
    const row = within(menu).getByRole('link', { name: ru('office_menu_consultant') });
    expect(row.getAttribute('href')).toBe('/ru/office/payment-consultant');
    expect(row.getAttribute('aria-current')).toBe('page');
  });

  it("opens the screen's group of the side menu, folds the others, and shows what waits on a row and on a folded group", async () => {
    counts = { office_manager_bets: 2, office_payment_consultant: 0 };
    conditions = ['paymentConsultant'];
    renderFrame('/ru/office/deduce');
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    const menu = screen.getByRole('navigation', { name: ru('office_menu_label') });
    const fold = (title: MessageKey) => within(menu).getByText(ru(title)).closest('details');
    expect(fold('office_menu_group_wallet')?.open).toBe(true);
    expect(fold('office_menu_group_security')?.open).toBe(false);
    expect(fold('office_menu_group_bets')?.querySelector('summary')?.textContent).toContain(ru('office_menu_count', { count: 2 }));
    expect(fold('office_menu_group_wallet')?.querySelector('summary')?.textContent).not.toContain(ru('office_menu_count', { count: 0 }));
    const vip = within(menu).getByRole('link', { name: new RegExp(ru('office_menu_manager_bets')) });
    expect(vip.textContent).toContain(ru('office_menu_count', { count: 2 }));
    expect(within(menu).getByRole('link', { name: ru('office_menu_consultant') }).textContent).not.toContain(ru('office_menu_count', { count: 0 }));
  });

  it('shows a menu page with only its groups and the way back to the whole menu, without a side menu', async () => {
    renderFrame('/ru/office/menu/profile', <OfficeMenuPage title="office_menu_page_profile" groups={['profile', 'security']} />);
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: ru('office_menu_page_profile') })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: ru('office_menu_label') })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([ru('office_menu_group_profile'), ru('office_menu_group_security')]);
    expect(screen.getByRole('link', { name: new RegExp(ru('office_menu_change_password')) }).getAttribute('href')).toBe('/ru/office/security/password');
    expect(screen.getByRole('link', { name: ru('office_menu_title') }).getAttribute('href')).toBe('/ru/office');
  });

  it('shows a screen not built yet as coming soon, with what it will hold and the way back to the menu', async () => {
    renderFrame('/ru/office/responsible', <OfficeComingSoon route="office_responsible" />);
    await screen.findByText('menu read', {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: ru('office_menu_responsible') })).toBeTruthy();
    expect(screen.getByText(ru('office_coming_soon_badge'))).toBeTruthy();
    expect(screen.getByText(ru('office_menu_responsible_hint'), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: ru('office_coming_soon_back') }).getAttribute('href')).toBe('/ru/office');
    const menu = screen.getByRole('navigation', { name: ru('office_menu_label') });
    expect(within(menu).getByRole('link', { name: ru('office_menu_responsible') }).getAttribute('aria-current')).toBe('page');
  });

  it('asks a guest to sign in instead of showing the office', () => {
    renderFrame('/ru/office/deduce', <p>screen</p>, null);
    expect(screen.getByText(ru('office_sign_in_needed'))).toBeTruthy();
    expect(screen.queryByText('screen')).toBeNull();
  });
});
