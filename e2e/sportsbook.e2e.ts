import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOdds, type OddsFormat } from '@stavka/domain/odds/formats';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// Issue 4 as a bettor: open live football and watch prices and scores change without a reload,
// add two selections to the bet slip and read the express total, switch the odds format and read
// every price converted (decimal 2.50 → fractional 6/4 → American +150), keep it after a reload;
// the slip as a bottom sheet on a phone; axe on each page. The trading simulator plays fast.

interface RowState {
  prices: string;
  score: string;
}

/** Each visible row's prices (thousandths) and score, read at one moment. */
function readRows(page: Page): Promise<Record<string, RowState>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-event]')].map((row) => [
        row.getAttribute('data-event') ?? '',
        {
          prices: [...row.querySelectorAll('button[data-price]')].map((b) => b.getAttribute('data-price')).join(','),
          score: [...row.querySelectorAll('[data-score]')].map((s) => s.textContent).join(':'),
        },
      ]),
    ),
  );
}

/** Every visible unlocked price as [thousandths, shown text], read at one moment. */
function readPrices(page: Page, scope = 'main'): Promise<[number, string][]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} button[data-price] [data-odds]`)].map((el): [number, string] => [
        Number(el.closest('button')?.getAttribute('data-price')),
        el.textContent ?? '',
      ]),
    scope,
  );
}

/** The list is live in the browser (hydrated and windowed), so a press reaches the page's code. */
async function waitForLiveList(page: Page): Promise<void> {
  await page.locator('main ul[data-windowed]').first().waitFor();
}

function changed(before: Record<string, RowState>, now: Record<string, RowState>, key: keyof RowState): boolean {
  return Object.entries(now).some(([id, row]) => before[id] !== undefined && before[id][key] !== row[key]);
}

const shown = (thousandths: number, format: OddsFormat) => formatOdds(thousandths, format, 'ru-RU');

describe('sportsbook: line and live, prices, the bet slip and odds formats', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The shared sportsbook site: the simulator twenty times faster than real time.
    [{ site }, browser] = await Promise.all([sharedSite('sportsbook'), launchBrowser()]);
    context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The live list on a phone of this size, once its rows are there. */
  async function liveOnPhone(viewport: { width: number; height: number }): Promise<{ phone: BrowserContext; mobile: Page }> {
    const phone = await browser.newContext({ locale: 'ru-RU', viewport, isMobile: true, hasTouch: true });
    const mobile = await phone.newPage();
    mobile.setDefaultNavigationTimeout(60_000);
    await mobile.goto(`${site.url}/ru/live`, { waitUntil: 'domcontentloaded' });
    await waitForLiveList(mobile);
    return { phone, mobile };
  }

  it('opens live football with prices, and prices and a score change in place without a reload', async () => {
    const response = await page.goto(`${site.url}/ru/live/football`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /Футбол/ }).waitFor();
    // The server rendered the games with their prices (SSR), before any script ran.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/data-event="\d+"/);
    expect(html).toMatch(/data-price="\d+"/);
    expect(await page.locator('main [data-event]').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
    const first = await readRows(page);
    await expect.poll(async () => changed(first, await readRows(page), 'prices'), { timeout: 30_000, interval: 500 }).toBe(true);
    await page.locator('main [data-move]').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => changed(first, await readRows(page), 'score'), { timeout: 80_000, interval: 1_000 }).toBe(true);
    expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);
  });

  it('adds two selections to the slip and shows the total odds of the express', async () => {
    await page.goto(`${site.url}/ru/live/football`);
    await waitForLiveList(page);
    const rows = page.locator('main [data-event]');
    const slip = page.locator('aside [data-slip]');
    for (const index of [0, 1]) {
      await rows.nth(index).locator('button[data-price]:not([disabled])').first().click();
      await expect.poll(() => slip.getByRole('listitem').count()).toBe(index + 1);
    }
    await expect.poll(() => page.locator('main button[data-price][aria-pressed="true"]').count()).toBe(2);
    await slip.getByText('Экспресс', { exact: true }).waitFor();
    // The total is the product of the two live prices, shown in the player's format.
    const read = () =>
      slip.evaluate((panel) => ({
        prices: [...panel.querySelectorAll('li [data-price]')].map((el) => Number(el.getAttribute('data-price'))),
        total: Number(panel.querySelector('[data-total]')?.getAttribute('data-total')),
        text: panel.querySelector('[data-total]')?.textContent ?? '',
      }));
    const { prices, total, text } = await read();
    expect(prices).toHaveLength(2);
    const [a = 0, b = 0] = prices;
    // Rounded down to a thousandth, as the server takes the bet.
    expect(total).toBe(Math.floor((a * b) / 1000));
    expect(text).toBe(shown(total, 'decimal'));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The slip survives a reload (AppStorage).
    await page.reload();
    await expect.poll(() => slip.getByRole('listitem').count()).toBe(2);

    // A guest's way to bet: sign-in opens over the page from the slip, at the same address, and
    // closing it leaves the slip as it was.
    const address = page.url();
    await slip.getByRole('link', { name: 'Войти', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Вход' });
    await dialog.waitFor();
    expect(page.url()).toBe(address);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await slip.getByRole('listitem').count()).toBe(2);
  });

  it('switches the odds format and shows every price converted, also after a reload', async () => {
    await page.goto(`${site.url}/ru/line/football`);
    await waitForLiveList(page);
    const switcher = page.getByRole('banner').getByRole('button', { name: /Формат коэффициентов/ });
    // The switcher's sample price reads 2.50 → 6/4 → +150.
    expect((await switcher.textContent())?.trim()).toBe('2,50');
    for (const [name, format, sample] of [
      ['Дробный', 'fractional', '6/4'],
      ['Американский', 'american', '+150'],
    ] as const) {
      await switcher.click();
      await page.getByRole('dialog', { name: 'Формат коэффициентов' }).getByRole('option', { name: new RegExp(name) }).click();
      await expect.poll(async () => (await switcher.textContent())?.trim()).toBe(sample);
      // A row's prices may be re-rendering from a push delta at this instant: read once some show.
      await expect.poll(async () => (await readPrices(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const prices = await readPrices(page);
      for (const [thousandths, text] of prices) expect(text).toBe(shown(thousandths, format));
      const inSlip = await readPrices(page, 'aside [data-slip]');
      for (const [thousandths, text] of inSlip) expect(text).toBe(shown(thousandths, format));
    }
    // The server renders the next page in the chosen format (cookie coef_view).
    const response = await page.reload();
    expect(response?.headers()['content-type']).toContain('text/html');
    const html = (await response?.text()) ?? '';
    const rendered = [...html.matchAll(/<button[^>]*data-price="(\d+)"[^>]*>((?:(?!<\/button>)[\s\S])*)<\/button>/g)].flatMap((button) => {
      const text = /data-odds=""[^>]*>([^<]+)</.exec(button[2] ?? '')?.[1];
      return text === undefined ? [] : [[Number(button[1]), text] as const];
    });
    expect(rendered.length).toBeGreaterThan(0);
    for (const [thousandths, text] of rendered) expect(text).toBe(shown(thousandths, 'american'));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('opens a championship and the sports home, and answers 404 for unknown ones', async () => {
    await page.goto(`${site.url}/ru/line/football`);
    await waitForLiveList(page);
    const champ = page.locator('main :is(h2, h3) a').first();
    const champName = (await champ.textContent()) ?? '';
    await champ.click();
    await page.getByRole('heading', { level: 1, name: champName }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/ru\/line\/football\/\d+-[a-z0-9-]+$/);
    expect(await page.locator('main [data-event]').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${site.url}/ru/`);
    await page.getByRole('heading', { level: 2, name: 'Популярное в лайве' }).waitFor();
    await page.getByRole('link', { name: 'Правила' }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    expect((await page.goto(`${site.url}/ru/live/no-such-sport`))?.status()).toBe(404);
    expect((await page.goto(`${site.url}/ru/line/football/999999999-nowhere`))?.status()).toBe(404);
    expect((await page.goto(`${site.url}/ru/sideways`))?.status()).toBe(404);
  });

  it('pins two live games and shows them live on multi-live', async () => {
    await page.goto(`${site.url}/ru/live/football`);
    await waitForLiveList(page);
    const rows = page.locator('main [data-event]');
    const pinned: string[] = [];
    for (const index of [0, 1]) {
      const row = rows.nth(index);
      pinned.push((await row.getAttribute('data-event')) ?? '');
      await row.locator('button[data-pin]').click();
      await expect.poll(() => row.locator('button[data-pin]').getAttribute('aria-pressed')).toBe('true');
    }
    await page.locator('main [data-multi-live-link]').click();
    await page.getByRole('heading', { level: 1, name: 'Мультилайв' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ru/live/multi');
    const cards = page.getByRole('list', { name: 'Закреплённые матчи' });
    await expect.poll(() => cards.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    expect(await cards.locator('li[data-pinned-game]').evaluateAll((items) => items.map((li) => li.getAttribute('data-pinned-game')))).toEqual(pinned);
    expect(await cards.locator('[data-score]').count()).toBe(4);
    expect(await cards.locator('button[data-price]').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The pins survive a reload (AppStorage); unpinning one leaves the other.
    await page.reload();
    await expect.poll(() => cards.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    await cards.getByRole('article').first().getByRole('button', { name: 'Открепить' }).click();
    await expect.poll(() => cards.getByRole('article').count()).toBe(1);
  });

  it('opens several sports ticked in the tree as one page, a list per sport', async () => {
    await page.goto(`${site.url}/ru/live`);
    await waitForLiveList(page);
    const tree = page.getByRole('navigation', { name: 'Виды спорта' }).first();
    const boxes = tree.getByRole('checkbox');
    const names = [(await boxes.nth(0).getAttribute('aria-label')) ?? '', (await boxes.nth(1).getAttribute('aria-label')) ?? ''].map((label) => label.replace('Выбрать: ', ''));
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await tree.getByRole('link', { name: 'Показать выбранные (2)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Лайв: выбранные виды спорта' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/ru\/live\/filter\/\d+,\d+$/);
    for (const name of names) await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.locator('main [data-event]').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('on a phone, counts the selections in the bottom bar and opens the slip as a sheet', async () => {
    const { phone, mobile } = await liveOnPhone({ width: 375, height: 740 });
    const rows = mobile.locator('main [data-event]');
    await rows.first().locator('button[data-price]:not([disabled])').first().click();
    const bar = mobile.getByRole('navigation', { name: 'Нижняя навигация' });
    const slipButton = bar.getByRole('button', { name: 'Купон, событий: 1' });
    await slipButton.waitFor();
    await slipButton.click();
    const sheet = mobile.getByRole('dialog', { name: 'Купон' });
    await expect.poll(() => sheet.getByRole('listitem').count()).toBe(1);
    expect(await seriousA11yViolations(mobile)).toEqual([]);
    await sheet.getByRole('button', { name: /Убрать из купона/ }).click();
    await sheet.getByText('Купон пуст', { exact: false }).waitFor();
    await phone.close();
  });

  it('on a 390 px phone, every price button of the live rows lies whole inside its row', async () => {
    const { phone, mobile } = await liveOnPhone({ width: 390, height: 844 });
    const clipped = await mobile.locator('main [data-event]').evaluateAll((rows) =>
      rows.flatMap((row) => {
        // The row, or the list's item around it where that is smaller (a windowed list sizes its items).
        const own = row.getBoundingClientRect();
        const item = (row.closest('li') ?? row).getBoundingClientRect();
        const box = { top: Math.max(own.top, item.top), bottom: Math.min(own.bottom, item.bottom), left: Math.max(own.left, item.left), right: Math.min(own.right, item.right) };
        return [...row.querySelectorAll('button[data-price]')].flatMap((button) => {
          const price = button.getBoundingClientRect();
          const inside = price.top >= box.top - 0.5 && price.bottom <= box.bottom + 0.5 && price.left >= box.left - 0.5 && price.right <= box.right + 0.5;
          return inside ? [] : [`game ${row.getAttribute('data-event')}: price ${Math.round(price.top)}–${Math.round(price.bottom)} in row ${Math.round(box.top)}–${Math.round(box.bottom)}`];
        });
      }),
    );
    expect(await mobile.locator('main [data-event] button[data-price]').count()).toBeGreaterThan(0);
    expect(clipped).toEqual([]);
    await phone.close();
  });
});
