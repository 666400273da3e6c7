// What is measured (issue 4 "Speed"): a live page with 1,000 live events in Debian's Chromium
// while 500 prices change every second. The real site (server-rendered React app, feed, push)
// runs in this process on PGlite with a feed provider that holds 1,000 live football games in 20
// championships and, every 100 ms, moves 50 of their main-market prices. Chromium opens the live
// football page (one push topic with all 1,000 games), scrolls into the middle of the list and
// back, then records for a few seconds: the frames it paints (requestAnimationFrame), long tasks
// (PerformanceObserver 'longtask'), the number of DOM elements, and how many price cells changed
// on screen. The baseline is the same page, measured the same way, with the feed quiet.
//
// Targets: under 1,400 DOM elements and no long task over 50 ms while prices move; the ratio
// (frames a second with prices moving ÷ frames a second quiet) shows what the updates cost the
// page's frame rate. Needs the web build (`npm run build`) and Chromium (CHROMIUM_PATH).

import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import type { Market } from '../apps/server/src/modules/feed/model';
import type { FeedProvider, FeedSink } from '../apps/server/src/modules/feed/provider';
import { buildMarkets, marginFor } from '../apps/server/src/modules/feed/simulator/market-builder';
import { launchBrowser } from '../e2e/support/browser';
import { repoRoot } from '../e2e/support/server';
import type { Benchmark, Measurement } from './benchmark';
import { loadDuration } from './load';

const GAMES = 1_000;
const CHAMPS = 20;
const CHANGES_PER_TICK = 50;
const TICK_MS = 100;
const FIRST_ID = 700_000_001;
const MAX_DOM_ELEMENTS = 1_400;
const LONG_TASK_MS = 50;

/** A deterministic generator, so two runs move the same prices. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 1,000 live games priced once by the simulator's football model; then main prices wander. */
class ThousandLiveGames implements FeedProvider {
  readonly id = 'bench-page';
  readonly heartbeatMs = 60_000;
  private sink: FeedSink | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly markets = new Map<number, Market[]>();
  private readonly next = random(7);

  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    const named = (text: string) => ({ en: text, ru: text });
    sink.catalogue({
      sports: [{ id: 1, name: named('Football'), model: 'football', virtual: false, sort: 1 }],
      countries: [{ id: 826, name: named('England') }],
      championships: Array.from({ length: CHAMPS }, (_, i) => ({ id: 60_001 + i, sportId: 1, countryId: 826, name: named(`League ${i + 1}`), parentId: null, sort: i + 1, top: i < 3 })),
    });
    for (let i = 0; i < GAMES; i++) {
      const id = FIRST_ID + i;
      const minute = 5 + (i % 80);
      const state = { score: [i % 3, i % 2] as [number, number], periods: [], currentPeriod: minute < 45 ? 1 : 2, currentPeriodName: named(minute < 45 ? '1st half' : '2nd half'), elapsedSeconds: minute * 60, stats: {}, finished: false };
      sink.fixture({ id, constId: id + GAMES, number: i, sportId: 1, champId: 60_001 + (i % CHAMPS), kind: 1, start: Math.floor(Date.now() / 1000) - minute * 60, team1: { id: 2 * id, name: named(`Home ${i}`) }, team2: { id: 2 * id + 1, name: named(`Away ${i}`) }, parentId: null, info: {}, state });
      const pricing = { rates: { home: 1.1 + (i % 7) / 10, away: 0.9 + (i % 5) / 10 }, live: { clock: { minute }, score: { home: i % 3, away: i % 2 } } };
      const markets = buildMarkets({ model: 'football', pricing, book: 'full' }, marginFor(undefined));
      this.markets.set(id, markets);
      sink.prices(id, markets);
    }
  }

  async stop(): Promise<void> {
    this.quiet();
    this.sink = undefined;
  }

  /** 50 main-market prices every 100 ms: 500 a second, spread over the games. */
  move(): void {
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  quiet(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const sink = this.sink;
    if (!sink) return;
    sink.heartbeat(this.id, Date.now());
    const touched = new Map<number, Market[]>();
    for (let n = 0; n < CHANGES_PER_TICK; n++) {
      const id = FIRST_ID + Math.floor(this.next() * GAMES);
      const markets = touched.get(id) ?? (this.markets.get(id) ?? []).map((market) => ({ ...market, outcomes: market.outcomes.map((outcome) => ({ ...outcome })) }));
      touched.set(id, markets);
      const main = markets.find((market) => market.group === 1) ?? markets[0];
      const outcome = main?.outcomes[Math.floor(this.next() * main.outcomes.length)];
      if (!outcome) continue;
      const step = 1 + (this.next() < 0.5 ? -1 : 1) * (0.01 + this.next() * 0.03);
      outcome.price = Math.max(1_010, Math.round(outcome.price * step));
    }
    for (const [id, markets] of touched) {
      this.markets.set(id, markets);
      sink.prices(id, markets);
    }
  }
}

