import os from 'node:os';
import { UsageError } from './usage-error';

/** `--name value` pairs after the positional arguments. */
export function options(args: string[], allowed: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i];
    const value = args[i + 1];
    if (name === undefined || !name.startsWith('--') || !allowed.includes(name.slice(2)) || value === undefined) {
      throw new UsageError(`Unexpected argument "${name ?? ''}". Options: ${allowed.map((a) => `--${a}`).join(' ')}`);
    }
    result[name.slice(2)] = value;
  }
  return result;
}

/** Who runs a command, for audit rows: `--operator`, else the system user (the socket admits only the owner). */
export function operatorOf(opts: Record<string, string>): string {
  return opts.operator ?? os.userInfo().username;
}
