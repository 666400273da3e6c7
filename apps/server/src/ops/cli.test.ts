import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@stavka/db/client';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { isPostgresReachable } from '../testing/databases';
import { serverEntryArgs } from '../testing/server-build';
import { acquireDataDirLock } from './data-dir-lock';

// The operator command line as an operator runs it: a real child process on a real database,
// judged by what it prints and its exit code. Every run of it opens PGlite and checks the
// migrations (2–4 s), so assertions share runs where they can.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverEntryArgs('cli', args), {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The JSON a successful `site:show` printed. */
function shownSite(run: CliRun): unknown {
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout);
}

/** A pid that belonged to a process which has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('could not start a short-lived process');
  return pid;
}

// Generous timeouts: a loaded 2-core machine makes each run several times slower.
describe('ops command line on PGlite', { timeout: 60_000 }, () => {
  let dataDir: string;
  const ops = (...args: string[]) => runCli(args, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const lockFile = () => path.join(dataDir, '.stavka.lock');

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-ops-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints the help, and refuses an unknown command with it, without opening the database', async () => {
    const [none, help, unknown] = await Promise.all([ops(), ops('--help'), ops('site:frobnicate')]);
    for (const run of [none, help]) {
      expect(run.stdout).toMatch(/^Usage: npm run ops -- <command> \[args\]/);
      for (const command of ['site:list', 'site:show <site>', 'site:set <site> <json-path> <value>']) expect(run.stdout).toContain(command);
    }
    expect(none.code).toBe(1);
    expect(help.code).toBe(0);
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toMatch(/^Unknown command "site:frobnicate"\.\n\nUsage: /);
    expect(unknown.stderr).toContain('site:set <site> <json-path> <value>');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('lists both demo brands with their domains, stavka as the default', async () => {
    const { code, stdout, stderr } = await ops('site:list');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout.trimEnd().split('\n');
    const stavka = lines.find((line) => /^\d+\s+stavka\s/.test(line));
    const goalbet = lines.find((line) => /^\d+\s+goalbet\s/.test(line));
    expect(stavka).toMatch(/\sStavka\s+partner 1\s+group 1\s+default localhost, 127\.0\.0\.1, stavka\.localhost$/);
    expect(goalbet).toMatch(/\sGoalbet\s+partner 2\s+group 2\s+goalbet\.localhost$/);
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('shows a brand and its whole configuration as JSON', async () => {
    expect(shownSite(await ops('site:show', 'goalbet'))).toMatchObject({
      slug: 'goalbet',
      name: 'Goalbet',
      isDefault: false,
      domains: ['goalbet.localhost'],
      config: { global: { defaultLanguage: 'en' } },
    });
  });

  it('refuses an unknown brand, naming the known ones', async () => {
    const run = await ops('site:show', 'nosuch');
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe('No brand "nosuch". Known: stavka, goalbet\n');
  });

  // The tests below share one story, in order: values are set, bad values are refused, and a
  // final look shows that only the good ones were written.
  let afterGoodSets = '';

  it('sets a colour and a JSON boolean, which a following site:show shows', async () => {
    const colour = await ops('site:set', 'stavka', 'customize.colors.primary', '#123456');
    expect(colour).toMatchObject({ code: 0, stderr: '' });
    expect(colour.stdout).toMatch(/^stavka customize\.colors\.primary: "#[0-9a-f]{6}" -> "#123456"\n$/);

    const maintenance = await ops('site:set', 'stavka', 'other.maintenance.enabled', 'true');
    expect(maintenance).toEqual({ code: 0, stderr: '', stdout: 'stavka other.maintenance.enabled: false -> true\n' });

    const shown = await ops('site:show', 'stavka');
    expect(shownSite(shown)).toMatchObject({
      slug: 'stavka',
      config: { customize: { colors: { primary: '#123456' } }, other: { maintenance: { enabled: true } } },
    });
    afterGoodSets = shown.stdout;
  });

  // One case per kind of refusal; site-commands.test.ts tries many more values in-process.
  it.each([
    ['a colour that is not #rrggbb', 'customize.colors.primary', 'red', 'Invalid value\n  customize.colors.primary: a colour like #1a2b3c\n'],
    ['an unknown section', 'nosuch.x', '1', 'Invalid path\n  nosuch.x: unknown section "nosuch"\n'],
    ['an unknown key in a strict section', 'global.nosuch', '1', 'Invalid value\n  global: Unrecognized key: "nosuch"\n'],
    ['a path through the prototype', '__proto__.x', '1', '"__proto__" is not allowed in a path\n'],
  ])('refuses %s (%s %s) with exit code 1 and the field', async (_case, jsonPath, value, message) => {
    // A message for an operator, not a stack trace.
    expect(await ops('site:set', 'stavka', jsonPath, value)).toEqual({ code: 1, stdout: '', stderr: message });
  });

  it('refuses to run while the server holds the data directory', async () => {
    const release = acquireDataDirLock(dataDir, 'server');
    try {
      const run = await ops('site:set', 'stavka', 'customize.colors.primary', '#000000');
      expect(run).toMatchObject({ code: 1, stdout: '' });
      expect(run.stderr).toContain(`The database in ${dataDir} is in use by the server (pid ${process.pid}).`);
      expect(run.stderr).toContain('DATABASE_URL');
    } finally {
      release();
    }
  });

  it('takes over the stale lock of a server that died, and shows that no refused value was written', async () => {
    expect(afterGoodSets).not.toBe('');
    fs.writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), holder: 'server' }));
    const run = await ops('site:show', 'stavka');
    expect(run).toEqual({ code: 0, stderr: '', stdout: afterGoodSets });
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});

// The same commands on PostgreSQL, the database the server uses in production (DESIGN §7).
describe.runIf(await isPostgresReachable())('ops command line on PostgreSQL', { timeout: 60_000 }, () => {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `stavka_ops_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  let pgliteDir: string;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-ops-pg-'));
    await admin(`create database ${name}`);
  });
  afterAll(async () => {
    fs.rmSync(pgliteDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('sets and shows a value while a PGlite server runs, and the server sees the change', async () => {
    // With DATABASE_URL the PGlite lock does not matter: PostgreSQL serves both at once.
    const release = acquireDataDirLock(pgliteDir, 'server');
    try {
      const env = { DATA_DIR: pgliteDir, DATABASE_URL: databaseUrl };
      const set = await runCli(['site:set', 'goalbet', 'customize.colors.accent', '#abcdef'], env);
      expect(set).toMatchObject({ code: 0, stderr: '' });
      expect(set.stdout).toMatch(/^goalbet customize\.colors\.accent: "#[0-9a-f]{6}" -> "#abcdef"\n$/);
      const shown = await runCli(['site:show', 'goalbet'], env);
      expect(shownSite(shown)).toMatchObject({ slug: 'goalbet', config: { customize: { colors: { accent: '#abcdef' } } } });
    } finally {
      release();
    }

    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test' }), database, logger: pino({ level: 'silent' }), siteCacheTtlMs: 0 });
    try {
      const res = await app.inject({ method: 'GET', url: '/frontend-api/v1/site-config', headers: { host: 'goalbet.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug: 'goalbet', theme: { colors: { accent: '#abcdef' } } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
