import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWidths, launchBrowser, seriousA11yViolations } from './support/browser';
import { type RunningSite, startSite } from './support/server';

// Issue 2, as a new visitor: land on /ru/, switch to English, search in a select modal, see the
// second brand under its own host, switch theme, read an Arabic page right to left; axe on each.

describe('the site as a new visitor sees it', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('opens / and lands on /ru/ in Russian, with no serious accessibility violations', async () => {
    const dictionaries: { url: string; cacheControl: string | null }[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/dictionaries/')) dictionaries.push({ url: res.url(), cacheControl: res.headers()['cache-control'] ?? null });
    });
    const document = await page.goto(`${site.url}/`);
    expect(new URL(page.url()).pathname).toBe('/ru/');
    // The dictionary comes as a file of its own, kept by the browser for good, not inside the page:
    // a text the home page does not show (the 404 page's) is not in its HTML.
    expect(await document?.text()).not.toContain('Такой страницы нет или она была перемещена');
    await expect.poll(() => dictionaries.map((file) => new URL(file.url).pathname)).toEqual([expect.stringMatching(/^\/genfiles\/web-app-v2\/dictionaries\/ru\/web\.[0-9a-f]{12}\.json$/)]);
    expect(dictionaries[0]?.cacheControl).toContain('immutable');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await expect.poll(() => page.title()).toContain('Stavka');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Правила' }).first().isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('searches in the language select modal and switches to English', async () => {
    await page.getByRole('button', { name: /Язык: Русский/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Язык' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const options = dialog.getByRole('option');
    expect(await options.count()).toBe(11);
    await dialog.getByRole('combobox').fill('eng');
    await expect.poll(() => options.count()).toBe(1);
    await dialog.getByRole('combobox').fill('zzz');
    await expect.poll(() => options.count()).toBe(0);
    await dialog.getByText('Ничего не найдено').waitFor();
    await dialog.getByRole('combobox').fill('en');
    const english = page.waitForResponse((res) => /\/dictionaries\/en\/web\.[0-9a-f]{12}\.json$/.test(res.url()));
    await dialog.getByRole('option', { name: /English/ }).click();
    await page.waitForURL(`${site.url}/en/`);
    expect((await english).status()).toBe(200);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('link', { name: 'Rules' }).first().waitFor();
  });

  it('switches the theme, and the next page is rendered in it by the server', async () => {
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  });

  it('renders an Arabic page right to left, in Arabic', async () => {
    await page.goto(`${site.url}/ar/`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    // The page's own texts are Arabic (issue 14), not the English fallback.
    expect(await page.getByRole('navigation').first().textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the 404 page for an unknown language and an unknown page', async () => {
    const unknownLang = await page.goto(`${site.url}/xx/`);
    expect(unknownLang?.status()).toBe(404);
    const unknownPage = await page.goto(`${site.url}/en/no-such-page`);
    expect(unknownPage?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('serves the second brand under its own host: its name, colours and languages', async () => {
    const otherContext = await browser.newContext({ locale: 'en-GB' });
    const other = await otherContext.newPage();
    await other.goto(`http://goalbet.localhost:${site.port}/`);
    expect(new URL(other.url()).pathname).toBe('/en/');
    await expect.poll(() => other.title()).toContain('Goalbet');
    expect(await other.getByRole('link', { name: /Goalbet/ }).first().isVisible()).toBe(true);
    const primary = await other.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
    expect(primary).toBe('#1f4fd6');
    expect(await other.getAttribute('html', 'data-theme')).toBe('light');
    await other.getByRole('button', { name: /Language: English/ }).click();
    const names = await other.getByRole('dialog').getByRole('option').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(expect.arrayContaining([expect.stringContaining('English'), expect.stringContaining('Español'), expect.stringContaining('العربية')]));
    expect(names).toHaveLength(5);
    expect(await seriousA11yViolations(other)).toEqual([]);
    await otherContext.close();
  });

  it('shows each brand its own logo and home banners in its language, and a banner leads to its page', async () => {
    const brands = [
      { host: `localhost:${site.port}`, locale: 'ru-RU', lng: 'ru', region: 'Акции и разделы', banner: /^Лайв: ставки по ходу матча/, to: '/ru/live' },
      { host: `goalbet.localhost:${site.port}`, locale: 'en-GB', lng: 'en', region: 'Highlights', banner: /^Express of the day/, to: '/en/express-day' },
    ];
    for (const brand of brands) {
      const visit = await browser.newContext({ locale: brand.locale, viewport: { width: 1440, height: 1000 } });
      const home = await visit.newPage();
      await home.goto(`http://${brand.host}/${brand.lng}/`);
      const loaded = (image: ReturnType<Page['locator']>) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
      // The header's logo is the brand's own picture (its media), and it has loaded.
      const logo = home.getByRole('banner').locator('img').first();
      await expect.poll(() => logo.getAttribute('src')).toBe('/media/logo.svg');
      await expect.poll(() => loaded(logo)).toBeGreaterThan(0);
      const banner = home.getByRole('region', { name: brand.region }).getByRole('link', { name: brand.banner });
      await expect.poll(() => loaded(banner.locator('img'))).toBeGreaterThan(0);
      await checkWidths(home, `home-banners-${brand.lng}`);
      await banner.click();
      await home.waitForURL(`http://${brand.host}${brand.to}`);
      await visit.close();
    }
  });

  it('by keyboard: the second Tab offers the slip, past every price; sign-in opens on its first field', async () => {
    const visit = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1000 } });
    const home = await visit.newPage();
    await home.goto(`${site.url}/ru/`);
    await home.getByRole('heading', { level: 1 }).waitFor();
    const focused = () => home.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await home.keyboard.press('Tab');
    expect(await focused()).toBe('Перейти к содержимому');
    await home.keyboard.press('Tab');
    expect(await focused()).toBe('Перейти к купону');
    expect(await home.getByRole('link', { name: 'Перейти к купону' }).isVisible()).toBe(true);
    await home.keyboard.press('Enter');
    await expect.poll(() => home.evaluate(() => document.activeElement?.id)).toBe('slip');
    await home.keyboard.press('Tab');
    await expect.poll(() => home.evaluate(() => Boolean(document.activeElement?.closest('#slip')))).toBe(true);

    // A page without the slip's column does not offer it.
    await home.goto(`${site.url}/ru/information/rules`);
    await home.getByRole('heading', { level: 1 }).waitFor();
    expect(await home.getByRole('link', { name: 'Перейти к купону' }).count()).toBe(0);

    await home.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    const dialog = home.getByRole('dialog', { name: 'Вход' });
    await dialog.waitFor();
    const login = dialog.getByLabel('Номер счёта, e-mail или телефон');
    await expect.poll(() => login.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Закрыть' }).evaluate((close) => close === document.activeElement)).toBe(false);
    await visit.close();
  });

  it('sends tracking batches (init, route changes) that the server accepts', async () => {
    const tracked = page.waitForResponse((res) => res.url().endsWith('/web-api/tracking/event.json') && res.request().method() === 'POST', { timeout: 15_000 });
    await page.goto(`${site.url}/ru/`);
    const response = await tracked;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as { events: { code: number }[] };
    expect(sent.events.map((e) => e.code)).toEqual(expect.arrayContaining([1]));
  });

  it('on a phone, shows the bottom navigation and its menu with the information pages', async () => {
    const phone = await browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    await mobile.goto(`${site.url}/ru/`);
    const bottomNav = mobile.getByRole('navigation', { name: 'Нижняя навигация' });
    expect(await bottomNav.isVisible()).toBe(true);
    expect(await mobile.getByRole('navigation', { name: 'Основные разделы' }).isVisible()).toBe(false);
    await bottomNav.getByRole('button', { name: 'Меню' }).click();
    const menu = mobile.getByRole('dialog', { name: 'Меню' });
    await menu.getByRole('link', { name: 'Ответственная игра' }).click();
    await mobile.waitForURL(`${site.url}/ru/information/responsiblegaming`);
    await mobile.getByRole('heading', { level: 1, name: 'Ответственная игра' }).waitFor();
    expect(await seriousA11yViolations(mobile)).toEqual([]);
    await phone.close();
  });

  it('shows the blocked-region page to a geo the brand blocks', async () => {
    const blocked = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'x-geo-country': 'US' } });
    const blockedPage = await blocked.newPage();
    const res = await blockedPage.goto(`${site.url}/en/`);
    expect(res?.status()).toBe(451);
    await blockedPage.getByRole('heading', { name: 'This site is not available in your region' }).waitFor();
    await blocked.close();
  });
});
