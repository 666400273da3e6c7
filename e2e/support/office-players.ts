import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { cookiesOf, httpRequest } from './http';
import { freePort, makeDataDir, runOps, type RunningSite, startSite } from './server';
import { sharedSite } from './shared-sites';

// Players for the office's end-to-end tests: registered in one click through the API, and a browser
// context signed in with the session's cookies (fixtures log in through the API, DESIGN §6); and
// the site, browser and contexts an office suite runs on (`officeSite`).

export type Brand = 'goalbet' | 'stavka';

export const hostOf = (site: RunningSite, brand: Brand) =>
  brand === 'goalbet' ? `goalbet.localhost:${site.port}` : `localhost:${site.port}`;

export function postJson(site: RunningSite, brand: Brand, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return httpRequest(site.url, {
    method: 'POST',
    path: pathname,
    headers: { host: hostOf(site, brand), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A player registered in one click: the account number and the password shown once. */
export async function registeredPlayer(site: RunningSite, brand: Brand): Promise<{ login: string; password: string }> {
  const answer = await postJson(site, brand, '/web-api/user/registration', {
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

/** A fresh browser context in the brand's language, signed in as the player through the API. */
export async function signedInContext(
  site: RunningSite,
  browser: Browser,
  brand: Brand,
  player: { login: string; password: string },
): Promise<BrowserContext> {
  const answer = await postJson(site, brand, '/web-api/user/auth', player);
  expect(answer.status, answer.body).toBe(200);
  const context = await browser.newContext({ locale: brand === 'goalbet' ? 'en-GB' : 'ru-RU', viewport: { width: 1440, height: 1000 } });
  const domain = brand === 'goalbet' ? 'goalbet.localhost' : 'localhost';
  const cookies = cookiesOf(answer)
    .split('; ')
    .map((pair) => pair.split('='))
    .map(([name = '', ...value]) => ({ name, value: value.join('='), domain, path: '/' }));
  await context.addCookies(cookies);
  return context;
}

export { checkWidths } from './browser';

/** What an office suite works with, once its `beforeAll` has run. */
export interface OfficeSite {
  readonly site: RunningSite;
  readonly browser: Browser;
  /** The site's data directory, for `runOps` during the suite. */
  readonly dataDir: string;
  url(brand: Brand, pathname: string): string;
  /** A page in a new context signed in as the player (closed after the suite). */
  officePage(brand: Brand, player: { login: string; password: string }): Promise<Page>;
  /** Closes the context after the suite. */
  keep(context: BrowserContext): BrowserContext;
}

/**
 * Registers the suite's hooks: the shared office site (shared-sites.ts: captcha off on both brands,
 * their origin this site's), or, given `ops` to run before it starts or an `env` for the server
 * (e.g. a feed), a site of its own with the captcha off; one browser connection, and every context
 * it hands out closed after.
 */
export function officeSite(options: { ops?: string[][]; env?: Record<string, string> } = {}): OfficeSite {
  let started: { site: RunningSite; browser: Browser; dataDir: string; stop(): Promise<void> } | undefined;
  const contexts: BrowserContext[] = [];
  const get = () => {
    if (!started) throw new Error('the office site is used before its beforeAll ran');
    return started;
  };
  const ownSite = options.ops !== undefined || options.env !== undefined;
  beforeAll(async () => {
    const browser = launchBrowser();
    if (!ownSite) {
      const { site, dataDir } = await sharedSite('office');
      started = { site, dataDir, browser: await browser, stop: async () => {} };
      return;
    }
    const dataDir = makeDataDir();
    for (const brand of ['stavka', 'goalbet']) runOps(dataDir, ['site:set', brand, 'captcha.type', 'disabled']);
    for (const args of options.ops ?? []) runOps(dataDir, args);
    const site = await startSite({ ...options.env, PORT: String(await freePort()) }, dataDir);
    started = { site, dataDir, browser: await browser, stop: () => site.stop() };
  });
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await started?.browser.close();
    await started?.stop();
  });
  const keep = (context: BrowserContext) => {
    contexts.push(context);
    return context;
  };
  return {
    get site() {
      return get().site;
    },
    get browser() {
      return get().browser;
    },
    get dataDir() {
      return get().dataDir;
    },
    url: (brand, pathname) => `http://${hostOf(get().site, brand)}${pathname}`,
    officePage: async (brand, player) => keep(await signedInContext(get().site, get().browser, brand, player)).newPage(),
    keep,
  };
}
