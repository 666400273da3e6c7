import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWidths, launchBrowser, pressUntil, seriousA11yViolations } from './support/browser';
import { makeDataDir, runOps, type RunningSite, startSite } from './support/server';

// Issue 12 in the browser, as a funded Stavka player: a single and an express placed from the slip
// on the simulator's line games (the single with the keyboard only) show their bet numbers, the
// header balance drops by each stake, and the bets are under the slip and in office_history with
// their legs; one-click betting, switched on with a stake the server keeps, places a bet on a price
// press; a live bet shows its acceptance wait as progress, then its acceptance. Then the history:
// mailing it asks this player (no e-mail) to add one, and clearing it leaves the earlier bets out of
// the view while the bets and the money stay. Axe on each; the history screens also at 390 px.

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ').trim();

describe('betting from the slip', () => {
  let site: RunningSite;
  let browser: Browser;
  let page: Page;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeDataDir();
    runOps(dataDir, ['site:set', 'stavka', 'captcha.type', '"disabled"']);
    // Real time: line prices hold still, and a live game seldom scores during one acceptance wait.
    site = await startSite({ FEED_PROVIDER: 'simulator', SIMULATOR_SPEED: '1' }, dataDir);
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1440, height: 1000 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(120_000);

    // A player registered through the API (DESIGN §6) and funded by the operator.
    const res = await page.request.post(`${site.url}/web-api/user/registration`, {
      data: { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: { userId: number } };
    runOps(dataDir, [
      'wallet:adjust',
      '--user',
      String(data.userId),
      '--amount',
      '10000',
      '--currency',
      'RUB',
      '--reason',
      'e2e stake money',
    ]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const balance = () => page.getByRole('banner').getByTestId('header-balance');
  const slip = () => page.locator('aside [data-slip]');
  const status = () => slip().locator('[data-placement]');

  /** Presses an open price of a game not yet in the slip; answers the game's id. */
  async function pressPrice(skip: readonly number[] = []): Promise<number> {
    const rows = page.locator('main [data-event]:has(button[data-price]:not([disabled]))');
    const count = await rows.count();
    for (let index = 0; index < count; index++) {
      const id = Number(await rows.nth(index).getAttribute('data-event'));
      if (skip.includes(id)) continue;
      await rows.nth(index).locator('button[data-price]:not([disabled])').first().click();
      return id;
    }
    throw new Error('no open price to press');
  }

  async function placedNumber(): Promise<number> {
    await expect.poll(() => status().getAttribute('data-placement'), { timeout: 60_000 }).toBe('accepted');
    const number = nbsp(await status().locator('[data-bet-number]').textContent());
    return Number(number.replace(/\D/g, ''));
  }

  async function stakeAndPlace(stake: string, keyboardOnly = false): Promise<void> {
    const field = slip().getByLabel('Сумма ставки, RUB');
    const place = slip().getByRole('button', { name: 'Сделать ставку' });
    if (!keyboardOnly) {
      await field.fill(stake);
      await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
      await place.click();
      return;
    }
    await field.focus();
    await page.keyboard.type(stake);
    await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
    // Tab on to the place button, as a keyboard user would.
    for (let step = 0; step < 20 && !(await place.evaluate((button) => button === document.activeElement)); step++)
      await page.keyboard.press('Tab');
    expect(await place.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
  }

  function openBet(number: number): Locator {
    return slip()
      .getByTestId('open-bets')
      .getByRole('article', { name: `Ставка № ${number}` });
  }

  it('places a single and an express on line games: bet numbers, the balance drops, the bets under the slip and in the history', async () => {
    await page.goto(`${site.url}/ru/line/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 60_000 }).toBe('10 000,00 ₽');
    await slip().getByText('Открытых ставок нет.').waitFor();
    // Line prices may move a little while the test types: take any change.
    await slip().getByLabel('При изменении коэффициента').selectOption({ label: 'Принимать любые изменения' });

    const first = await pressPrice();
    await expect.poll(() => slip().getByRole('list', { name: 'Выбранные события' }).getByRole('listitem').count()).toBe(1);
    await stakeAndPlace('100', true);
    const single = await placedNumber();
    expect(single).toBeGreaterThan(0);
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 30_000 }).toBe('9 900,00 ₽');
    await openBet(single).waitFor();
    expect(nbsp(await openBet(single).textContent())).toContain('Ординар');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const second = await pressPrice([first]);
    await pressPrice([first, second]);
    await expect.poll(() => slip().getByRole('list', { name: 'Выбранные события' }).getByRole('listitem').count()).toBe(2);
    expect(await slip().getByRole('radio', { name: 'Экспресс', exact: true }).isChecked()).toBe(true);
    await stakeAndPlace('200');
    const express = await placedNumber();
    expect(express).not.toBe(single);
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 30_000 }).toBe('9 700,00 ₽');
    await openBet(express).waitFor();
    expect(nbsp(await openBet(express).textContent())).toContain('Экспресс (2)');
    expect(await openBet(express).getByRole('listitem').count()).toBe(2);

    await slip().getByRole('link', { name: 'Вся история ставок' }).click();
    await page.getByRole('heading', { level: 1, name: 'История ставок' }).waitFor();
    const history = page.getByTestId('bet-history');
    await history.getByRole('article', { name: `Ставка № ${express}` }).waitFor();
    await history.getByRole('article', { name: `Ставка № ${single}` }).waitFor();
    const expressCard = history.getByRole('article', { name: `Ставка № ${express}` });
    expect(await expressCard.getByRole('listitem').count()).toBe(2);
    expect(nbsp(await expressCard.textContent())).toContain('200,00 ₽');
    expect(nbsp(await expressCard.textContent())).toContain('Принята');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The filters ask the server: live bets only — none yet.
    await page.getByLabel('Лайв или линия').selectOption({ label: 'Лайв' });
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.getByText('Ставок с такими фильтрами нет.').waitFor();
  }, 600_000);

  it('places a one-click bet on a price press, with the stake saved on the server', async () => {
    await page.goto(`${site.url}/ru/line/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 60_000 }).toBe('9 700,00 ₽');
    const stake = slip().getByLabel('Сумма ставки в один клик, RUB');
    await stake.fill('25');
    const toggle = slip().getByRole('switch', { name: 'Делать ставку нажатием на коэффициент' });
    await toggle.check();
    // Saved on the server: after a reload the switch is still on.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    await expect
      .poll(() => slip().getByRole('switch', { name: 'Делать ставку нажатием на коэффициент' }).isChecked(), { timeout: 30_000 })
      .toBe(true);
    await pressPrice();
    const toast = page.getByText(/Ставка № \d+ принята: /);
    await toast.waitFor({ timeout: 60_000 });
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 30_000 }).toBe('9 675,00 ₽');
    // The slip itself is left as it was.
    expect(await slip().getByRole('list', { name: 'Выбранные события' }).count()).toBe(0);
    await slip().getByRole('switch', { name: 'Делать ставку нажатием на коэффициент' }).uncheck();
  }, 600_000);

  it('shows a live bet waiting for acceptance as progress, then accepted', async () => {
    await page.goto(`${site.url}/ru/live/football`, { waitUntil: 'domcontentloaded' });
    await page.locator('main ul[data-windowed]').first().waitFor();
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 60_000 }).toBe('9 675,00 ₽');
    // A goal in the wait refuses it (the market is suspended, or the price moved): then the next attempt.
    let waited = false;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await pressPrice();
      await stakeAndPlace('50');
      await expect.poll(() => status().getAttribute('data-placement'), { timeout: 30_000 }).toMatch(/waiting|refused/);
      if ((await status().getAttribute('data-placement')) === 'waiting') {
        waited = true;
        const progress = slip().getByRole('progressbar', { name: 'Подтверждение ставки' });
        await progress.waitFor();
        expect(await progress.getAttribute('max')).toBe('5000');
        expect(nbsp(await status().textContent())).toMatch(/Ставка № \d+ на лайв-событие ждёт подтверждения \(5 с\)/);
        await expect.poll(() => status().getAttribute('data-placement'), { timeout: 60_000 }).toMatch(/accepted|refused/);
      }
      if ((await status().getAttribute('data-placement')) === 'accepted') break;
      await slip().getByRole('button', { name: 'Очистить купон' }).click();
    }
    expect(waited).toBe(true);
    const number = await placedNumber();
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 30_000 }).toBe('9 625,00 ₽');
    // Under the slip it goes from waiting to accepted by the same notice.
    await expect.poll(async () => nbsp(await openBet(number).textContent()), { timeout: 30_000 }).toContain('Принята');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 600_000);

  it('asks a player without an e-mail to add one before mailing the history, and clears the history view while the bets and the open ones stay', async () => {
    await page.goto(`${site.url}/ru/office/history`, { waitUntil: 'domcontentloaded' });
    const history = page.getByTestId('bet-history');
    await history.getByRole('article').first().waitFor();
    const labels = await history
      .getByRole('article', { name: /^Ставка № \d+$/ })
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
    const numbers = labels.map((label) => Number(label.replace(/\D/g, '')));
    expect(numbers.length).toBeGreaterThanOrEqual(4);
    const actions = page.getByRole('navigation', { name: 'Действия с историей ставок' });

    // Registered in one click, the player has no e-mail: the page says so and where to add one.
    await actions.getByRole('link', { name: 'Отправить на e-mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'История ставок на e-mail' }).waitFor();
    await page.getByText('К счёту не привязан e-mail.', { exact: false }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Привязать e-mail' }).getAttribute('href')).toBe(
      '/ru/office/security/email/change',
    );
    expect(await page.getByRole('button', { name: 'Отправить', exact: true }).count()).toBe(0);
    await checkWidths(page, 'history-mail-no-email');

    // Clearing: what it does, a confirm, then a history without the earlier bets.
    await page.goto(`${site.url}/ru/office/history`, { waitUntil: 'domcontentloaded' });
    await history.getByRole('article').first().waitFor();
    await expect.poll(async () => nbsp(await balance().textContent()), { timeout: 30_000 }).toMatch(/₽$/);
    const money = nbsp(await balance().textContent());
    await actions.getByRole('link', { name: 'Очистить историю' }).click();
    await page.getByRole('heading', { level: 1, name: 'Очистить историю ставок' }).waitFor();
    await page.getByText('Сами ставки, их расчёт, выплаты и деньги на счёте не изменятся', { exact: false }).waitFor();
    await checkWidths(page, 'history-clear');
    await pressUntil(
      page,
      async () => {
        const confirm = page.getByRole('main').getByRole('button', { name: 'Очистить историю' });
        if (await confirm.isVisible()) await confirm.click();
      },
      () => page.getByText('История очищена').isVisible(),
    );
    await checkWidths(page, 'history-cleared');
    // The bets and the money are as they were; the settled bets leave the view, the open ones stay
    // in it until they are settled (the player may still sell them).
    const statuses = new Map<number, string>();
    for (const number of numbers) {
      const answer = await page.request.get(`${site.url}/web-api/bets/${number}`);
      expect(answer.status()).toBe(200);
      statuses.set(number, ((await answer.json()) as { data: { bet: { status: string } } }).data.bet.status);
    }
    expect(nbsp(await balance().textContent())).toBe(money);
    const open = numbers.filter((number) => ['waiting', 'accepted'].includes(statuses.get(number) ?? ''));
    await page.getByRole('link', { name: 'К истории ставок' }).click();
    if (open.length === 0) {
      await page.getByText('За этот период ставок нет.', { exact: false }).waitFor();
    } else {
      await expect
        .poll(
          async () =>
            (
              await history
                .getByRole('article', { name: /^Ставка № \d+$/ })
                .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))
            )
              .map((label) => Number(label.replace(/\D/g, '')))
              .sort(),
          { timeout: 30_000 },
        )
        .toEqual([...open].sort());
    }
  }, 600_000);
});
