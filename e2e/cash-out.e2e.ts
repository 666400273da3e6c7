import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import { makeDataDir, runOps, type RunningSite, startSite } from './support/server';

// Issue 12 "cash out another bet", in the browser as a funded Stavka player: a single placed from
// the slip on a simulator line game shows what it sells for under the slip; its sale opens, sells a
// part chosen on the slider (the bet stays, its stake smaller), then the rest whole (the bet leaves
// the open bets), and the header balance grows by what each sale paid. Axe on the open sale.

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').trim();
/** "9 989,30 ₽" → 998930 (kopecks). */
const kopecks = (text: string) => Number(nbsp(text).replace(/[^\d,]/g, '').replace(',', ''));

describe('cash-out from the open bets', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    runOps(dataDir, ['site:set', 'stavka', 'captcha.type', '"disabled"']);
    // Real time: line prices hold still while the player sells.
    site = await startSite({ FEED_PROVIDER: 'simulator', SIMULATOR_SPEED: '1' }, dataDir);
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1000 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    const res = await page.request.post(`${site.url}/web-api/user/registration`, {
      data: { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: { userId: number } };
    runOps(dataDir, ['wallet:adjust', '--user', String(data.userId), '--amount', '10000', '--currency', 'RUB', '--reason', 'e2e stake money']);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const balance = () => page.getByRole('banner').getByTestId('header-balance');
  const slip = () => page.locator('aside [data-slip]');
  const openBet = (number: number): Locator => slip().getByTestId('open-bets').locator('li', { has: page.getByRole('article', { name: `Ставка № ${number}` }) });

  async function placeSingle(stake: string): Promise<number> {
    await slip().getByLabel('При изменении коэффициента').selectOption({ label: 'Принимать любые изменения' });
    await page.locator('main [data-event] button[data-price]:not([disabled])').first().click();
    await slip().getByLabel('Сумма ставки, RUB').fill(stake);
    const place = slip().getByRole('button', { name: 'Сделать ставку' });
    await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
    await place.click();
    const status = slip().locator('[data-placement]');
    await expect.poll(() => status.getAttribute('data-placement'), { timeout: 60_000 }).toBe('accepted');
    return Number(nbsp(await status.locator('[data-bet-number]').textContent()).replace(/\D/g, ''));
  }

  /**
   * Presses a sale button until the sale goes through (a line price may move in between); answers
   * what the alert says. The text is read in the same poll that sees it: a bet sold whole leaves the
   * list (and its status line with it) at once, and the toast goes after a few seconds.
   */
  async function sell(bet: Locator, name: RegExp, done: RegExp): Promise<string> {
    for (let attempt = 1; attempt <= 3; attempt++) {
      await bet.getByRole('button', { name }).click();
      const moved = bet.locator('[data-sale-status]').getByText(/изменилась/);
      let said = '';
      await expect
        .poll(async () => {
          said = (await page.getByText(done).allTextContents())[0] ?? '';
          return said !== '' || (await moved.count()) > 0;
        }, { timeout: 30_000 })
        .toBe(true);
      if (said !== '') return nbsp(said);
    }
    throw new Error('the offer kept moving');
  }

  it('sells part of a bet, then the rest, and the balance grows by each sale', async () => {
    await page.goto(`${site.url}/ru/line/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 60_000 }).toBe('10 000,00 ₽');
    const number = await placeSingle('100');
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 30_000 }).toBe('9 900,00 ₽');

    const bet = openBet(number);
    const offer = bet.getByRole('button', { name: /^Продать за / });
    await offer.waitFor({ timeout: 60_000 });
    await offer.click();
    const panel = bet.getByRole('group', { name: `Продажа ставки № ${number}` });
    await panel.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A part: the slider moved down with the keyboard from where it starts.
    const slider = panel.getByRole('slider', { name: 'Продать часть ставки' });
    await slider.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
    const before = kopecks(await balance().textContent() ?? '');
    const part = await sell(bet, /^Продать часть за /, new RegExp(`^Продана часть ставки № ${number} за`));
    const partPaid = kopecks(part.replace(/^.*за /, ''));
    expect(partPaid).toBeGreaterThan(0);
    await expect.poll(async () => kopecks(await balance().textContent() ?? ''), { timeout: 30_000 }).toBe(before + partPaid);
    // The bet runs on with the stake it kept.
    await expect.poll(async () => nbsp(await bet.getByRole('article').textContent()), { timeout: 30_000 }).not.toContain('100,00 ₽');

    // The rest, whole.
    const afterPart = before + partPaid;
    if (!(await bet.getByRole('button', { name: /^Продать всю за / }).isVisible())) await bet.getByRole('button', { name: /^Продать за / }).click();
    const whole = await sell(bet, /^Продать всю за /, new RegExp(`^Ставка № ${number} продана за`));
    const wholePaid = kopecks(whole.replace(/^.*за /, ''));
    await expect.poll(async () => kopecks(await balance().textContent() ?? ''), { timeout: 30_000 }).toBe(afterPart + wholePaid);
    await expect.poll(() => slip().getByTestId('open-bets').getByRole('article', { name: `Ставка № ${number}` }).count(), { timeout: 30_000 }).toBe(0);
  }, 600_000);
});
