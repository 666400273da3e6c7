import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryArgs } from './testing/server-build';

// The server process as `npm run serve` starts it: bad configuration stops it at once with a
// readable message (DESIGN §7 fail fast), and SIGTERM shuts it down cleanly.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

type ServerProcess = ChildProcessByStdio<null, Readable, Readable>;

function startServer(env: Record<string, string>): ServerProcess {
  return spawn(process.execPath, serverEntryArgs('main'), {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

type LogEntry = Record<string, unknown>;

interface Output {
  stdout(): string;
  stderr(): string;
  /** The JSON lines pino wrote so far. */
  logs(): LogEntry[];
  /** Resolves with the first log entry whose `msg` is `message`; rejects if the process exits first. */
  waitForLog(message: string): Promise<LogEntry>;
  exit: Promise<number | null>;
}

function collect(child: ServerProcess): Output {
  let stdout = '';
  let stderr = '';
  let parsedUpTo = 0;
  const logs: LogEntry[] = [];
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    const end = stdout.lastIndexOf('\n') + 1;
    if (end <= parsedUpTo) return;
    logs.push(...stdout.slice(parsedUpTo, end).split('\n').flatMap(parseLogLine));
    parsedUpTo = end;
    for (const check of waiters) check();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  const waitForLog = (message: string) =>
    new Promise<LogEntry>((resolve, reject) => {
      const check = () => {
        const entry = logs.find((e) => e.msg === message);
        if (entry === undefined) return;
        waiters.delete(check);
        resolve(entry);
      };
      waiters.add(check);
      check();
      void exit.then((code) => reject(new Error(`the server exited with ${code} before logging "${message}":\n${stderr}`)));
    });
  return { stdout: () => stdout, stderr: () => stderr, logs: () => logs, waitForLog, exit };
}

function parseLogLine(line: string): LogEntry[] {
  try {
    const entry: unknown = JSON.parse(line);
    return typeof entry === 'object' && entry !== null ? [entry as LogEntry] : [];
  } catch {
    return []; // an empty or non-JSON line
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('the server process', { timeout: 60_000 }, () => {
  let tmp: string;
  const children: ServerProcess[] = [];
  const start = (env: Record<string, string>) => {
    const child = startServer(env);
    children.push(child);
    return child;
  };

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-main-'));
  });
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('exits 1 on bad configuration with a readable message, before touching the data directory', async () => {
    const dataDir = path.join(tmp, 'never-created');
    const badPort = collect(start({ DATA_DIR: dataDir, PORT: 'http' }));
    const production = collect(start({ DATA_DIR: dataDir, NODE_ENV: 'production' }));

    expect(await badPort.exit).toBe(1);
    expect(badPort.stderr()).toBe('Invalid configuration:\n  PORT: must be a whole number written in digits\n');
    expect(await production.exit).toBe(1);
    expect(production.stderr()).toMatch(/^Invalid configuration:\n {2}DATABASE_URL: is required in production: .*ALLOW_PGLITE_IN_PRODUCTION=1/);
    expect(badPort.stdout() + production.stdout()).toBe('');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('serves the API without a web build, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'data');
    const port = await freePort();
    const child = start({ DATA_DIR: dataDir, PORT: String(port), WEB_BUILD_DIR: path.join(tmp, 'no-build'), LOG_LEVEL: 'info' });
    const output = collect(child);
    const up = await output.waitForLog('Stavka is up');

    expect(up).toMatchObject({ port, database: 'pglite' });
    const warning = output.logs().find((entry) => entry.msg === 'no web build found (run `npm run build`): serving the API only');
    expect(warning).toMatchObject({ level: 40, webBuildDir: path.join(tmp, 'no-build') });
    expect(fs.existsSync(path.join(dataDir, '.stavka.lock'))).toBe(true);

    // The operator command line does not open the same PGlite directory: the server runs the
    // command for it over its command socket (decision 0017).
    const ops = spawnSync(process.execPath, serverEntryArgs('cli', ['site:list']), {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(ops.status).toBe(0);
    expect(ops.stdout).toContain('stavka');

    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const site = await fetch(`${base}/frontend-api/v1/site-config`, { headers: { host: 'localhost' } });
    expect(site.status).toBe(200);
    expect(await site.json()).toMatchObject({ slug: 'stavka' });
    const page = await fetch(`${base}/ru`);
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ success: false, error: { id: 'not_found' } });

    child.kill('SIGTERM');
    expect(await output.exit).toBe(0);
    expect(output.stdout()).toContain('"msg":"shutting down"');
    expect(output.stderr()).toBe('');
    expect(fs.existsSync(path.join(dataDir, '.stavka.lock'))).toBe(false);
  });
});
