import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousA11yViolations } from './support/browser';
import { makeDataDir, runOps, type RunningSite, startSite } from './support/server';

// An operator switches the maintenance alert on with the command line; visitors see it.
describe('the maintenance alert an operator switches on', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    const dataDir = makeDataDir();
    const output = runOps(dataDir, ['site:set', 'stavka', 'other.maintenance.enabled', 'true']);
    expect(output).toContain('false -> true');
    [site, browser] = await Promise.all([startSite({}, dataDir), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('shows the brand its maintenance text, and the other brand nothing', async () => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto(`${site.url}/ru/`);
    const alert = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Идут технические работы' });
    await alert.first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`http://goalbet.localhost:${site.port}/en/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Maintenance in progress').count()).toBe(0);
    await context.close();
  });
});
