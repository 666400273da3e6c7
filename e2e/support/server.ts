import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { serverEntryArgs } from '../../apps/server/src/testing/server-build';

// Starts the real site as `npm start` would (after `npm run build`): its own PGlite directory,
// a free port, the demo brands. End-to-end tests talk to it over HTTP only.

export interface RunningSite {
  url: string;
  port: number;
  /** What the server wrote so far (its log), for a test's failure message. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * A new PGlite data directory: inside the end-to-end project a copy of the run's migrated and seeded
 * one (global-setup.ts), so neither the site nor an operator command migrates it again.
 */
export function makeDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-e2e-'));
  const template = runTemplateDataDir();
  if (template !== undefined) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

function runTemplateDataDir(): string | undefined {
  try {
    return inject('e2eTemplateDataDir');
  } catch {
    return undefined;
  }
}

/** Runs an operator command (`npm run ops -- …`) on a PGlite directory; returns its output. */
export function runOps(dataDir: string, args: string[]): string {
  const result = spawnSync(process.execPath, serverEntryArgs('cli', args), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`ops ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/** `env.PORT` picks the port (chosen beforehand with `freePort`, e.g. for a brand's configured origin). */
export async function startSite(env: Record<string, string> = {}, dataDir = makeDataDir()): Promise<RunningSite & { readonly pid: number }> {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
  const root = repoRoot;
  const child: ChildProcess = spawn(process.execPath, serverEntryArgs('main'), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Starting takes seconds; a loaded machine (the simulator building its schedule) can take a minute or more.
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The site did not become ready in 110 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
