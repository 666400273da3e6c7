import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import { makeDataDir, runOps, type RunningSite, startSite } from './support/server';

// api-contract §7.9 as a player: register in one click, star a live game, find it on /ru/favorites
// with its prices (a press puts it in the slip), follow its events with the bell and see a pushed
// notice on screen; then star a top game and find it on the top events' favourites tab. The simulator
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

  /**
   * The id of the game among the rows that starts last (by its start time on the row). A line game
   * that has gone live shows its clock instead (a `PT…` duration), so only rows still showing a start
   * count; the list is scrolled to its end first, where the games start days ahead.
   */
  async function latestStarting(rows: Locator): Promise<number> {
    const notStarted = rows.filter({ has: page.locator('time[datetime$="Z"]') });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Read until the rows are there: the windowed list renders the rows at its end after the scroll.
    let id = 0;
    await expect
      .poll(
        async () =>
          (id = await notStarted.evaluateAll((found) =>
            found
              .map((row) => ({ id: Number(row.getAttribute('data-event')), start: Date.parse(row.querySelector('time[datetime$="Z"]')?.getAttribute('datetime') ?? '') }))
              .reduce((latest, row) => (row.start > latest.start ? row : latest), { id: 0, start: 0 }).id,
          )),
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    return id;
  }

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
    // The game is held by its id: at this speed live games end and the list's order changes.
    const gameId = Number(await page.locator('main [data-event] button[data-favourite]').first().getAttribute('data-favourite'));
    expect(gameId).toBeGreaterThan(0);
    const star = page.locator(`main [data-event="${gameId}"] button[data-favourite]`).first();
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');

    // A pre-match game too: its prices stay open, while the live one's lock after goals and go
    // when it ends (the simulator plays fast).
    await page.goto(`${site.url}/ru/line/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    // The game starting last of those shown, not the first: at this speed a line game starts (and
    // leaves the line list) within a minute or so. Read once, then held by its id (the list moves).
    const lineId = await latestStarting(page.locator('main [data-event]:has(button[data-price]:not([disabled])):has(button[data-favourite][aria-pressed="false"])'));
    const lineStar = page.locator(`main [data-event="${lineId}"] button[data-favourite]`).first();
    await lineStar.click();
    await expect.poll(() => lineStar.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');

    await page.goto(`${site.url}/ru/favorites`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Избранное' }).waitFor();
    const card = page.locator(`[data-favourite-game="${gameId}"]`);
    await card.getByRole('button', { name: 'Уведомления о матче' }).waitFor();
    const lineCard = page.locator(`[data-favourite-game="${lineId}"]`);
    await lineCard.locator('button[data-price]').first().waitFor();
    expect(await page.locator('[data-favourite-game]').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Its prices are the lists' buttons: a press puts the selection in the slip beside the page.
    // Held by its place (its price and the enabled ones may change while it is pressed).
    const price = lineCard.locator('button[data-price]').first();
    await price.click();
    await expect.poll(() => price.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    const slip = page.locator('aside [data-slip]');
    await expect.poll(() => slip.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);
    await price.click();
    await expect.poll(() => slip.getByRole('listitem').count(), { timeout: 30_000 }).toBe(0);
    await lineCard.getByRole('button', { name: /^Убрать .* из избранного$/ }).click();
    await expect.poll(() => page.locator('[data-favourite-game]').count(), { timeout: 30_000 }).toBe(1);

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

  it('keeps the favourite top games on the top events’ favourites tab, with prices to the slip', async () => {
    // A player of its own: nothing starred before, whatever the first test left.
    await registerInOneClick();
    await page.goto(`${site.url}/ru/top-events`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    // The top events are games in play, and the simulator plays 60 times faster: a game's prices
    // lock after a goal and go when it ends. So two games are starred, those with the least time
    // played (read once, then held by their ids: the list moves), and whichever still has a price
    // open on the favourites tab is pressed.
    const candidates = page.locator('main [data-event]:has(button[data-price]:not([disabled])):has(button[data-favourite][aria-pressed="false"])');
    await expect.poll(() => candidates.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    const gameIds = await candidates.evaluateAll((rows) =>
      rows
        .map((row) => {
          const [minutes = 0, seconds = 0] = (row.querySelector('time')?.textContent ?? '').split(':').map(Number);
          return { id: Number(row.getAttribute('data-event')), played: minutes * 60 + seconds };
        })
        .sort((a, b) => a.played - b.played)
        .slice(0, 2)
        .map((row) => row.id),
    );
    expect(gameIds).toHaveLength(2);
    for (const gameId of gameIds) {
      const star = page.locator(`main [data-event="${gameId}"] button[data-favourite]`).first();
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    }

    await page.getByRole('navigation', { name: 'Раздел' }).getByRole('link', { name: 'Избранное' }).click();
    await page.waitForURL(`${site.url}/ru/top-events/favorites`);
    await page.getByRole('heading', { level: 2, name: 'Избранные топ-события' }).waitFor();
    const rows = page.locator('main [data-event]');
    await rows.first().waitFor();
    // Only the starred games, which leave the tab when they end.
    const listed = await rows.evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-event'))));
    expect(listed.length).toBeGreaterThan(0);
    expect(gameIds).toEqual(expect.arrayContaining(listed));
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator('main [data-event] button[data-price]:not([disabled])').first().click();
    await expect.poll(() => page.locator('aside [data-slip]').getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);

    // Unstarred, the games leave the tab and the page says how to add one.
    for (const gameId of await rows.evaluateAll((found) => found.map((row) => Number(row.getAttribute('data-event'))))) {
      const star = page.locator(`main [data-event="${gameId}"] button[data-favourite]`);
      if ((await star.count()) > 0) await star.click();
    }
    await page.getByText('Среди топ-событий нет ваших избранных матчей', { exact: false }).waitFor();
  }, 600_000);
});
