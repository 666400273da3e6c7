import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { BROWSER_ARGS, CHROMIUM_PATH } from './browser-launch';

/** The hosts of the demo brands the harness serves (any port: cookies do not look at ports). */
const BRAND_HOSTS = ['127.0.0.1', 'localhost', 'stavka.localhost', 'goalbet.localhost'];
const firstVisit = new WeakMap<Browser, Browser['newContext']>();

/** The run's browser (global-setup.ts), when the file runs inside the end-to-end project. */
function runBrowserEndpoint(): string | undefined {
  try {
    return inject('e2eBrowserEndpoint');
  } catch {
    return undefined;
  }
}

/**
 * Chromium for the suites: a connection to the run's one browser (closing it closes only the
 * contexts it made), or a browser of its own outside the end-to-end project. Its contexts are of a
 * visitor who has already answered the cookie banner (all cookies allowed), so the banner stays out
 * of pages tested for other things; `newFirstVisitContext` makes a context of a visitor who has not.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = runBrowserEndpoint();
  const browser = endpoint === undefined ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS }) : await chromium.connect(endpoint);
  const plain = browser.newContext.bind(browser);
  firstVisit.set(browser, plain);
  browser.newContext = async (options) => {
    const context = await plain(options);
    const value = `3.${Date.now()}`;
    await context.addCookies(BRAND_HOSTS.map((domain) => ({ name: 'cookie_consent', value, domain, path: '/', sameSite: 'Lax' as const })));
    return context;
  };
  return browser;
}

/** A context of a visitor who has not answered the cookie banner yet. */
export function newFirstVisitContext(browser: Browser, options?: Parameters<Browser['newContext']>[0]): ReturnType<Browser['newContext']> {
  return (firstVisit.get(browser) ?? browser.newContext.bind(browser))(options);
}

/** Serious and critical accessibility violations on the page as it is now (axe-core). */
/** Longest wait for a page's finite animations before axe measures it. */
const ANIMATIONS_WAIT_MS = 3_000;

export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A dialog fading in has, for a few frames, text at a fraction of its contrast: measure the
  // page at rest, after every finite animation has finished, or a few seconds at most: right after
  // the theme switch on the home page one of the transitions it starts never reported its end in
  // Chromium (two seconds later none was running), and the wait hung the test.
  await page.evaluate(
    (limitMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limitMs)),
      ]),
    ANIMATIONS_WAIT_MS,
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Presses until the page has hydrated and the press took effect (a press before hydration does nothing, or reloads a form). */
export async function pressUntil(page: Page, press: () => Promise<void>, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await press();
    await page.waitForTimeout(500);
    if (await done()) return;
  }
  throw new Error('the press never took effect');
}

/**
 * At 1440 and 390 px: nothing wider than the screen once the page has settled to the new width
 * (components that follow the width re-render after the resize), and axe clean; pictures when
 * E2E_SCREENSHOTS names a folder. An overflow names the elements that stick out.
 */
export async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(width)
      .catch(async (error: unknown) => {
        const wide = await page.evaluate((w) => {
          const out: string[] = [];
          for (const element of document.body.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.right > w + 1 && out.length < 8)
              out.push(`${element.tagName.toLowerCase()}.${String(element.className)} right=${Math.round(box.right)}`);
          }
          return out;
        }, width);
        throw new Error(`${name} at ${width} px is wider than the screen: ${wide.join('; ')}`, { cause: error });
      });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const folder = process.env['E2E_SCREENSHOTS'];
    if (folder) await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}
