import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookieConsentLogPath } from '@stavka/contract/cookie-consent';
import { newFirstVisitContext } from './support/browser';
import { checkWidths, officeSite, registeredPlayer, signedInContext } from './support/office-players';

// Issue 13 "consent": a first-time visitor is asked about cookies by a banner that does not block
// the page; the choice is kept across reloads, logged, respected by tracking (nothing is sent below
// the marketing level) and changed later in the office settings.

const TRACKING = '/web-api/tracking/event.json';

describe('cookie consent', () => {
  const office = officeSite();

  async function firstVisit(locale: string): Promise<{ page: Page; tracked: () => number }> {
    const context = await newFirstVisitContext(office.browser, { locale, viewport: { width: 1440, height: 1000 } });
    office.keep(context);
    const page = await context.newPage();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(TRACKING)) sent += 1;
    });
    return { page, tracked: () => sent };
  }

  const logAnswer = (page: Page) => page.waitForResponse((res) => res.url().endsWith(cookieConsentLogPath) && res.request().method() === 'POST');

  it('asks a first-time visitor, keeps a customised choice across reloads and sends no tracking below marketing', { timeout: 120_000 }, async () => {
    const { page, tracked } = await firstVisit('ru-RU');
    await page.goto(`${office.site.url}/ru/`);
    const banner = page.getByRole('region', { name: 'Мы используем cookie' });
    await banner.waitFor();
    // The page stays readable and usable behind it; axe clean at both widths.
    expect(await page.getByRole('main').isVisible()).toBe(true);
    await checkWidths(page, 'cookie-consent-banner');
    await banner.getByRole('button', { name: 'Настроить' }).click();
    await banner.getByRole('checkbox', { name: 'Функциональные' }).check();
    expect(await banner.getByRole('checkbox', { name: 'Аналитика и маркетинг' }).isChecked()).toBe(false);
    await checkWidths(page, 'cookie-consent-customise');
    const logged = logAnswer(page);
    await banner.getByRole('button', { name: 'Сохранить выбор' }).click();
    const answer = await logged;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ level: 1 });
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('main').waitFor();
    // Two send intervals of the tracking client: nothing goes out at the functionality level.
    await page.waitForTimeout(6_500);
    expect(await page.getByRole('region', { name: 'Мы используем cookie' }).count()).toBe(0);
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent');
    expect(consent?.value).toMatch(/^1\.\d+$/);
    expect(tracked()).toBe(0);
  });

  it('starts tracking once a visitor accepts all', { timeout: 60_000 }, async () => {
    const { page, tracked } = await firstVisit('en-GB');
    await page.goto(`http://goalbet.localhost:${office.site.port}/en/`);
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await banner.waitFor();
    await page.waitForTimeout(3_500);
    expect(tracked()).toBe(0);
    const sent = page.waitForRequest((request) => request.url().endsWith(TRACKING), { timeout: 15_000 });
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await sent;
    await banner.waitFor({ state: 'detached' });
  });

  it('lets a signed-in player change the choice in the office settings, kept after a reload', { timeout: 120_000 }, async () => {
    // The harness's contexts have accepted all cookies already.
    const context = await signedInContext(office.site, office.browser, 'goalbet', await registeredPlayer(office.site, 'goalbet'));
    office.keep(context);
    const page = await context.newPage();
    await page.goto(`http://goalbet.localhost:${office.site.port}/en/office/settings`);
    const section = page.getByRole('region', { name: 'Cookies' });
    await section.getByText(/^Now: All cookies, since /).waitFor();
    await checkWidths(page, 'office-settings-cookies');
    const marketing = section.getByRole('checkbox', { name: 'Analytics and marketing' });
    expect(await marketing.isChecked()).toBe(true);
    await marketing.uncheck();
    const logged = logAnswer(page);
    await section.getByRole('button', { name: 'Save my choice' }).click();
    const answer = await logged;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, data: { level: 1, stored: true } });
    await section.getByText('Your choice is saved.').waitFor();

    await page.reload();
    await page.getByRole('region', { name: 'Cookies' }).getByText(/^Now: Necessary and functionality, since /).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Analytics and marketing' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Functionality' }).isChecked()).toBe(true);
    expect(await page.getByRole('region', { name: 'We use cookies' }).count()).toBe(0);
  });
});