interface PageSample {
  frames: number;
  seconds: number;
  frameP50: number;
  frameP99: number;
  longTasks: number[];
  domElements: number;
  priceChanges: number;
}

// The in-page recorder, as source text: the bench runs under tsx, whose compiled functions refer
// to a helper the page does not have.
const IN_PAGE = `async (ms) => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
  observer.observe({ type: 'longtask' });
  let priceChanges = 0;
  const mutations = new MutationObserver((records) => {
    for (const record of records) if (record.type === 'characterData' || record.type === 'childList') priceChanges++;
  });
  mutations.observe(document.body, { subtree: true, characterData: true, childList: true });
  const intervals = [];
  let domElements = 0;
  await new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const frame = (now) => {
      intervals.push(now - last);
      last = now;
      domElements = Math.max(domElements, document.getElementsByTagName('*').length);
      if (now - start < ms) requestAnimationFrame(frame); else resolve();
    };
    requestAnimationFrame(frame);
  });
  observer.disconnect();
  mutations.disconnect();
  const sorted = intervals.slice(1).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { frames: intervals.length, seconds: ms / 1000, frameP50: at(0.5), frameP99: at(0.99), longTasks, domElements, priceChanges };
}`;

/** What the page does for `seconds`: frames, long tasks, DOM size, price cells changed. */
async function samplePage(url: string, seconds: number): Promise<PageSample> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.getByText(/Home \d+/).first().waitFor({ timeout: 30_000 });
    // The whole list is the page's: scroll into its middle and back, as a bettor would.
    for (const y of [20_000, 60_000, 0]) {
      await page.mouse.wheel(0, y === 0 ? -1e6 : y);
      await page.waitForTimeout(400);
    }
    return (await page.evaluate(`(${IN_PAGE})(${seconds * 1000})`)) as PageSample;
  } finally {
    await browser.close();
  }
}

function measurementOf(sample: PageSample): Measurement {
  return { requestsPerSecond: sample.frames / sample.seconds, latencyP50: sample.frameP50, latencyP99: sample.frameP99, requests: sample.frames };
}

function describeSample(label: string, sample: PageSample): string {
  const over = sample.longTasks.filter((duration) => duration > LONG_TASK_MS);
  const longest = sample.longTasks.length === 0 ? 0 : Math.max(...sample.longTasks);
  return (
    `  ${label}: ${sample.domElements} DOM elements (target < ${MAX_DOM_ELEMENTS}), ` +
    `${over.length} long tasks over ${LONG_TASK_MS} ms (longest ${longest.toFixed(0)} ms), ` +
    `${Math.round(sample.priceChanges / sample.seconds)} DOM updates a second, ${(sample.frames / sample.seconds).toFixed(0)} frames a second\n`
  );
}

export const benchmark: Benchmark = {
  name: 'live-page',
  description: `a live page with ${GAMES} live events while ${(CHANGES_PER_TICK * 1000) / TICK_MS} prices change a second, in Chromium, vs the same page quiet`,
  async run() {
    const buildDir = path.join(repoRoot, 'apps', 'web', 'build');
    if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) throw new Error('no web build: run `npm run build` first');
    const database = await openDatabase({ kind: 'pglite' });
    await seedDatabase(database.db);
    const provider = new ThousandLiveGames();
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: pino({ level: 'silent' }),
      feed: { providers: [provider] },
      web: { buildDir },
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const url = `${base.replace('127.0.0.1', 'localhost')}/ru/live/football`;
      const seconds = loadDuration();
      provider.move();
      const moving = await samplePage(url, seconds);
      provider.quiet();
      const quiet = await samplePage(url, seconds);
      process.stdout.write(describeSample('prices moving', moving));
      process.stdout.write(describeSample('quiet', quiet));
      return { ours: measurementOf(moving), baseline: measurementOf(quiet), baselineName: 'the same page with the feed quiet', unit: 'frames/s' };
    } finally {
      provider.quiet();
      await app.close();
      await database.close();
    }
  },
};
