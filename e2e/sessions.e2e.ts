import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWidths, launchBrowser, seriousA11yViolations } from './support/browser';
import { cookiesOf, httpRequest } from './support/http';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// Issue 13 "Sessions" as one player on two devices: both signed in (through the API, as fixtures
// do), the first closes the second's session from office_session_history and the second page turns
// to a guest's without a reload; then the player changes the password on office_change_password and
// signs in with the new one through the sign-in form. Axe and both widths on both pages and brands.

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('sessions and password', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const host = (brand: 'goalbet' | 'stavka') => (brand === 'goalbet' ? `goalbet.localhost:${site.port}` : `localhost:${site.port}`);
  const url = (brand: 'goalbet' | 'stavka', pathname: string) => `http://${host(brand)}${pathname}`;
  const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Account no\.|Аккаунт №)/ });

  beforeAll(async () => {
    // The shared office site: captcha off on both brands.
    [{ site }, browser] = await Promise.all([sharedSite('office'), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function api(brand: 'goalbet' | 'stavka', pathname: string, body: unknown, headers: Record<string, string> = {}) {
    return httpRequest(site.url, {
      method: 'POST',
      path: pathname,
      headers: { host: host(brand), 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  /** A player registered in one click through the API: the account number and the password shown once. */
  async function registered(brand: 'goalbet' | 'stavka'): Promise<{ login: string; password: string }> {
    const answer = await api(brand, '/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 826,
      currency: brand === 'goalbet' ? 'USD' : 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(answer.status, answer.body).toBe(200);
    const { login, password } = (JSON.parse(answer.body) as { data: { login: string; password: string } }).data;
    return { login, password };
  }

  /** A browser (a device) signed in through the API: the session's cookies put into a fresh context. */
  async function device(brand: 'goalbet' | 'stavka', player: { login: string; password: string }, userAgent?: string): Promise<Page> {
    const answer = await api(brand, '/web-api/user/auth', player, userAgent ? { 'user-agent': userAgent } : {});
    expect(answer.status, answer.body).toBe(200);
    const context = await browser.newContext({
      locale: brand === 'goalbet' ? 'en-GB' : 'ru-RU',
      viewport: { width: 1440, height: 1000 },
      ...(userAgent ? { userAgent } : {}),
    });
    contexts.push(context);
    const domain = brand === 'goalbet' ? 'goalbet.localhost' : 'localhost';
    const cookies = cookiesOf(answer)
      .split('; ')
      .map((pair) => pair.split('='))
      .map(([name = '', ...value]) => ({ name, value: value.join('='), domain, path: '/' }));
    await context.addCookies(cookies);
    return context.newPage();
  }

  it('closes the other device’s session from the first and sees the second signed out without a reload', async () => {
    const player = await registered('goalbet');
    const phone = await device('goalbet', player, PHONE);
    const laptop = await device('goalbet', player);

    await phone.goto(url('goalbet', '/en/information/rules'));
    await accountButton(phone).waitFor();
    await phone.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await laptop.goto(url('goalbet', '/en/office/security/sessions'));
    await laptop.getByRole('heading', { level: 1, name: 'Active sessions' }).waitFor();
    const rows = laptop.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(3);
    const phoneRow = rows.filter({ hasText: 'Phone' });
    expect(await phoneRow.textContent()).toContain('Safari 17, iOS 17.4');
    expect(await phoneRow.textContent()).toContain('not determined, the IP address is shown');
    expect(await rows.filter({ hasText: 'This device' }).count()).toBe(1);
    await laptop.getByText(/^Previous sign-in: /).waitFor();
    await checkWidths(laptop, 'sessions-goalbet');

    // The keyboard reaches the phone's sign-out button.
    const closePhone = phoneRow.getByRole('button', { name: /^Sign out the session: Phone/ });
    await closePhone.focus();
    await laptop.keyboard.press('Enter');
    await laptop.getByText('The session is closed: that device is signed out.').waitFor();
    await expect.poll(() => rows.count()).toBe(2);

    // The phone's page hears it over the push socket: signed out, said why, never reloaded.
    await phone.getByText('You have been signed out: this session was closed from another device.').waitFor({ timeout: 15_000 });
    await phone.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await phone.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // "Sign out on all other devices" closes the rest after a confirmation.
    await laptop.getByRole('button', { name: 'Sign out on all other devices' }).click();
    const confirm = laptop.getByRole('dialog', { name: 'Sign out on other devices' });
    expect(await seriousA11yViolations(laptop)).toEqual([]);
    await confirm.getByRole('button', { name: 'Sign out on all other devices' }).click();
    await laptop.getByText('Sessions closed: 1.').waitFor();
    await laptop.getByText('No other device is signed in.').waitFor();
  });

  it('changes the password and signs in with the new one', async () => {
    const player = await registered('goalbet');
    const page = await device('goalbet', player);
    await page.goto(url('goalbet', '/en/office/security/password'));
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    await checkWidths(page, 'change-password-goalbet');

    await page.getByLabel('Current password').fill(`${player.password}x`);
    await page.getByLabel('New password', { exact: true }).fill('Lantern-2027');
    await page.getByLabel('Repeat the new password').fill('Lantern-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is wrong.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Current password').fill(player.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    const fresh = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 1000 } });
    contexts.push(fresh);
    const other = await fresh.newPage();
    await other.goto(url('goalbet', '/en/'));
    await other.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = other.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Account number, e-mail or phone').fill(player.login);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByText('Wrong login or password').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('Lantern-2027');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await accountButton(other).waitFor();
    // After the sign-in the page says when the player signed in before.
    await other.getByText(/Previous sign-in: /).waitFor();
  });

  it('shows both pages on the default brand in Russian, axe clean at both widths', async () => {
    const player = await registered('stavka');
    const page = await device('stavka', player);
    await device('stavka', player, PHONE);
    await page.goto(url('stavka', '/ru/office/security/sessions'));
    await page.getByRole('heading', { level: 1, name: 'Активные сеансы' }).waitFor();
    await expect.poll(() => page.getByTestId('session-row').count()).toBe(3);
    await page.getByText('Без активности выход выполняется через 30 мин.').waitFor();
    await checkWidths(page, 'sessions-stavka');
    await page.goto(url('stavka', '/ru/office/security/password'));
    await page.getByRole('heading', { level: 1, name: 'Смена пароля' }).waitFor();
    await page.getByText('Других открытых сеансов: 2.').waitFor();
    await checkWidths(page, 'change-password-stavka');
  });
});
