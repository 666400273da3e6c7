import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import { freePort, makeDataDir, runOps, type RunningSite, startSite } from './support/server';

// Issue 11 as a new Goalbet player: register in one click, deposit with the sandbox provider
// (approving on its page), see the header balance change in another tab without a reload, open a
// euro account and switch to it, request a withdrawal once the brand no longer asks for a verified
// identity, have the operator approve it on the command line, and find it paid in the payment
// history and the payment check; ask the payment consultant about the deposit, have support ask
// for more on the command line and answer it; axe on every wallet and consultant page.

describe('wallet: deposits, accounts and withdrawals', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  let port: number;
  const goalbet = (path: string) => `http://goalbet.localhost:${port}${path}`;
  const balance = (on: Page) => on.getByRole('banner').getByTestId('header-balance');
  const noViolations = async (on: Page) => expect(await seriousA11yViolations(on)).toEqual([]);

  beforeAll(async () => {
    dataDir = makeDataDir();
    port = await freePort();
    // The provider sends the player back to the brand's configured origin: here, this run's port.
    runOps(dataDir, ['site:set', 'goalbet', 'global.canonicalOrigin', `http://goalbet.localhost:${port}`]);
    // The player's country (the brand's default, the United Kingdom) has the payment consultant.
    runOps(dataDir, ['site:set', 'goalbet', 'payments.consultantCountries', '[826]']);
    [site, browser] = await Promise.all([startSite({ PORT: String(port) }, dataDir), launchBrowser()]);
    context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.stop();
  });

  it('registers in one click, deposits through the sandbox provider, and the balance changes in another tab without a reload', async () => {
    await page.goto(goalbet('/en/'));
    await page.getByRole('banner').getByRole('link', { name: 'Registration' }).click();
    const widget = page.getByRole('region', { name: 'Registration' });
    await widget.getByLabel('I am 21 or older').check();
    await widget.getByLabel('I accept the rules and terms of the service').check();
    await widget.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('region', { name: 'Your sign-in details' }).getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => balance(page).textContent(), { timeout: 15_000 }).toBe('$0.00');

    // A second tab that only watches the header; a marker on its window tells a reload apart.
    const watcher = await context.newPage();
    await watcher.goto(goalbet('/en/information/rules'));
    await expect.poll(() => balance(watcher).textContent(), { timeout: 15_000 }).toBe('$0.00');
    await watcher.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit' }).waitFor();
    await page.getByRole('radio', { name: /Card/ }).waitFor();
    await noViolations(page);
    await page.getByRole('button', { name: '$50', exact: true }).click();
    expect(await page.getByLabel('Amount, USD').inputValue()).toBe('50');
    await page.getByTestId('payment-summary').getByText('$50.00').first().waitFor();
    await page.getByRole('button', { name: 'Deposit', exact: true }).last().click();

    // The sandbox provider's own page: approve.
    await page.waitForURL(/\/sandbox-pay\/checkout\//);
    await page.getByText('50.00 USD').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/en\/office\/recharge\/result\//);
    await page.getByText('Money credited').waitFor({ timeout: 30_000 });
    await expect.poll(() => balance(page).textContent(), { timeout: 15_000 }).toBe('$50.00');
    await noViolations(page);

    await expect.poll(() => balance(watcher).textContent(), { timeout: 15_000 }).toBe('$50.00');
    expect(await watcher.evaluate(() => Reflect.get(window, 'stillTheSamePage'))).toBe(true);
    await watcher.close();
  });

  it('opens a euro account, switches to it and back', async () => {
    await balance(page).click();
    await page.getByRole('heading', { level: 1, name: 'My accounts' }).waitFor();
    const currency = page.getByLabel('Currency', { exact: true });
    await currency.waitFor();
    await noViolations(page);
    await currency.selectOption({ label: 'Euro (EUR)' });
    await page.getByRole('button', { name: 'Open account' }).click();
    const euro = page.getByTestId('wallet-accounts').getByRole('listitem').filter({ hasText: 'Euro' });
    await euro.getByRole('button', { name: 'Make active' }).click();
    await euro.getByText('Active').waitFor();
    await expect.poll(() => balance(page).textContent()).toBe('€0.00');

    const dollar = page.getByTestId('wallet-accounts').getByRole('listitem').filter({ hasText: 'US Dollar' });
    await dollar.getByRole('button', { name: 'Make active' }).click();
    await expect.poll(() => balance(page).textContent()).toBe('$50.00');
    // The empty euro account can go again.
    await euro.getByRole('button', { name: 'Delete' }).waitFor();
  });

  it('requests a withdrawal, which the operator approves, and finds it paid in the history and the payment check', async () => {
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Withdraw' }).click();
    // Goalbet pays out only to verified players.
    await page.getByText('Verify your identity to withdraw money.').waitFor();
    await noViolations(page);
    runOps(dataDir, ['site:set', 'goalbet', 'payments.withdrawalRequiresVerifiedIdentity', 'false']);
    // The server reads brands again every few seconds.
    const cardNumber = page.getByLabel('Card number');
    await expect
      .poll(
        async () => {
          await page.reload();
          await cardNumber.or(page.getByText('Verify your identity to withdraw money.')).waitFor();
          return cardNumber.isVisible();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);

    await page.getByLabel('Amount, USD').fill('20');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const received = page.getByText(/^Request no\. \d+ received$/);
    await received.waitFor();
    const number = /\d+/.exec((await received.textContent()) ?? '')?.[0] ?? '';
    await page.getByTestId('pending-withdrawals').getByText('Under review').waitFor();
    await expect.poll(() => balance(page).textContent()).toBe('$30.00');
    await noViolations(page);

    runOps(dataDir, ['withdrawal:approve', number, '--operator', 'e2e']);
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Payment history' }).click();
    const history = page.getByTestId('payment-history');
    const withdrawal = history.getByRole('listitem').filter({ hasText: `No. ${number}` });
    // The payout reaches the sandbox provider and its notice comes back: the row follows by push.
    await withdrawal.getByText('Paid').waitFor({ timeout: 30_000 });
    await withdrawal.getByRole('button').click();
    await withdrawal.getByText('•••• 1111').waitFor();
    await noViolations(page);

    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Check a payment' }).click();
    await page.getByLabel('Payment number').fill(number);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('paycheck-result').getByText('Paid').first().waitFor();
    await noViolations(page);

    // The office home is the menu as a list, the way in on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(goalbet('/en/office'));
    await page.getByRole('link', { name: /Payment history/ }).waitFor();
    await noViolations(page);
  });

  it('asks the payment consultant about the deposit, answers what support asks, and reads the conversation', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(goalbet('/en/office/recharge'));
    await page.getByRole('link', { name: 'Payment not arrived? Ask the payment consultant' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment consultant' }).waitFor();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Payment consultant' }).waitFor();
    await noViolations(page);

    await page.getByRole('link', { name: 'A deposit has not arrived' }).click();
    await page.getByLabel('Message', { exact: true }).fill('My deposit took a long time to arrive. Was there a delay?');
    await page.getByRole('link', { name: 'Choose a payment' }).click();
    const deposit = page.getByTestId('consultant-payments').getByRole('link', { name: /Deposit \$50\.00/ });
    await noViolations(page);
    await deposit.click();
    await page.getByTestId('consultant-chosen-payment').getByText('$50.00').waitFor();
    // The message typed before choosing the payment is still there.
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'My deposit took a long time to arrive. Was there a delay?',
    );
    await noViolations(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await page.getByText('Your request is sent. Support will answer here.').waitFor();
    const request = page.getByTestId('consultant-requests').getByRole('listitem').first();
    const summary = request.getByRole('button', { name: /Request No\. \d+/ });
    await summary.getByText('Open', { exact: true }).waitFor();
    const number = /Request No\. (\d+)/.exec((await summary.textContent()) ?? '')?.[1] ?? '';
    await noViolations(page);

    runOps(dataDir, [
      'consultant:reply',
      number,
      '--message',
      'Please send the last four digits of your card',
      '--then',
      'needs_info',
      '--operator',
      'e2e',
    ]);
    await page.reload();
    await summary.getByText('Waiting for you').waitFor();
    await request.getByText('Please send the last four digits of your card').waitFor();
    await noViolations(page);
    await request.getByRole('link', { name: 'Add the details' }).click();

    await page.getByRole('heading', { level: 1, name: 'Add to your request' }).waitFor();
    await page.getByLabel('Message', { exact: true }).fill('4242');
    await noViolations(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Sent. Support will answer here.').waitFor();
    await summary.getByText('Open', { exact: true }).waitFor();
    const conversation = request.getByRole('list', { name: 'Conversation' });
    expect(await conversation.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('My deposit took a long time to arrive'),
      expect.stringContaining('Please send the last four digits of your card'),
      expect.stringContaining('4242'),
    ]);
    expect(await conversation.getByRole('listitem').nth(1).textContent()).toMatch(/^Support/);
  });
});
