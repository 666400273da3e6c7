import path from 'node:path';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { ConfigError, parseEnv, resolveDataDir } from '../config/env';
import type { Command } from './command';
import { findCommand, helpText } from './command-table';
import { CommandSocketRefused, runInServer } from './command-socket-client';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';
import { describeCommandError, runCommand } from './run-command';

// The operator command line: `npm run ops -- <command> [args]`, on the same database as the
// server. On PostgreSQL (DATABASE_URL) it opens the database itself. On PGlite it does so when no
// server holds the directory; while one does, it hands the command to that server over the
// server's command socket (decision 0017). Commands come from one table (command-table.ts).

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    await write(process.stdout, helpText());
    return name === undefined ? 1 : 0;
  }
  const command = findCommand(name);
  if (!command) {
    await write(process.stderr, `Unknown command "${name}".\n\n${helpText()}`);
    return 1;
  }
  // A file named relative to the operator's directory is found wherever the command runs.
  for (const at of command.pathArgs ?? []) if (args[at] !== undefined) args[at] = path.resolve(args[at]);
  const env = parseEnv(process.env);
  if (env.DATABASE_URL !== undefined) return runDirect(command, args, { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 });

  const dataDir = resolveDataDir(env, process.cwd());
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir, 'ops command line');
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const code = await runInServer(dataDir, name, args, { out: (text) => write(process.stdout, text), err: (text) => write(process.stderr, text) });
    // A holder without a command socket (another command line, or a server still starting).
    if (code === undefined) throw error;
    return code;
  }
  try {
    return await runDirect(command, args, { kind: 'pglite', dataDir });
  } finally {
    release();
  }
}

async function runDirect(command: Command, args: string[], target: Parameters<typeof openDatabase>[0]): Promise<number> {
  const database = await openDatabase(target);
  try {
    await seedDatabase(database.db);
    let written = Promise.resolve();
    const code = await runCommand(command, args, database.db, {
      out: (text) => void (written = written.then(() => write(process.stdout, text))),
      err: (text) => void (written = written.then(() => write(process.stderr, text))),
    });
    await written;
    return code;
  } finally {
    await database.close();
  }
}

/**
 * Resolves once the text is handed to the OS. `process.exit` right after a plain write cuts a pipe
 * (`npm run ops -- site:show stavka | jq`) after the first pipe buffer (64–128 KiB).
 */
function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
}

function describe(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof CommandSocketRefused) return error.message;
  return describeCommandError(error);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (error: unknown) => {
    await write(process.stderr, `${describe(error)}\n`).catch(() => {});
    process.exit(1);
  },
);
