import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// Issue 4 game page as a bettor: from the live football list open a game, see its market groups
// rendered by the server and live afterwards, switch to a sub-game tab (its own game), add a price
// to the slip, open a market's odds graph and see its line; the popup graph route; axe on each.

describe('game page: every market group, sub-games and the odds graph', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The shared sportsbook site: the simulator twenty times faster than real time.
    [{ site }, browser] = await Promise.all([sharedSite('sportsbook'), launchBrowser()]);
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    // Two cores shared by several test runs: the first SSR page of a fresh site may take a while.
    page.setDefaultNavigationTimeout(60_000);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a live football game from the list with its market groups and sub-game tabs', async () => {
    await page.goto(`${site.url}/ru/live/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    const link = page.locator('main [data-event] a[href*="/ru/live/football/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/ru\/live\/football\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/);

    // The server renders the game with its markets before any script runs.
    const html = (await (await page.request.get(`${site.url}${href}`)).text()) ?? '';
    expect(html).toMatch(/data-market-group="1"/);
    expect(html).toMatch(/data-price="\d+"/);

    // The live list re-orders as games change: press the link of the game read above.
    await page.locator(`main a[href="${href}"]`).first().click();
    await page.waitForURL(`**${href}`, { waitUntil: 'commit' });
    await page.locator('[data-game-page]').waitFor();
    await expect.poll(() => page.locator('main [data-market-group]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('[data-game-score]').count()).toBe(1);

    const tabs = page.getByRole('tablist', { name: 'Части игры' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').count()).toBeGreaterThan(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 150_000);

  it('switches to a sub-game tab, which loads its own game, and back, and adds a price to the slip', async () => {
    const tabs = page.getByRole('tablist', { name: 'Части игры' });
    // A sub-game tab loads its own game: its prices belong to another game id.
    const mainId = await page.locator('[data-game-page]').getAttribute('data-game-page');
    // A sub-game of a part already played (the first half in the second) has no open markets and
    // says so: the test looks for a tab whose game is still priced.
    const count = await tabs.getByRole('tab').count();
    let priced = false;
    for (let index = 1; index < count && !priced; index++) {
      const subTab = tabs.getByRole('tab').nth(index);
      await subTab.click();
      await expect.poll(() => subTab.getAttribute('aria-selected')).toBe('true');
      const panel = page.locator('main [role="tabpanel"]');
      const prices = panel.locator(`button[data-price]:not([data-game="${mainId}"])`);
      await expect.poll(async () => (await prices.count()) > 0 || (await panel.locator('[aria-busy="true"]').count()) === 0, { timeout: 30_000 }).toBe(true);
      priced = (await prices.count()) > 0;
    }
    expect(priced).toBe(true);
    await tabs.getByRole('tab', { name: 'Матч' }).click();
    await page.locator('main [data-market-group="1"]').waitFor();

    // A price goes to the slip.
    const slip = page.locator('aside [data-slip]');
    await page.locator('main [data-market-group] button[data-price]:not([disabled])').first().click();
    await expect.poll(() => slip.getByRole('listitem').count()).toBe(1);
  }, 150_000);

  it('opens the odds graph of a market and draws its line', async () => {
    const group = page.locator('main [data-market-group="1"]');
    await group.getByRole('button', { name: /График коэффициентов/ }).click();
    const panel = group.locator('[data-graph-panel]');
    await panel.waitFor();
    // A live game's prices move within seconds at this speed: the line has recorded points or
    // grows from the pushed prices while the panel is open.
    const line = panel.locator('svg[role="img"] path[data-points]');
    await line.first().waitFor({ timeout: 45_000 });
    expect(Number(await line.first().getAttribute('data-points'))).toBeGreaterThanOrEqual(2);
    expect(await panel.locator('[data-axis="odds"] text').count()).toBeGreaterThan(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The popup route draws the main outcomes of the same game.
    const gameId = await page.locator('[data-game-page]').getAttribute('data-game-page');
    const popup = await page.goto(`${site.url}/ru/statisticpopup/graph/${gameId}/1`, { waitUntil: 'domcontentloaded' });
    expect(popup?.status()).toBe(200);
    await page.locator('[data-graph-popup] h1').waitFor();
    await page.locator('[data-graph-popup] svg[role="img"], [data-graph-popup] [data-graph-empty]').first().waitFor({ timeout: 45_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 150_000);

  it("shows the teams' crests in the list and on the game page, and opens a broadcast's match tracker", async () => {
    // The live game with a broadcast (VI) that has played least: it will not end during the test.
    const list = (await (await page.request.get(`${site.url}/service-api/LiveFeed/Get1x2_VZip?sports=1&count=50&lng=ru`)).json()) as {
      Value: { I: number; VI?: string; SC?: { TS: number } }[];
    };
    const broadcast = list.Value.filter((e) => e.VI !== undefined).sort((a, b) => (a.SC?.TS ?? 0) - (b.SC?.TS ?? 0))[0];
    expect(broadcast).toBeDefined();
    await page.goto(`${site.url}/ru/live/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    // Every row bears both crests, and every championship heading its logo; they load.
    const rowCrests = page.locator('main [data-event] img');
    await expect.poll(() => rowCrests.count()).toBeGreaterThan(1);
    const loaded = (img: ReturnType<Page['locator']>) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
    await expect.poll(() => loaded(rowCrests.first()), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => loaded(page.locator('main ul[data-windowed] img[alt^="Логотип турнира"]').first()), { timeout: 20_000 }).toBe(true);

    const href = (await page.locator(`main [data-event="${broadcast?.I}"] a`).first().getAttribute('href')) ?? '';
    await page.locator(`main a[href="${href}"]`).first().click();
    await page.waitForURL(`**${href}`, { waitUntil: 'commit' });
    await page.locator('[data-game-page]').waitFor();
    const crests = page.locator('[data-game-header] h1 img');
    expect(await crests.count()).toBe(2);
    await expect.poll(() => loaded(crests.last()), { timeout: 20_000 }).toBe(true);
    expect(await crests.first().getAttribute('alt')).toMatch(/^Эмблема: .+/);

    await page.getByRole('button', { name: 'Трансляция' }).click();
    const tracker = page.getByRole('region', { name: 'Матч-трекер' });
    await tracker.waitFor();
    expect(await tracker.locator('[data-tracker-score]').textContent()).toMatch(/^\d+:\d+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 150_000);

  it('serves the same game page under the top-games and top-events paths', async () => {
    await page.goto(`${site.url}/ru/live/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    const href = (await page.locator('main [data-event] a[href*="/ru/live/football/"]').first().getAttribute('href')) ?? '';
    const [, champSlug = '', gameSlug = ''] = /^\/ru\/live\/football\/([^/]+)\/([^/]+)$/.exec(href) ?? [];
    for (const path of [`/ru/live/topgame/${champSlug}/${gameSlug}`, `/ru/top-events/live/football/${champSlug}/${gameSlug}`]) {
      const answer = await page.request.get(`${site.url}${path}`);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toMatch(/data-market-group="1"/);
    }
    // A game under a championship it is not in is not there.
    expect((await page.request.get(`${site.url}/ru/live/topgame/1-nowhere/${gameSlug}`)).status()).toBe(404);
  }, 120_000);

  it('opens a game from the top-games list under the section, with its market groups and the way back', async () => {
    await page.goto(`${site.url}/ru/live/topgame`, { waitUntil: 'domcontentloaded' });
    const link = page.locator('main [data-event] a[href^="/ru/live/topgame/"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/ru\/live\/topgame\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+$/);
    // No list on this page links outside the section.
    expect(await page.locator('main [data-event] a[href^="/ru/live/football/"]').count()).toBe(0);
    await page.locator(`main a[href="${href}"]`).first().click();
    await page.waitForURL(`**${href}`, { waitUntil: 'commit' });
    await page.locator('[data-game-page]').waitFor();
    await expect.poll(() => page.locator('main [data-market-group]').count()).toBeGreaterThanOrEqual(1);
    const back = page.getByRole('navigation', { name: 'Раздел и турнир' }).getByRole('link');
    expect(await back.getAttribute('href')).toBe('/ru/live/topgame');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await back.click();
    await page.waitForURL('**/ru/live/topgame', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Топ матчей в лайве' }).waitFor();
  }, 150_000);

  it('links the races of the marble page to their game pages under marble', async () => {
    const html = await (await page.request.get(`${site.url}/ru/line/marble`)).text();
    const href = /href="(\/ru\/(?:line|live)\/marble\/\d+-[a-z0-9-]+\/\d+-[a-z0-9-]+)"/.exec(html)?.[1] ?? '';
    expect(href).not.toBe('');
    // No game link of the page leads out of the section (the tree's sport and championship links do).
    expect(html).not.toMatch(/href="\/ru\/(?:line|live)\/marble-races\/[^/"]+\/[^/"]+"/);
    const game = await page.request.get(`${site.url}${href}`);
    expect(game.status()).toBe(200);
    const body = await game.text();
    expect(body).toMatch(/data-market-group="9001"/);
    // Its way back leads into the marble page.
    expect(body).toMatch(/data-game-back=""><a[^>]*href="\/ru\/(?:line|live)\/marble"/);
  }, 120_000);

  it('answers 404 for an unknown game', async () => {
    expect((await page.goto(`${site.url}/ru/live/football/1-nowhere/999999999-nobody`, { waitUntil: 'domcontentloaded' }))?.status()).toBe(404);
    expect((await page.goto(`${site.url}/ru/statisticpopup/graph/999999999`, { waitUntil: 'domcontentloaded' }))?.status()).toBe(404);
  });
});
