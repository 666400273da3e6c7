import type { Database } from '@stavka/db/client';
import { AppError } from '../http/app-error';
import type { Command } from './command';
import { JsonPathError } from './json-path';
import { UsageError } from './usage-error';

// Runs one command and turns its failure into what an operator reads and an exit code, the same
// in the command line and in the server.

export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

/** Runs `command`; resolves to its exit code (0 done, 1 refused or failed), never rejects. */
export async function runCommand(command: Command, args: string[], db: Database, output: CommandOutput): Promise<number> {
  try {
    const text = await command.run(args, { db });
    if (text !== '') output.out(text);
    return 0;
  } catch (error) {
    output.err(`${describeCommandError(error)}\n`);
    return 1;
  }
}

/** A refusal as a message for an operator (the field and why); anything unexpected with its stack. */
export function describeCommandError(error: unknown): string {
  if (error instanceof AppError) {
    const fields = Object.entries(error.fields ?? {}).map(([field, messages]) => `  ${field}: ${messages.join('; ')}`);
    return [error.message, ...fields].join('\n');
  }
  if (error instanceof JsonPathError || error instanceof UsageError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
