import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { ConfigError, parseEnv, resolveDataDir } from '../config/env';
import { AppError } from '../http/app-error';
import type { Command } from './command';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';
import { JsonPathError } from './json-path';
import { siteCommands } from './site-commands';
import { userCommands } from './user-commands';
import { UsageError } from './usage-error';

// The operator command line: `npm run ops -- <command> [args]`, on the same database as the
// server (DATABASE_URL, else the PGlite directory). Later issues add their commands here.

const commands: Record<string, Command> = { ...siteCommands, ...userCommands };

function help(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length));
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return `Usage: npm run ops -- <command> [args]\n\nCommands:\n${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    await write(process.stdout, help());
    return name === undefined ? 1 : 0;
  }
  const command = commands[name];
  if (!command) {
    await write(process.stderr, `Unknown command "${name}".\n\n${help()}`);
    return 1;
  }
  const env = parseEnv(process.env);
  const release = env.DATABASE_URL === undefined ? acquireDataDirLock(resolveDataDir(env, process.cwd()), 'ops command line') : () => {};
  try {
    const database = await openDatabase(
      env.DATABASE_URL === undefined ? { kind: 'pglite', dataDir: resolveDataDir(env, process.cwd()) } : { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 },
    );
    try {
      await seedDatabase(database.db);
      await write(process.stdout, await command.run(args, { db: database.db }));
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    release();
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
  if (error instanceof AppError) {
    const fields = Object.entries(error.fields ?? {}).map(([field, messages]) => `  ${field}: ${messages.join('; ')}`);
    return [error.message, ...fields].join('\n');
  }
  if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof JsonPathError || error instanceof UsageError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  async (error: unknown) => {
    await write(process.stderr, `${describe(error)}\n`).catch(() => {});
    process.exit(1);
  },
);
