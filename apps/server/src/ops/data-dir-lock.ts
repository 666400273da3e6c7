import fs from 'node:fs';
import path from 'node:path';

// PGlite keeps its database in one directory that only one process may open at a time. The
// server and the operator command line both take this lock, so an operator is told to stop the
// server (or to use PostgreSQL) instead of corrupting the data.

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

export function acquireDataDirLock(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.stavka.lock');
  const mine = JSON.stringify({ pid: process.pid, holder });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === mine) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if (!isExists(error)) throw error;
      const other = readLock(lockPath);
      // Our own pid in the lock is a previous life of this pid: a container restarted after a
      // crash gives its server the same pid again, which must not lock itself out.
      if (other && other.pid !== process.pid && isAlive(other.pid)) {
        throw new DataDirBusyError(
          `The database in ${dataDir} is in use by the ${other.holder} (pid ${other.pid}). Stop it first, or set DATABASE_URL to use PostgreSQL, which allows both at once. If pid ${other.pid} is no longer the ${other.holder}, delete ${lockPath}.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // a stale lock of a process that died
    }
  }
  throw new DataDirBusyError(`Could not lock ${dataDir}`);
}

function readLock(lockPath: string): { pid: number; holder: string } | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'pid' in parsed && typeof parsed.pid === 'number') {
      const holder = 'holder' in parsed && typeof parsed.holder === 'string' ? parsed.holder : 'Stavka process';
      return { pid: parsed.pid, holder };
    }
  } catch {
    // unreadable: treat as stale
  }
  return undefined;
}

/** Whether a process of this id runs (one of another user's counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isExists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'EEXIST';
}
