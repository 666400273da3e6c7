import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import { makeDataDir, runOps, type RunningSite, startSite } from './support/server';

// api-contract §7.9 as a player: register in one click, star a live game, find it on /ru/favorites
// with its prices, follow its events with the bell and see a pushed notice on screen. The simulator
// runs fast (SIMULATOR_SPEED) so that a followed game scores, ends a half or finishes quickly.

describe('favourites and game notices', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const dataDir = makeDataDir();
    // One-click registration without a captcha on the default brand, for a quick start.
    runOps(dataDir, ['site:set', 'stavka', 'captcha.type', '"disabled"']);
    // One after the other: on a busy machine the site's start needs the cores to itself.
    site = await startSite({ FEED_PROVIDER: 'simulator', SIMULATOR_SPEED: '60' }, dataDir);
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    // A busy machine (several sites and browsers at once) answers slowly; waits stay generous.
    page.setDefaultTimeout(90_000);
    page.setDefaultNavigationTimeout(180_000);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** A player registered in one click through the API (DESIGN §6: fixtures sign in through the API). */
  async function registerInOneClick(): Promise<string> {
    const res = await page.request.post(`${site.url}/web-api/user/registration`, {
      data: { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: { login: string } };
    return data.login;
  }

  it('stars a live game, lists it on the favourites page and pushes a notice of a followed event', async () => {
    const login = await registerInOneClick();

    await page.goto(`${site.url}/ru/live/football`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: `Аккаунт № ${login}` }).waitFor();
    // The list is live in the browser (hydrated), so a press reaches the page's code.
    await page.locator('main ul[data-windowed]').first().waitFor();
    const star = page.locator('main [data-event] button[data-favourite]').first();
    const gameId = Number(await star.getAttribute('data-favourite'));
    expect(gameId).toBeGreaterThan(0);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');

    await page.goto(`${site.url}/ru/favorites`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Избранное' }).waitFor();
    const card = page.locator(`[data-favourite-game="${gameId}"]`);
    await card.locator('[data-price]').first().waitFor();
    expect(await page.locator('[data-favourite-game]').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Follow every event the game offers: one of them (a goal, half-time, a card, the result) comes soon.
    await card.getByRole('button', { name: 'Уведомления о матче' }).click();
    const dialog = page.getByRole('dialog', { name: 'Уведомления' });
    await dialog.getByRole('checkbox').first().waitFor();
    for (const box of await dialog.getByRole('checkbox').all()) await box.check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Уведомления о матче сохранены').waitFor();

    const notice = page.getByRole('status').filter({ hasText: /Изменился счёт|Период завершён|Красная карточка|Матч завершён/ });
    await notice.first().waitFor({ timeout: 120_000 });

    // Removing works and survives a reload.
    await card.getByRole('button', { name: /^Убрать .* из избранного$/ }).click();
    await page.getByText('В избранном пока пусто', { exact: false }).waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByText('В избранном пока пусто', { exact: false }).waitFor();
  }, 600_000);
});
