import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWidths, launchBrowser, pressUntil } from './support/browser';
import { type ScriptedSite, startScriptedSite } from './support/scripted-site';

// Issue 12 "Tests that must exist", the bettor's journey in the browser as a Stavka player on a
// site whose games and results the test decides (the scripted feed): a deposit with the sandbox
// provider, approved on its page; an express on two line games from the slip; the games finish
// with the home sides winning, and without a reload the bet leaves the open bets and the header
// balance grows by the payout; the bet history shows the bet won with each leg's result and the
// settlement's explanation (axe clean at 1440 and 390 px). Then a slip of two selections shared
// by its link opens with the same selections in a guest's browser.

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').trim();
/** "1 341,00 ₽" → 134100 (kopecks). */
const kopecks = (text: string | null) => Number(nbsp(text).replace(/[^\d,]/g, '').replace(',', ''));

/** Two games for the express (home wins at 2.10 each), two for the shared slip. */
const EXPRESS_GAMES = [7_100_010, 7_100_020] as const;
const SHARED_GAMES = [7_100_030, 7_100_040] as const;

describe("the bettor's journey: a deposit, an express settled as its games end, a shared slip", () => {
  let site: ScriptedSite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startScriptedSite(), launchBrowser()]);
    for (const gameId of [...EXPRESS_GAMES, ...SHARED_GAMES]) site.script.offer(gameId, { prices: [2_100, 3_400, 3_500] });
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1000 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);
    // A player registered in one click through the API (DESIGN §6), with nothing on the account.
    const res = await page.request.post(`${site.url}/web-api/user/registration`, {
      data: { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const balance = (on: Page) => on.getByRole('banner').getByTestId('header-balance');
  const slip = (on: Page) => on.locator('aside [data-slip]');
  const selections = (on: Page) => slip(on).getByRole('list', { name: 'Выбранные события' }).getByRole('listitem');
  const pressHomeWin = (on: Page, gameId: number) => on.locator(`main [data-event="${gameId}"] button[data-price]:not([disabled])`).first().click();

  async function openLine(on: Page): Promise<void> {
    await on.goto(`${site.url}/ru/line/football`, { waitUntil: 'domcontentloaded' });
    await on.locator('main ul[data-windowed]').first().waitFor();
    // The balance comes once the page has hydrated: a press before then would do nothing.
    await expect.poll(async () => nbsp(await balance(on).textContent()), { timeout: 60_000 }).toMatch(/₽$/);
  }

  it('deposits through the sandbox provider and the balance shows the money', async () => {
    await page.goto(`${site.url}/ru/office/recharge`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(async () => nbsp(await balance(page).textContent()), { timeout: 60_000 }).toBe('0,00 ₽');
    await page.getByRole('radio', { name: /Банковская карта/ }).waitFor();
    // The summary follows the amount once the page has hydrated.
    const summed = page.getByTestId('payment-summary').getByText(/1\s000,00/).first();
    await pressUntil(page, () => page.getByLabel('Сумма, RUB').fill('1000'), () => summed.isVisible());
    await page.getByRole('button', { name: 'Пополнить', exact: true }).last().click();

    // The sandbox provider's own page: approve.
    await page.waitForURL(/\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/ru\/office\/recharge\/result\//);
    await page.getByText('Деньги зачислены').waitFor({ timeout: 30_000 });
    await expect.poll(async () => nbsp(await balance(page).textContent()), { timeout: 30_000 }).toBe('1 000,00 ₽');
  }, 300_000);

  it('places an express on two games; they finish, the bet leaves the open bets and the balance grows by the payout, without a reload', async () => {
    await openLine(page);
    await expect.poll(async () => nbsp(await balance(page).textContent()), { timeout: 60_000 }).toBe('1 000,00 ₽');
    await slip(page).getByText('Открытых ставок нет.').waitFor();
    for (const gameId of EXPRESS_GAMES) await pressHomeWin(page, gameId);
    await expect.poll(() => selections(page).count()).toBe(2);
    expect(await slip(page).getByRole('radio', { name: 'Экспресс', exact: true }).isChecked()).toBe(true);
    await slip(page).getByLabel('Сумма ставки, RUB').fill('100');
    const place = slip(page).getByRole('button', { name: 'Сделать ставку' });
    await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
    await place.click();
    const status = slip(page).locator('[data-placement]');
    await expect.poll(() => status.getAttribute('data-placement'), { timeout: 60_000 }).toBe('accepted');
    const number = Number(nbsp(await status.locator('[data-bet-number]').textContent()).replace(/\D/g, ''));
    await expect.poll(async () => nbsp(await balance(page).textContent()), { timeout: 30_000 }).toBe('900,00 ₽');
    const openBet = slip(page).getByTestId('open-bets').getByRole('article', { name: `Ставка № ${number}` });
    await openBet.waitFor();
    expect(nbsp(await openBet.textContent())).toContain('Экспресс (2)');
    // A marker on the window tells a reload apart.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // The home sides win: 100 ₽ at 2.10 × 2.10 pays 441 ₽.
    site.script.result(EXPRESS_GAMES[0], [2, 0]);
    site.script.result(EXPRESS_GAMES[1], [1, 0]);
    await expect.poll(() => openBet.count(), { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => nbsp(await balance(page).textContent()), { timeout: 30_000 }).toBe('1 341,00 ₽');
    expect(await page.evaluate(() => Reflect.get(window, 'stillTheSamePage'))).toBe(true);

    // The history: won, each leg with its result and why, the payout the balance grew by.
    await slip(page).getByRole('link', { name: 'Вся история ставок' }).click();
    await page.getByRole('heading', { level: 1, name: 'История ставок' }).waitFor();
    const card = page.getByTestId('bet-history').getByRole('article', { name: `Ставка № ${number}` });
    await card.waitFor();
    expect(nbsp(await card.locator('[data-status]').textContent())).toBe('Выигрыш');
    const payout = kopecks(await card.locator('[data-payout]').textContent());
    expect(payout).toBe(44_100);
    expect(kopecks(await balance(page).textContent())).toBe(90_000 + payout);
    const legs = card.getByRole('listitem');
    expect(await legs.count()).toBe(2);
    for (const [gameId, score] of [
      [EXPRESS_GAMES[0], '2:0'],
      [EXPRESS_GAMES[1], '1:0'],
    ] as const) {
      const leg = card.locator(`li[data-leg^="${gameId}:"]`);
      expect(nbsp(await leg.textContent())).toContain(`Хозяева ${gameId}`);
      expect(await leg.locator('[data-result]').getAttribute('data-result')).toBe('win');
      expect(nbsp(await leg.locator('[data-result]').textContent())).toBe('Выигрыш');
      expect(nbsp(await leg.textContent())).toContain(`Расчёт: Итоговый счёт ${score}: выигрыш`);
    }
    await checkWidths(page, 'bet-journey-history');
  }, 300_000);

  it('shares a slip of two selections by its link, and a guest opening it gets the same selections', async () => {
    await openLine(page);
    for (const gameId of SHARED_GAMES) await pressHomeWin(page, gameId);
    await expect.poll(() => selections(page).count()).toBe(2);
    const chosen = (await selections(page).allTextContents()).map(nbsp);
    await slip(page).getByRole('button', { name: 'Поделиться купоном' }).click();
    const shared = slip(page).getByTestId('shared-slip');
    await shared.waitFor({ timeout: 30_000 });
    const code = nbsp(await shared.locator('[data-slip-code]').textContent());
    expect(code).toMatch(/^[0-9A-Z]+$/);
    const link = await shared.getByLabel('Ссылка на купон').inputValue();
    expect(link).toContain(code);

    const guestContext = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1000 } });
    try {
      const guest = await guestContext.newPage();
      guest.setDefaultTimeout(60_000);
      await guest.goto(link, { waitUntil: 'domcontentloaded' });
      await expect.poll(() => selections(guest).count(), { timeout: 60_000 }).toBe(2);
      const loaded = (await selections(guest).allTextContents()).map(nbsp);
      for (const gameId of SHARED_GAMES) {
        expect(loaded.some((text) => text.includes(`Хозяева ${gameId}`))).toBe(true);
        expect(chosen.some((text) => text.includes(`Хозяева ${gameId}`))).toBe(true);
      }
    } finally {
      await guestContext.close();
    }
  }, 300_000);
});
