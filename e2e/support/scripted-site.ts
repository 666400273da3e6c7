import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDatabase } from '@stavka/db/seed/all';
import { openTestDatabase } from '../../apps/server/src/testing/databases';
import { FeedScriptWriter } from '../../apps/server/src/testing/feed-script';
import { withoutCaptcha } from '../../apps/server/src/testing/players';
import { startServerProcess } from '../../apps/server/src/testing/server-process';
import { setSiteValue } from '../../apps/server/src/modules/site/service';
import { freePort, type RunningSite } from './server';

// The real site with a feed the test writes (the scripted server: apps/server/src/testing/
// scripted-server.ts, serving the built web app as `npm start` does) on a fresh PostgreSQL database
// of its own: the test decides every game offered and every result, so a bet's settlement is known
// beforehand. Captcha off; the brands' configured origin is this run's address, where the sandbox
// payment provider sends a player back.

export interface ScriptedSite extends RunningSite {
  /** Offers games and sends their results to the running site. */
  readonly script: FeedScriptWriter;
}

export async function startScriptedSite(): Promise<ScriptedSite> {
  const database = await openTestDatabase('postgres');
  const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-e2e-feed-'));
  const script = new FeedScriptWriter(path.join(scriptDir, 'feed.jsonl'));
  const dropAll = async () => {
    await database.close();
    fs.rmSync(scriptDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    await seedDatabase(database.db);
    await withoutCaptcha(database.db);
    for (const slug of ['stavka', 'goalbet']) await setSiteValue(database.db, slug, 'global.canonicalOrigin', `http://${slug === 'stavka' ? '127.0.0.1' : 'goalbet.localhost'}:${port}`);
    const server = await startServerProcess({ databaseUrl: database.url as string, port, entry: 'scripted-server', args: [script.path] });
    return {
      url: server.origin,
      port,
      script,
      output: () => server.output(),
      stop: async () => {
        await server.stop();
        await dropAll();
      },
    };
  } catch (error) {
    await dropAll();
    throw error;
  }
}
