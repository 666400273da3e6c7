import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { BROWSER_ARGS, CHROMIUM_PATH } from './browser-launch';

// Once per end-to-end run, before the first file: one Chromium the files connect to (launching one
// per file cost seconds each), and a migrated, seeded PGlite directory each site's data directory
// starts as a copy of (migrating a new one took about five seconds per site). Afterwards: the
// browser closed, and every site a file shared (shared-sites.ts) stopped and its data removed.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `chromium.connect` reaches the run's browser. */
    e2eBrowserEndpoint: string;
    /** A PGlite data directory with every migration and the demo brands, to copy. */
    e2eTemplateDataDir: string;
    /** Where shared sites leave their process ids and data directories for the teardown. */
    e2eSharedRegistry: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-e2e-run-'));
  const template = path.join(root, 'template');
  const registry = path.join(root, 'shared');
  fs.mkdirSync(registry);
  const [browser] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS }),
    (async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: template });
      await seedDatabase(database.db);
      await database.close();
    })(),
  ]);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  project.provide('e2eTemplateDataDir', template);
  project.provide('e2eSharedRegistry', registry);
  return async () => {
    for (const file of fs.readdirSync(registry)) {
      const { pid, dataDir } = JSON.parse(fs.readFileSync(path.join(registry, file), 'utf8')) as { pid: number; dataDir: string };
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already stopped
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await browser.close();
    fs.rmSync(root, { recursive: true, force: true });
  };
}
