import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '@stavka/db/client';
import { setSiteValue } from '../../apps/server/src/modules/site/service';
import { freePort, makeDataDir, type RunningSite, startSite } from './server';

// Sites shared by the end-to-end files that need the same one: the project runs its files one after
// another in one worker that keeps its modules (vitest.config.ts), so a site started by the first
// file of a kind serves the next ones too. Starting a site took 15–25 s a file. The sequencer
// (e2e/support/sequencer.ts) puts files of a kind next to each other, and asking for another kind
// stops the one before, so at most one shared site runs; the run's teardown (global-setup.ts) stops
// the last. Files on a shared site never stop it, and leave the brands' settings as they found them.

export interface SharedSite {
  readonly site: RunningSite;
  /** The site's PGlite directory, for `runOps` while it runs (the command reaches the server). */
  readonly dataDir: string;
}

interface SharedKind {
  /** Brand settings written before the site starts, as `site:set` would: brand, path, value. */
  readonly settings: (port: number) => [brand: string, path: string, value: unknown][];
  readonly env: Record<string, string>;
}

const hostOf = (brand: 'goalbet' | 'stavka', port: number) => (brand === 'goalbet' ? `goalbet.localhost:${port}` : `localhost:${port}`);

const KINDS = {
  /**
   * The office and account suites: captcha off on both brands, both brands' configured origin this
   * site's (mailed links and the social provider's return lead here), the local social provider, and
   * Goalbet offering every kind of operator message.
   */
  office: {
    settings: (port) => [
      ...(['stavka', 'goalbet'] as const).flatMap((brand): [string, string, unknown][] => [
        [brand, 'captcha.type', 'disabled'],
        [brand, 'global.canonicalOrigin', `http://${hostOf(brand, port)}`],
      ]),
      ['goalbet', 'other.supported_msg_types', [1, 2, 3]],
    ],
    env: { SOCIAL_LOCAL_PROVIDER: '1' },
  },
  /** The sportsbook's pages: the trading simulator twenty times faster than real time. */
  sportsbook: { settings: () => [], env: { FEED_PROVIDER: 'simulator', SIMULATOR_SPEED: '20' } },
} satisfies Record<string, SharedKind>;

export type SharedSiteKind = keyof typeof KINDS;

let current: { kind: SharedSiteKind; started: Promise<SharedSite & { stop(): Promise<void> }> } | undefined;

/** The running site of this kind, started on first use (stopping the shared site of another kind). */
export async function sharedSite(kind: SharedSiteKind): Promise<SharedSite> {
  if (current?.kind !== kind) {
    const before = current;
    current = {
      kind,
      started: (async () => {
        if (before) await (await before.started.catch(() => undefined))?.stop();
        return start(kind);
      })(),
    };
  }
  return current.started;
}

async function start(kind: SharedSiteKind): Promise<SharedSite & { stop(): Promise<void> }> {
  const { settings, env } = KINDS[kind];
  const dataDir = makeDataDir();
  const port = await freePort();
  // In this process: an operator command each would start Node and load the server every time.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    for (const [brand, key, value] of settings(port)) await setSiteValue(database.db, brand, key, value);
  } finally {
    await database.close();
  }
  const site = await startSite({ ...env, PORT: String(port) }, dataDir);
  const entry = path.join(inject('e2eSharedRegistry'), `${kind}.json`);
  fs.writeFileSync(entry, JSON.stringify({ pid: site.pid, dataDir }));
  return {
    site,
    dataDir,
    stop: async () => {
      await site.stop();
      fs.rmSync(entry, { force: true });
    },
  };
}
