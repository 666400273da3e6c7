import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pressUntil, seriousA11yViolations } from './support/browser';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// The betting pages of H4 as a bettor: search a team and open its championship; read a finished
// game's score on the results page; put the express of the day in the bet slip with one press.
// axe on each page. The simulator plays fast so that games finish during the test.

interface ListEvent {
  O1: string;
  O2: string;
  L: string;
  LI: number;
}

/**
 * A fixed-offset zone where it is about noon now: the results page counts days in the player's
 * zone, and the simulated clock runs ahead of the real one, so a finished game stays on "today".
 */
function noonZone(): string {
  const hours = 12 - new Date().getUTCHours();
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  return (await response.json()) as T;
}

describe('betting pages: search, results, express of the day', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The shared sportsbook site: the simulator twenty times faster than real time.
    [{ site }, browser] = await Promise.all([sharedSite('sportsbook'), launchBrowser()]);
    context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: 'tz', value: noonZone(), url: site.url }]);
    page = await context.newPage();
    // A page whose loader could not read the feed in time fills in by itself a few seconds later.
    page.setDefaultTimeout(60_000);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a team by name and opens its championship from the matches', { timeout: 180_000 }, async () => {
    const { Value: games } = await json<{ Value: ListEvent[] }>(`${site.url}/service-api/LineFeed/Get1x2_VZip?sports=1&count=10&lng=ru`);
    const game = games.find((g) => g.O2 !== '');
    expect(game).toBeDefined();
    if (!game) return;

    await page.goto(`${site.url}/ru/search`);
    const box = page.getByRole('searchbox', { name: 'Команда или турнир' });
    await box.waitFor();
    await pressUntil(
      page,
      () => box.fill(game.O1),
      async () => new URL(page.url()).searchParams.get('q') === game.O1,
    );
    const line = page.getByRole('region', { name: 'Линия' });
    await line.getByRole('link', { name: `${game.O1} — ${game.O2}` }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A text over the limit is refused on the page and never sent.
    await box.fill('я'.repeat(101));
    await page.getByRole('alert').getByText('не больше 100 символов').waitFor();
    await page.waitForTimeout(800);
    expect(new URL(page.url()).searchParams.get('q')).toBe(game.O1);

    await box.fill(game.O1);
    await line.getByRole('link', { name: `Футбол. ${game.L}` }).first().click();
    await page.getByRole('heading', { level: 1, name: game.L }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/ru/line/football/${game.LI}-`));
  });

  it('shows the final score of a finished game on the results page', async () => {
    let finished: { opp1: string; score: string; sportId: number } | undefined;
    await expect
      .poll(
        async () => {
          const answer = await json<{ items?: { opp1: string; score: string; sportId: number; status: number }[] }>(`${site.url}/service-api/result/web/api/v3/games?lng=ru`);
          finished = answer.items?.find((item) => item.status === 2 && item.score !== '');
          return finished !== undefined;
        },
        { timeout: 150_000, interval: 3_000 },
      )
      .toBe(true);
    if (!finished) return;
    const response = await page.goto(`${site.url}/ru/results`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Результаты' }).waitFor();
    const row = page.locator('[data-result]', { hasText: finished.opp1 }).first();
    await row.waitFor();
    const final = finished.score.split(' ')[0] ?? '';
    expect(await row.locator('[data-score]').textContent()).toBe(final);
    // The server rendered it: the scores are in the first HTML.
    expect((await response?.text()) ?? '').toContain('data-result=');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 200_000);

  it('adds the express of the day to the bet slip with one press', async () => {
    await expect
      .poll(async () => (await json<unknown[]>(`${site.url}/service-api/main-line-feed/v1/expressDay?lng=ru`)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.goto(`${site.url}/ru/express-day`);
    await page.getByRole('heading', { level: 1, name: 'Экспресс дня' }).waitFor();
    const card = page.locator('[data-express]').first();
    await card.waitFor();
    const legs = await card.locator('ul > li').count();
    expect(legs).toBeGreaterThanOrEqual(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const slip = page.locator('aside [data-slip]');
    await pressUntil(
      page,
      async () => {
        const add = card.getByRole('button', { name: 'Добавить в купон' });
        if (await add.isEnabled().catch(() => false)) await add.click();
      },
      async () => (await slip.getByRole('listitem').count()) === legs,
    );
    await card.getByRole('button', { name: 'Уже в купоне' }).waitFor();
    await slip.getByText('Экспресс').first().waitFor();
  }, 180_000);
});
