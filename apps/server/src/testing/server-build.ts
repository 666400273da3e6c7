import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../ops/data-dir-lock';

// Tests that run the server as a process start what `npm start` runs: the compiled JavaScript
// (decision 0048), not a TypeScript loader. Each test process compiles the server once (well under
// a second) into a directory of its own, so a test never runs an older build than its sources, and
// two test processes never write the same files.

const serverDir = path.resolve(import.meta.dirname, '..', '..');
const buildsDir = path.join(serverDir, '.test-build');

export type ServerEntry = 'main' | 'cli' | 'scripted-server' | 'ledger-server';

let built: string | undefined;

/** The absolute path of an entry of this process's build of the server, compiling it on first use. */
export function serverEntry(entry: ServerEntry): string {
  built ??= compile();
  return path.join(built, `${entry}.js`);
}

/** `node` arguments that run an entry with stack traces pointing at the TypeScript sources. */
export function serverEntryArgs(entry: ServerEntry, args: readonly string[] = []): string[] {
  return ['--enable-source-maps', serverEntry(entry), ...args];
}

function compile(): string {
  removeAbandonedBuilds();
  const outdir = path.join(buildsDir, String(process.pid));
  execFileSync(process.execPath, [path.join(serverDir, 'scripts', 'build.mjs'), outdir, '--testing', '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
  process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  return outdir;
}

/** Builds of test processes that are gone (killed before their exit hook ran). */
function removeAbandonedBuilds(): void {
  if (!fs.existsSync(buildsDir)) return;
  for (const name of fs.readdirSync(buildsDir)) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) fs.rmSync(path.join(buildsDir, name), { recursive: true, force: true });
  }
}
