import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryArgs } from '../testing/server-build';
import { commandSocketPaths } from './command-socket-protocol';
import { acquireDataDirLock } from './data-dir-lock';

// The operator command line while the site runs on the embedded database (decision 0017): a real
// server process holds a temp data directory, and the command line, run as an operator runs it,
// hands its commands to that server over the command socket. Judged by what the command line
// prints, its exit code, and what the server then answers over HTTP.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(dataDir: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverEntryArgs('cli', args), {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
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

interface Server {
  child: ChildProcess;
  url: string;
  /** Everything the server logged so far (pino JSON lines). */
  log: () => string;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, serverEntryArgs('main'), {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_BUILD_DIR: path.join(dataDir, 'no-web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  await until(() => log.includes('Stavka is up') || child.exitCode !== null, 90_000);
  if (child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
  return { child, url: `http://127.0.0.1:${port}`, log: () => log };
}

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill(signal);
  await exited;
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Commands the server ran, from its log. */
function ranInServer(server: Server): string[] {
  return server
    .log()
    .split('\n')
    .filter((line) => line.includes('"msg":"operator command"'))
    .map((line) => (JSON.parse(line) as { command: string }).command);
}

/** The brand's accent colour as the server's public configuration gives it (node:http: fetch cannot set Host). */
function accentOf(server: Server, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/frontend-api/v1/site-config`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.once('end', () => resolve((JSON.parse(body) as { theme?: { colors?: { accent?: unknown } } }).theme?.colors?.accent));
    });
    request.once('error', reject);
  });
}

/** Sends a raw request line to a socket and reads everything the other side answers. */
function rawExchange(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath, () => socket.write(line));
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(answer));
  });
}

describe('ops command line while the server runs on PGlite', { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: Server;
  const ops = (...args: string[]) => runCli(dataDir, args);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-cmd-'));
    server = await startServer(dataDir);
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the socket private to the server’s user', () => {
    const paths = commandSocketPaths(dataDir);
    expect(fs.statSync(paths.dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(paths.socket).isSocket()).toBe(true);
    expect(fs.statSync(paths.socket).mode & 0o777).toBe(0o600);
    expect(fs.statSync(paths.secret).mode & 0o777).toBe(0o600);
  });

  it('hands site:set to the running server, whose site then shows the change', async () => {
    const set = await ops('site:set', 'goalbet', 'customize.colors.accent', '#abcdef');
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout).toMatch(/^goalbet customize\.colors\.accent: "#[0-9a-f]{6}" -> "#abcdef"\n$/);
    expect(ranInServer(server)).toContain('site:set');
    // The server rereads brands every 5 seconds (decision 0003).
    await until(async () => (await accentOf(server, 'goalbet.localhost')) === '#abcdef');
    const shown = await ops('site:show', 'goalbet');
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(shown.stdout)).toMatchObject({ slug: 'goalbet', config: { customize: { colors: { accent: '#abcdef' } } } });
  });

  it('creates, shows and blocks a player through the server', async () => {
    const created = await ops('user:create', '--login', 'running@example.com', '--password', 'Operator1', '--site', 'goalbet');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^\d{9}\n$/);
    const id = created.stdout.trim();
    const blocked = await ops('user:block', id);
    expect(blocked).toEqual({ code: 0, stderr: '', stdout: `${id} blocked\n` });
    const shown = await ops('user:show', id);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(shown.stdout)).toMatchObject({ login: id, email: 'running@example.com', status: 'blocked' });
    expect(ranInServer(server)).toEqual(expect.arrayContaining(['user:create', 'user:block', 'user:show']));
  });

  it.each([
    [['site:set', 'stavka', 'customize.colors.primary', 'red'], 'Invalid value\n  customize.colors.primary: a colour like #1a2b3c\n'],
    [['site:show', 'nosuch'], 'No brand "nosuch". Known: stavka, goalbet\n'],
    [['user:show', 'abc'], 'Usage: user:show <account>\n'],
  ])('answers a bad command %j with exit code 1 and the refusal', async (args, message) => {
    expect(await ops(...args)).toEqual({ code: 1, stdout: '', stderr: message });
  });

  it('refuses a peer without the secret and runs nothing for it', async () => {
    const paths = commandSocketPaths(dataDir);
    const before = ranInServer(server).length;
    const wrong = JSON.stringify({ secret: 'f'.repeat(64), command: 'site:set', args: ['stavka', 'customize.colors.primary', '#000001'] });
    expect(await rawExchange(paths.socket, `${wrong}\n`)).toBe('{"stderr":"Refused.\\n"}\n{"exit":1}\n');
    expect(await rawExchange(paths.socket, 'not json\n')).toBe('{"stderr":"Refused.\\n"}\n{"exit":1}\n');
    expect(ranInServer(server).length).toBe(before);
    const shown = await ops('site:show', 'stavka');
    expect(JSON.parse(shown.stdout)).not.toMatchObject({ config: { customize: { colors: { primary: '#000001' } } } });
  });

  it('refuses the socket when its directory is open to other users', async () => {
    const paths = commandSocketPaths(dataDir);
    const before = ranInServer(server).length;
    fs.chmodSync(paths.dir, 0o755);
    try {
      const run = await ops('site:list');
      expect(run).toEqual({ code: 1, stdout: '', stderr: `Refusing the server's command socket: ${paths.dir} is open to other users (mode 755).\n` });
    } finally {
      fs.chmodSync(paths.dir, 0o700);
    }
    expect(ranInServer(server).length).toBe(before);
  });

