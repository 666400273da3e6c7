import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idSlug } from '@stavka/domain/slug';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// H6, as a bettor: open a team's page from a game, open the cricket home with its live scores in
// runs/wickets/overs, and a cricket broadcast, which shows the match tracker (no video source is
// configured); axe on each page. The trading simulator plays fast.

interface FeedEvent {
  I: number;
  SI: number;
  LI: number;
  LE: string;
  O1: string;
  O2: string;
  O1E: string;
  O2E: string;
  O1I: number;
  O2I: number;
}

const slug = idSlug;

describe('team pages and the cricket section', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const feed = async (path: string): Promise<FeedEvent[]> => ((await (await fetch(`${site.url}${path}`)).json()) as { Value: FeedEvent[] }).Value;

  beforeAll(async () => {
    // The shared sportsbook site: the simulator twenty times faster than real time.
    [{ site }, browser] = await Promise.all([sharedSite('sportsbook'), launchBrowser()]);
    context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens a team's page from a game of the team", async () => {
    const game = (await feed('/service-api/LineFeed/Get1x2_VZip?sports=1&count=5&lng=ru')).find((e) => e.O2I > 0);
    if (!game) throw new Error('the simulator has no line football game');
    const response = await page.goto(`${site.url}/ru/line/team/${slug(game.O1I, game.O1E)}/${slug(game.I, `${game.O1E} ${game.O2E}`)}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: new RegExp(game.O1) }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: game.O2, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: game.O2, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/ru/line/team/${slug(game.O2I, game.O2E)}`);
    await page.getByRole('heading', { name: 'Ближайшие матчи' }).waitFor();
    await page.getByRole('heading', { name: 'Последние результаты' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The game's head to head and form, from the team's own game page.
    await page.goto(`${site.url}/ru/line/team/${slug(game.O1I, game.O1E)}/${slug(game.I, `${game.O1E} ${game.O2E}`)}`);
    await page.waitForLoadState('networkidle');
    // The team's game page is the full game page: every market group, in the team pages' frame.
    await expect.poll(() => page.locator('main [data-game-page] [data-market-group]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('link', { name: `К команде ${game.O1}` }).getAttribute('href')).toBe(`/ru/line/team/${slug(game.O1I, game.O1E)}`);
    await page.getByRole('link', { name: 'Личные встречи и форма' }).click();
    await page.waitForURL(/\/info$/);
    await page.getByRole('heading', { level: 2, name: 'Личные встречи', exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens the cricket home with live scores in runs, wickets and overs', async () => {
    await expect.poll(async () => (await feed('/service-api/LiveFeed/Get1x2_VZip?sports=66')).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const response = await page.goto(`${site.url}/ru/cricket`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ru/cricket/home');
    await page.getByRole('heading', { level: 1, name: 'Крикет' }).waitFor();
    const live = page.getByRole('list', { name: 'Сейчас в игре' });
    await live.waitFor();
    // Each live card shows an innings as runs/wickets (overs), or that the side is yet to bat.
    await expect.poll(async () => live.locator('[data-runs]').first().textContent(), { timeout: 60_000 }).toMatch(/^\d+\/\d+ \(\d+\.\d ов\.\)$|^ещё не бил$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens a cricket broadcast, which shows the match tracker', async () => {
    await page.getByRole('link', { name: /^Трекер матча/ }).first().click();
    await page.waitForURL(/\/ru\/cricket\/broadcasts\/\d+$/);
    const tracker = page.getByRole('region', { name: 'Трекер матча' });
    await tracker.waitFor();
    await tracker.getByText('Видео для этого матча нет — следите за игрой по трекеру.').waitFor();
    expect(await tracker.locator('[data-innings]').count()).toBe(2);
    expect(await tracker.locator('[data-innings] ol').first().locator('li').count()).toBe(20);
    await tracker.getByRole('heading', { name: 'Последние события' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens a cricket game page with its market groups, score card and the way back to the championship', async () => {
    const game = (await feed('/service-api/LiveFeed/Get1x2_VZip?sports=66&count=5&lng=ru'))[0];
    if (!game) throw new Error('the simulator has no live cricket game');
    const champ = `/ru/cricket/champs/${slug(game.LI, game.LE)}`;
    const response = await page.goto(`${site.url}${champ}/${slug(game.I, `${game.O1E} ${game.O2E}`)}`);
    expect(response?.status()).toBe(200);
    await page.locator('[data-game-page]').waitFor();
    await expect.poll(() => page.locator('main [data-game-page] [data-market-group]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Разделы крикета' }).waitFor();
    await expect.poll(async () => page.locator('[data-game-page] [data-runs]').first().textContent(), { timeout: 30_000 }).toMatch(/^\d+\/\d+ \(\d+\.\d ов\.\)$|^ещё не бил$/);
    expect(await page.getByRole('navigation', { name: 'Раздел и турнир' }).getByRole('link').getAttribute('href')).toBe(champ);
    // A price goes to the slip.
    await page.locator('main [data-market-group] button[data-price]:not([disabled])').first().click();
    await expect.poll(() => page.locator('aside [data-slip]').getByRole('listitem').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
