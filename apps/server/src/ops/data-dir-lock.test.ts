import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

// One PGlite directory, one process (server or ops command line) at a time; a lock left by a
// process that is gone must not keep the next one out.

/** A pid that belonged to a process which has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('could not start a short-lived process');
  return pid;
}

describe('acquireDataDirLock', () => {
  let root: string;
  let dataDir: string;
  let lockPath: string;
  const readLock = (): unknown => JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const writeLock = (content: string) => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(lockPath, content);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-lock-'));
    dataDir = path.join(root, 'pg', 'data');
    lockPath = path.join(dataDir, '.stavka.lock');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates the directory, records who holds it, and frees it on release', () => {
    const release = acquireDataDirLock(dataDir, 'server');
    expect(readLock()).toEqual({ pid: process.pid, holder: 'server' });
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(true);
    release(); // twice is harmless
  });

  it('refuses while a live process holds it, naming that process and the ways out', () => {
    writeLock(JSON.stringify({ pid: process.ppid, holder: 'server' }));
    expect(() => acquireDataDirLock(dataDir, 'ops command line')).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dataDir, 'ops command line')).toThrow(
      `The database in ${dataDir} is in use by the server (pid ${process.ppid}). Stop it first, or set DATABASE_URL to use PostgreSQL, which allows both at once. If pid ${process.ppid} is no longer the server, delete ${lockPath}.`,
    );
    expect(readLock()).toEqual({ pid: process.ppid, holder: 'server' });
  });

  it.each([
    ['a process that has exited', () => JSON.stringify({ pid: deadPid(), holder: 'server' })],
    // A container restarted after a crash gives the new server the pid of the old one.
    ['an earlier life of our own pid', () => JSON.stringify({ pid: process.pid, holder: 'server' })],
    ['an unreadable lock', () => '{"pid":'],
    ['a lock without a pid', () => JSON.stringify({ holder: 'server' })],
  ])('takes over the lock of %s', (_case, content) => {
    writeLock(content());
    const release = acquireDataDirLock(dataDir, 'ops command line');
    expect(readLock()).toEqual({ pid: process.pid, holder: 'ops command line' });
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('names a holder it cannot name as a Stavka process', () => {
    writeLock(JSON.stringify({ pid: process.ppid }));
    expect(() => acquireDataDirLock(dataDir, 'server')).toThrow(`is in use by the Stavka process (pid ${process.ppid})`);
  });

  it('leaves alone a lock that is no longer its own', () => {
    const release = acquireDataDirLock(dataDir, 'server');
    const theirs = JSON.stringify({ pid: process.ppid, holder: 'ops command line' });
    fs.writeFileSync(lockPath, theirs);
    release();
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(theirs);
  });
});