  it('after a crash, opens the data itself over the stale socket, and a restarted server takes the socket back', async () => {
    await stopServer(server, 'SIGKILL');
    const paths = commandSocketPaths(dataDir);
    expect(fs.existsSync(paths.socket)).toBe(true); // left behind by the crash
    const direct = await ops('site:show', 'goalbet');
    expect(direct).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(direct.stdout)).toMatchObject({ config: { customize: { colors: { accent: '#abcdef' } } } });

    server = await startServer(dataDir);
    const list = await ops('site:list');
    expect(list).toMatchObject({ code: 0, stderr: '' });
    expect(list.stdout).toMatch(/^\d+\s+stavka\s/m);
    expect(ranInServer(server)).toEqual(['site:list']);
  });
});

describe('ops command line and a socket that is not the server’s', { timeout: 60_000 }, () => {
  let dataDir: string;
  let impostor: net.Server | undefined;
  let release = () => {};

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-cmd-'));
  });
  afterEach(async () => {
    release();
    if (impostor) await new Promise<void>((resolve) => impostor?.close(() => resolve()));
    impostor = undefined;
    fs.rmSync(commandSocketPaths(dataDir).dir, { recursive: true, force: true });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A live holder of the data directory (this test process) and a socket anyone could have put there. */
  async function plantSocket(mode: { dir: number; secret: number; owner?: number }): Promise<string[]> {
    release = acquireDataDirLock(dataDir, 'server');
    const paths = commandSocketPaths(dataDir);
    fs.mkdirSync(paths.dir, { mode: mode.dir });
    fs.chmodSync(paths.dir, mode.dir);
    fs.writeFileSync(paths.secret, 'a'.repeat(64), { mode: mode.secret });
    fs.chmodSync(paths.secret, mode.secret);
    const received: string[] = [];
    impostor = net.createServer((socket) => socket.setEncoding('utf8').on('data', (chunk: string) => received.push(chunk)));
    await new Promise<void>((resolve) => impostor?.listen(paths.socket, resolve));
    fs.chmodSync(paths.socket, 0o600);
    if (mode.owner !== undefined) fs.chownSync(paths.socket, mode.owner, mode.owner);
    return received;
  }

  it('never sends the secret or the command to a socket beside a secret others can read', async () => {
    const received = await plantSocket({ dir: 0o700, secret: 0o644 });
    const run = await runCli(dataDir, ['site:set', 'stavka', 'customize.colors.primary', '#000002']);
    const { secret } = commandSocketPaths(dataDir);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Refusing the server's command socket: ${secret} is open to other users (mode 644).\n` });
    expect(received).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)('never talks to a socket that belongs to another user', async () => {
    const received = await plantSocket({ dir: 0o700, secret: 0o600, owner: 65534 });
    const run = await runCli(dataDir, ['site:list']);
    const { socket } = commandSocketPaths(dataDir);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `Refusing the server's command socket: ${socket} belongs to user 65534, not to this user (0).\n` });
    expect(received).toEqual([]);
  });

  it('says the holder does not answer when its socket is dead', async () => {
    await plantSocket({ dir: 0o700, secret: 0o600 });
    await new Promise<void>((resolve) => impostor?.close(() => resolve()));
    impostor = undefined;
    // What a killed process leaves behind: the socket file with nobody listening.
    const { socket } = commandSocketPaths(dataDir);
    const listener = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => listener.stdout?.once('data', () => resolve()));
    const exited = new Promise<void>((resolve) => listener.once('exit', () => resolve()));
    listener.kill('SIGKILL');
    await exited;
    expect(fs.lstatSync(socket).isSocket()).toBe(true);
    fs.chmodSync(socket, 0o600);
    const run = await runCli(dataDir, ['site:list']);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toContain('does not answer on its command socket');
  });
});
