import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type RouteName, routes } from '@stavka/contract/routes';
import { cookiesOf, httpGet } from './support/http';
import { type Brand, checkWidths, hostOf, officeSite, postJson, registeredPlayer, signedInContext } from './support/office-players';

// Issue 13 "Office frame" as a signed-in player of each brand: every office route of spec §2 answers
// 200 inside the office frame (its own screen or "coming soon"), the menu pages show the menu or
// their part of it, the casino's and bring-a-friend's rows only on the brand that offers them; axe
// and both widths on the office home, the menu pages and a coming-soon page in both brands.

const PAGE = { accept: 'text/html,application/xhtml+xml' };
const officeRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].path.startsWith('/office'));
/** Values for the office routes' parameters: a deposit's result, a consultant topic, a request. */
const params: Record<string, string> = { paymentId: randomUUID(), topicId: '1', requestId: randomUUID() };
const pathOf = (name: RouteName) => routes[name].path.replace(/:(\w+)\??/g, (_m, param: string) => params[param] ?? '');
const menuLabel: Record<Brand, string> = { stavka: 'Меню личного кабинета', goalbet: 'Account menu' };
const lng: Record<Brand, string> = { stavka: 'ru', goalbet: 'en' };
const isMenuPage = (name: RouteName) => name === 'office' || name.startsWith('office_menu');

describe('the office frame and menu', () => {
  const office = officeSite();

  it.each(['stavka', 'goalbet'] as const)('answers every office route with 200 inside the office frame on %s', async (brand) => {
    const player = await registeredPlayer(office.site, brand);
    const cookie = cookiesOf(await postJson(office.site, brand, '/web-api/user/auth', player));
    const failures: string[] = [];
    for (const name of officeRoutes) {
      const url = `/${lng[brand]}${pathOf(name)}`;
      const res = await httpGet(office.site.url, url, { ...PAGE, host: hostOf(office.site, brand), cookie });
      if (res.status !== 200) failures.push(`${res.status} ${name} ${url}`);
      // The menu pages are the menu itself; every other screen has the side menu beside it.
      else if (isMenuPage(name) ? !/<h2[^>]*>/.test(res.body) : !res.body.includes(`aria-label="${menuLabel[brand]}"`))
        failures.push(`no frame ${name} ${url}`);
    }
    expect(failures).toEqual([]);
    // A guest is not shown the office.
    expect((await httpGet(office.site.url, `/${lng[brand]}${pathOf('office_messages')}`, { ...PAGE, host: hostOf(office.site, brand) })).status).toBe(
      404,
    );
  });

  it.each(['stavka', 'goalbet'] as const)(
    'shows the menu pages and a coming-soon page on %s, axe clean at 1440 and 390 px, with the casino only where the brand has it',
    { timeout: 240_000 },
    async (brand) => {
      const context = await signedInContext(office.site, office.browser, brand, await registeredPlayer(office.site, brand));
      office.keep(context);
      const page = await context.newPage();
      const url = (pathname: string) => `http://${hostOf(office.site, brand)}/${lng[brand]}${pathname}`;
      const ru = brand === 'stavka';
      const casino = new RegExp(ru ? 'Кабинет казино' : 'Casino account');

      // The conditional rows come with the menu's read: after it, the casino is there on Stavka only.
      const menuRead = page.waitForResponse((res) => res.url().includes('getLeftMenuData'));
      await page.goto(url(pathOf('office_menu')));
      await page.getByRole('heading', { level: 1, name: ru ? 'Меню кабинета' : 'Account menu' }).waitFor();
      await page.getByRole('link', { name: ru ? /Сменить пароль/ : /Change password/ }).waitFor();
      await menuRead;
      if (ru) await page.getByRole('link', { name: casino }).waitFor();
      else {
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('link', { name: casino }).count()).toBe(0);
      }
      await checkWidths(page, `office-menu-${brand}`);

      for (const name of ['office', 'office_menu_profile', 'office_menu_settings', 'office_menu_promo'] as const) {
        await page.goto(url(pathOf(name)));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await checkWidths(page, `${name}-${brand}`);
      }

      // A screen not built yet: inside the frame, its group of the side menu open and the others folded.
      await page.goto(url(pathOf('office_responsible')));
      await page.getByText(ru ? 'Скоро' : 'Coming soon', { exact: true }).waitFor();
      const nav = page.getByRole('navigation', { name: menuLabel[brand] });
      expect(await nav.getByRole('link', { name: ru ? 'Лимиты и самоисключение' : 'Limits and self-exclusion', exact: true }).getAttribute('aria-current')).toBe('page');
      const password = nav.getByRole('link', { name: ru ? 'Сменить пароль' : 'Change password' });
      expect(await password.isVisible()).toBe(false);
      await checkWidths(page, `office-coming-soon-${brand}`);
      // A folded group opens from the keyboard.
      await nav.locator('summary', { hasText: ru ? 'Безопасность' : 'Security' }).focus();
      await page.keyboard.press('Enter');
      await password.waitFor();
      await page.getByRole('link', { name: ru ? 'Вернуться в меню кабинета' : 'Back to the account menu' }).click();
      await page.waitForURL(url('/office'));
    },
  );
});
