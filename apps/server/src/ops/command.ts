import type { Database } from '@stavka/db/client';

/** One operator command: `usage` and `summary` build the help text; `run` returns what to print. */
export interface Command {
  usage: string;
  summary: string;
  /** Arguments that name a file: made absolute where the command line runs, as the server may run elsewhere. */
  pathArgs?: readonly number[];
  run(args: string[], ctx: CommandContext): Promise<string>;
}

export interface CommandContext {
  db: Database;
}
