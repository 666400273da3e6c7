import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// The command socket of a server on the embedded database (decision 0017): the command line hands
// a command to the server that holds the PGlite directory, over a Unix domain socket in that
// directory. Node cannot read a socket peer's user (SO_PEERCRED), so "only the owner" is made of
// three parts: a directory of mode 0700 owned by the server's user (the kernel lets nobody else
// reach the socket inside), the socket itself 0600, and a secret made at every start in a 0600
// file beside it that a client must send first (only that user, or root, can read it).
//
// One request line of JSON goes in: { secret, command, args }. Lines of JSON come back: any number
// of { stdout } and { stderr }, then { exit }.

export interface CommandSocketPaths {
  dir: string;
  socket: string;
  secret: string;
}

export function commandSocketPaths(dataDir: string): CommandSocketPaths {
  const dir = path.join(dataDir, '.ops');
  return { dir, socket: path.join(dir, 'command.sock'), secret: path.join(dir, 'secret') };
}

/** Linux's limit for a socket path (sun_path, 108 bytes with the final NUL). */
export const MAX_SOCKET_PATH_BYTES = 107;
/** Largest request line: a command's arguments are short. */
export const MAX_REQUEST_BYTES = 256 * 1024;
/** A secret is 32 random bytes in hex. */
export const SECRET_LENGTH = 64;

export const commandRequestSchema = z
  .object({
    secret: z.string().length(SECRET_LENGTH),
    command: z.string().min(1).max(200),
    args: z.array(z.string()).max(200),
  })
  .strict();
export type CommandRequest = z.infer<typeof commandRequestSchema>;

export const commandFrameSchema = z.union([
  z.object({ stdout: z.string() }).strict(),
  z.object({ stderr: z.string() }).strict(),
  z.object({ exit: z.number().int().min(0).max(255) }).strict(),
]);
export type CommandFrame = z.infer<typeof commandFrameSchema>;

/** Why a file of the command socket is not to be trusted; undefined when it is ours and private. */
export function notOurs(file: string, kind: 'directory' | 'socket' | 'file', stat: fs.Stats): string | undefined {
  const uid = process.getuid?.();
  const isKind = kind === 'directory' ? stat.isDirectory() : kind === 'socket' ? stat.isSocket() : stat.isFile();
  if (stat.isSymbolicLink() || !isKind) return `${file} is not a ${kind}`;
  if (uid !== undefined && stat.uid !== uid) return `${file} belongs to user ${stat.uid}, not to this user (${uid})`;
  if ((stat.mode & 0o077) !== 0) return `${file} is open to other users (mode ${(stat.mode & 0o777).toString(8)})`;
  return undefined;
}

/** The file's status without following a link; undefined when it does not exist. */
export function lstatIfExists(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
