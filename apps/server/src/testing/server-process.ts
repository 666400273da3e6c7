import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerEntry, serverEntryArgs } from './server-build';

// The real server as its own process (compiled, as `npm run serve` starts it) on a PostgreSQL
// database, for the tests and benchmarks that kill it: a crash must be a real one (SIGKILL: no
// shutdown hook runs, connections drop mid-transaction), and the restart must find only what the
// database kept. Talk to it over HTTP only.

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** Starting takes seconds; on a loaded machine it can take tens of seconds. */
const READY_TIMEOUT_MS = 110_000;

export interface ServerProcess {
  readonly pid: number;
  readonly port: number;
  readonly origin: string;
  /** What the process wrote (its warnings and errors: it logs at `warn`). */
  output(): string;
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean stop), SIGKILL if it takes longer than 10 s. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  port: number;
  env?: Record<string, string>;
  /** The compiled entry: the server's own by default. */
  entry?: ServerEntry;
  /** Arguments to the entry (the scripted server's feed script). */
  args?: string[];
  /**
   * Runs the TypeScript sources through a loader, as `npm start` did before decision 0048: only
   * for the memory benchmark's baseline.
   */
  typeScriptLoader?: boolean;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // The server keeps nothing on disk with DATABASE_URL; a directory of its own keeps it off ./data all the same.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-server-'));
  const child: ChildProcess = spawn(process.execPath, options.typeScriptLoader ? ['--import', 'tsx', 'apps/server/src/main.ts'] : serverEntryArgs(options.entry ?? 'main', options.args), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });

  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (gone()) {
      cleanUp();
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (await isReady(origin)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await pause(100);
  }

  return {
    pid: child.pid ?? 0,
    port: options.port,
    origin,
    output: () => output,
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
      cleanUp();
    },
    async stop() {
      if (!gone()) {
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(late);
      }
      cleanUp();
    },
  };
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false; // not listening yet
  }
}

/** Runs an operator command (`npm run ops -- …`) as its own process on the database. */
export function runOpsProcess(databaseUrl: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverEntryArgs('cli', args), {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
