// What is measured (issue 14 "Speed"): how the home, live and game pages load on a phone, by
// Lighthouse's mobile preset (a mid-range phone, simulated slow 4G and a 4× slower CPU) in Debian's
// Chromium, against the built site as `npm start` runs it (compiled server, PGlite, the built-in
// trading simulator). Printed per page beside the budgets: LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05,
// first-load JavaScript ≤ 150 KB compressed, a few style sheets, hydration data ≤ 60 KB. The
// baseline is this machine's floor, measured the same way in the same run: a page of one heading
// and no script from a bare node:http server; the ratio is the home page's LCP ÷ the floor's (1 is
// as fast as a page can be here). Needs the web build (`npm run build`) and Chromium.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/browser-launch';
import { freePort } from '../apps/server/src/testing/databases';
import { startServerProcess } from '../apps/server/src/testing/server-process';
import { type Benchmark, quantityMeasurement } from './benchmark';

const BUDGET = { lcpMs: 2_000, tbtMs: 200, cls: 0.05, scriptKb: 150, hydrationKb: 60 } as const;
/** The simulator needs a few seconds to fill the live list after the server answers. */
const SETTLE_MS = 8_000;

interface PageFigures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the scripts the page loaded. */
  scriptKb: number;
  scripts: number;
  styleSheets: number;
  htmlKb: number;
  hydrationKb: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  url: string;
}

async function audit(url: string, port: number): Promise<Omit<PageFigures, 'htmlKb' | 'hydrationKb'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  const value = (id: string) => {
    const found = audits[id]?.numericValue;
    if (found === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}: ${audits[id]?.errorMessage ?? 'no value'}`);
    return found;
  };
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter((request) => request.url.startsWith(new URL(url).origin));
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    styleSheets: requests.filter((request) => request.resourceType === 'Stylesheet').length,
  };
}

/** The document's size and its React Router hydration data (the inline stream of loader data). */
async function documentWeight(url: string): Promise<{ htmlKb: number; hydrationKb: number }> {
  const html = await (await fetch(url)).text();
  const hydration = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('streamController'))
    .reduce((sum, script) => sum + Buffer.byteLength(script), 0);
  return { htmlKb: Buffer.byteLength(html) / 1024, hydrationKb: hydration / 1024 };
}

function floorServer(): Promise<http.Server> {
  const page = '<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stavka</title></head><body><h1>Ставки на спорт</h1></body></html>';
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

function line(name: string, page: PageFigures): string {
  return [
    `  ${name.padEnd(5)} LCP ${(page.lcpMs / 1000).toFixed(2)} s (${mark(page.lcpMs <= BUDGET.lcpMs)})`,
    `TBT ${page.tbtMs.toFixed(0)} ms (${mark(page.tbtMs <= BUDGET.tbtMs)})`,
    `CLS ${page.cls.toFixed(3)} (${mark(page.cls <= BUDGET.cls)})`,
    `JS ${page.scriptKb.toFixed(0)} KB in ${page.scripts} files (${mark(page.scriptKb <= BUDGET.scriptKb)})`,
    `${page.styleSheets} style sheets`,
    `HTML ${page.htmlKb.toFixed(0)} KB, hydration ${page.hydrationKb.toFixed(0)} KB (${mark(page.hydrationKb <= BUDGET.hydrationKb)})`,
  ].join(', ');
}

export const benchmark: Benchmark = {
  name: 'page-speed',
  description: `Lighthouse mobile on the home, live and game pages (budgets: LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.scriptKb} KB, hydration ≤ ${BUDGET.hydrationKb} KB), against a one-heading page`,
  async run() {
    const floor = await floorServer();
    const site = await startServerProcess({ databaseUrl: '', port: await freePort(), env: { FEED_PROVIDER: 'simulator', NODE_ENV: 'development' } });
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const live = await (await fetch(`${site.origin}/ru/live/football`)).text();
      const gamePath = /href="(\/ru\/live\/football\/[^"/]+\/[^"/]+)"/.exec(live)?.[1];
      if (gamePath === undefined) throw new Error('no live football game to open');
      const pages = { home: '/ru/', live: '/ru/live', game: gamePath };
      const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/`;
      const floorFigures = await audit(floorUrl, chrome.port);
      process.stdout.write(`  floor LCP ${(floorFigures.lcpMs / 1000).toFixed(2)} s, TBT ${floorFigures.tbtMs.toFixed(0)} ms\n`);
      let home: PageFigures | undefined;
      for (const [name, path] of Object.entries(pages)) {
        const url = `${site.origin}${path}`;
        const figures: PageFigures = { ...(await audit(url, chrome.port)), ...(await documentWeight(url)) };
        if (name === 'home') home = figures;
        process.stdout.write(`${line(name, figures)}\n`);
      }
      if (!home) throw new Error('the home page was not measured');
      return { ours: quantityMeasurement(home.lcpMs), baseline: quantityMeasurement(floorFigures.lcpMs), baselineName: 'one-heading page', unit: 'ms LCP (home)', quantity: true };
    } finally {
      chrome.kill();
      await site.stop();
      floor.close();
    }
  },
};
