import type { Database } from '@stavka/db/client';

/** One operator command: `usage` and `summary` build the help text; `run` returns what to print. */
export interface Command {
  usage: string;
  summary: string;
  run(args: string[], ctx: CommandContext): Promise<string>;
}

export interface CommandContext {
  db: Database;
}
