import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// The sports home's tabs and special sections as a bettor walks them (spec §2): from the sports
// home through cyber, UFC, politics and marble races, each with the simulator's events; the
// brand's global event ("best") and its absence on a brand without one; the Asian showcase home
// page for a visitor from an Asian-view country (the geo comes by header, as in foundation.e2e).

describe('sports home tabs, special sections and the home variants', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The shared sportsbook site: the simulator twenty times faster than real time.
    [{ site }, browser] = await Promise.all([sharedSite('sportsbook'), launchBrowser()]);
    context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    context.setDefaultNavigationTimeout(60_000);
    context.setDefaultTimeout(45_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const tabs = () => page.getByRole('navigation', { name: 'Разделы ставок' });

  /** Follows a tab from the bar and waits for its page (a client-side navigation). */
  async function openTab(name: string, path: string, heading: string): Promise<void> {
    await tabs().getByRole('link', { name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
    expect(await tabs().getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
  }

  it('shows the tab bar on the sports home with the home tab current', async () => {
    const response = await page.goto(`${site.url}/ru/line`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await tabs().waitFor();
    const names = await tabs().getByRole('link').allTextContents();
    expect(names).toEqual(['Главная', 'Ставки на выбор', 'Киберспорт', 'UFC', 'Политика', 'Гонки шариков', 'Champions Cup', 'Команды', 'Топ-матч', 'Рекомендуем', 'Топ-события']);
    expect(await tabs().getByRole('link', { name: 'Главная' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 180_000);

  it('walks to cyber and sees cyber games, and the genre menu leads to shooters', async () => {
    await openTab('Киберспорт', '/ru/line/cyber', 'Киберспорт');
    await expect.poll(() => page.locator('main [data-event]').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Киберфутбол' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Разделы киберспорта' }).getByRole('link', { name: 'Шутеры' }).click();
    await page.getByRole('heading', { level: 1, name: 'Шутеры' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('main [data-event]').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toContain('Counter-Strike 2');
  }, 180_000);

  it('walks to UFC and sees fights with prices', async () => {
    await openTab('UFC', '/ru/line/ufc', 'UFC');
    await expect.poll(() => page.locator('main [data-event] button[data-price]').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 180_000);

  it('walks to politics and sees elections with every candidate priced; a press fills the slip', async () => {
    await openTab('Политика', '/ru/line/politics', 'Политика');
    const card = page.locator('main [data-outright]').first();
    await card.waitFor({ timeout: 60_000 });
    expect(await card.locator('li button[data-price]').count()).toBeGreaterThan(2);
    // Pressed until the page has hydrated and the press reached the slip (a press before does nothing).
    const slipItems = page.locator('aside [data-slip]').getByRole('listitem');
    await expect
      .poll(
        async () => {
          if ((await slipItems.count()) === 0) await card.locator('li button[data-price]:not([disabled])').first().click();
          return slipItems.count();
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 180_000);

  it('walks to marble races and sees the next races with runners and a countdown, the next one once a race goes off', async () => {
    await openTab('Гонки шариков', '/ru/line/marble', 'Гонки шариков и виртуальные собачьи бега');
    const cards = page.locator('main [data-outright]');
    await expect.poll(() => cards.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    // The cards are races still to run: one that goes off gives its place to the next (at this
    // simulator speed a race goes off every few seconds, so each check waits out a change of cards).
    await expect.poll(() => cards.first().locator('li button[data-price]').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await expect.poll(() => cards.first().locator('[data-countdown]').count(), { timeout: 20_000 }).toBe(1);
    const text = (await cards.first().locator('[data-countdown]').textContent()) ?? '';
    expect(text).toMatch(/^(Старт через \d+:\d\d(:\d\d)?|Заезд начался)$/);
    const first = await cards.first().getAttribute('data-outright');
    await expect.poll(async () => (await cards.first().getAttribute('data-outright')) !== first, { timeout: 150_000 }).toBe(true);
    await expect.poll(() => cards.first().locator('[data-countdown]').count(), { timeout: 20_000 }).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 240_000);

  it('opens the brand global event and answers 404 for a brand without one', async () => {
    const response = await page.goto(`${site.url}/ru/line/best`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Champions Cup' }).waitFor();
    await expect.poll(() => page.locator('main [data-event]').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const other = await browser.newContext({ locale: 'en-GB' });
    other.setDefaultNavigationTimeout(60_000);
    const goalbet = await other.newPage();
    const missing = await goalbet.goto(`http://goalbet.localhost:${site.port}/en/line/best`, { waitUntil: 'domcontentloaded' });
    expect(missing?.status()).toBe(404);
    await goalbet.goto(`http://goalbet.localhost:${site.port}/en/line`, { waitUntil: 'domcontentloaded' });
    const names = await goalbet.getByRole('navigation', { name: 'Betting sections' }).getByRole('link').allTextContents();
    expect(names).not.toContain('Best');
    expect(names).toHaveLength(10);
    await other.close();
  }, 180_000);

  it('shows the Asian showcase of handicaps and totals to a visitor from an Asian-view country', async () => {
    const asian = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'x-geo-country': 'VN' } });
    asian.setDefaultNavigationTimeout(60_000);
    asian.setDefaultTimeout(45_000);
    const asianPage = await asian.newPage();
    const response = await asianPage.goto(`${site.url}/en/`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(await asianPage.locator('[data-home-variant]').getAttribute('data-home-variant')).toBe('asian');
    await asianPage.getByRole('heading', { name: 'Asian lines' }).waitFor();
    const table = asianPage.getByRole('table', { name: 'Handicaps and totals: Pre-match: handicaps and totals' });
    await table.waitFor({ timeout: 60_000 });
    const first = table.locator('tbody tr').first();
    expect(await first.locator('button[data-price]').count()).toBeGreaterThan(0);
    expect(await first.textContent()).toMatch(/H1 [+−]?\d/);
    expect(await seriousA11yViolations(asianPage)).toEqual([]);
    // A visitor from elsewhere gets the default home page.
    await page.goto(`${site.url}/en/`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('[data-home-variant]').getAttribute('data-home-variant')).toBe('default');
    await asian.close();
  }, 180_000);
});
