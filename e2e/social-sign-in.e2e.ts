import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWidths, launchBrowser, seriousA11yViolations } from './support/browser';
import { type Brand, hostOf, postJson } from './support/office-players';
import type { RunningSite } from './support/server';
import { sharedSite } from './support/shared-sites';

// Issue 13 "social sign-in" as a player sees it, against the built-in local OpenID provider the
// demo brands offer (decision 0040): from the sign-in dialog to the provider's own page and back
// signed in as a new player; an e-mail that already has an account asks for that account's
// password and links the two, after which the provider alone signs in; registration's social tab,
// and a sign-in cancelled at the provider. Axe and both widths on each of our screens.

describe('social sign-in through the local provider', () => {
  let site: RunningSite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const url = (brand: Brand, path: string) => `http://${hostOf(site, brand)}${path}`;

  beforeAll(async () => {
    // The shared office site: the provider sends the browser back to the brands' configured origin,
    // this site's, and the local provider runs (SOCIAL_LOCAL_PROVIDER).
    [{ site }, browser] = await Promise.all([sharedSite('office'), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function openPage(locale: string): Promise<Page> {
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 1000 } });
    contexts.push(context);
    return context.newPage();
  }

  const accountButton = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });

  /** On the provider's own page: who the person is, then allow (or cancel). */
  async function atProvider(page: Page, person: { email: string; name: string }, text: { email: string; name: string; allow: string }) {
    await page.getByLabel(text.email).waitFor();
    await page.getByLabel(text.email).fill(person.email);
    await page.getByLabel(text.name).fill(person.name);
    await page.getByRole('button', { name: text.allow }).click();
  }
  const english = { email: 'E-mail', name: 'Name', allow: 'Sign in and allow' };

  async function chooseLocalInSignIn(page: Page): Promise<void> {
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByRole('region', { name: 'Or sign in with' }).getByRole('link', { name: /Sign in with Local ID/ }).click();
  }

  it('signs a new person in from the sign-in dialog and brings them back to the page they were on', async () => {
    const page = await openPage('en-GB');
    await page.goto(url('goalbet', '/en/information/rules'));
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    const local = dialog.getByRole('link', { name: /Sign in with Local ID/ });
    await local.waitFor();
    expect(await local.textContent()).toContain('test sign-in: any e-mail and name will do');
    await checkWidths(page, 'social-sign-in-dialog-goalbet');

    await local.click();
    await page.getByRole('heading', { name: 'Test sign-in' }).waitFor();
    await checkWidths(page, 'social-local-provider-goalbet');
    await atProvider(page, { email: `new.${Date.now()}@example.com`, name: 'Vera' }, english);

    await page.waitForURL((address) => address.pathname === '/en/information/rules');
    await accountButton(page, /^Account no\. \d+$/).waitFor();
    await page.getByText('You are registered. Welcome!').first().waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
  });

  it('asks for the password of an existing account of the e-mail, links them, and signs in by the provider alone next time', async () => {
    const email = `owner.${Date.now()}@example.com`;
    const password = 'Owner-pass-1';
    const registered = await postJson(site, 'goalbet', '/web-api/user/registration', {
      type: 'full_reg',
      email,
      password,
      password_confirmation: password,
      first_name: 'Olga',
      last_name: 'Ivanova',
      birth_date: '1990-01-01',
      country_id: 826,
      currency: 'USD',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(registered.status, registered.body).toBe(200);
    const login = String((JSON.parse(registered.body) as { data: { userId: number } }).data.userId);

    const page = await openPage('en-GB');
    await page.goto(url('goalbet', '/en/'));
    await chooseLocalInSignIn(page);
    await atProvider(page, { email, name: 'Olga' }, english);

    await page.waitForURL((address) => address.pathname === '/en/social-sign-in');
    await page.getByRole('heading', { level: 1, name: 'Signing in with a social network' }).waitFor();
    await page.getByText(`An account with the e-mail ${email} already exists`).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await checkWidths(page, 'social-link-goalbet');

    await page.getByLabel('Password', { exact: true }).fill('Not-the-pass-1');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByText('Wrong login or password').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await accountButton(page, new RegExp(`^Account no\\. ${login}$`)).waitFor();
    await page.getByText('Your account is now linked with Local ID.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/');

    // Signed out, the provider alone signs in to the same account now.
    await accountButton(page, /^Account no\./).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await chooseLocalInSignIn(page);
    await atProvider(page, { email, name: 'Olga' }, english);
    await accountButton(page, new RegExp(`^Account no\\. ${login}$`)).waitFor();
  });

  it('registers from the social tab of the registration dialog, and says in words that a sign-in was cancelled', async () => {
    const page = await openPage('ru-RU');
    await page.goto(url('stavka', '/ru/'));
    await page.getByRole('banner').getByRole('link', { name: 'Регистрация' }).click();
    const dialog = page.getByRole('dialog', { name: 'Регистрация' });
    await dialog.getByRole('tab', { name: 'Соцсети' }).click();
    const local = dialog.getByRole('tabpanel').getByRole('link', { name: /Войти через Local ID/ });
    await local.waitFor();
    await dialog.getByText('Аккаунт появится при первом входе').waitFor();
    await checkWidths(page, 'social-registration-stavka');

    // Cancelled at the provider: the reason in words, and the way back to sign in.
    await local.click();
    await page.getByRole('heading', { name: 'Тестовый вход' }).waitFor();
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.waitForURL((address) => address.pathname === '/ru/social-sign-in');
    await page.getByRole('alert').getByText('Вход отменён на странице провайдера').waitFor();
    await checkWidths(page, 'social-cancelled-stavka');
    await page.getByRole('link', { name: 'Войти снова' }).click();
    const signIn = page.getByRole('dialog', { name: 'Вход' });
    await signIn.getByRole('link', { name: /Войти через Local ID/ }).click();
    await atProvider(page, { email: `novyi.${Date.now()}@example.com`, name: 'Анна' }, { email: 'Электронная почта', name: 'Имя', allow: 'Войти и разрешить' });
    await accountButton(page, /^Аккаунт № \d+$/).waitFor();
    await page.getByText('Регистрация прошла успешно').first().waitFor();
  });
});
