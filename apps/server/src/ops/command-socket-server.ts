import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { Logger } from 'pino';
import type { Database } from '@stavka/db/client';
import { findCommand } from './command-table';
import {
  commandRequestSchema,
  commandSocketPaths,
  lstatIfExists,
  MAX_REQUEST_BYTES,
  MAX_SOCKET_PATH_BYTES,
  notOurs,
  type CommandFrame,
  type CommandRequest,
} from './command-socket-protocol';
import { runCommand } from './run-command';

// The server's side of the command socket (command-socket-protocol.ts, decision 0017): it runs
// operator commands from the one command table with its own database handle, so the command line
// works while the server holds the PGlite directory. Started only on PGlite, after the server took
// the directory's lock: whatever socket is still there is a crashed server's and is replaced.

export interface CommandSocket {
  close(): Promise<void>;
}

/** How long a client has to send its request line. */
const REQUEST_TIMEOUT_MS = 5_000;
/** Commands running at once; more connections are turned away until one ends. */
const MAX_CONNECTIONS = 8;

export class CommandSocketError extends Error {
  override name = 'CommandSocketError';
}

export async function startCommandSocket(options: { dataDir: string; db: Database; log: Logger }): Promise<CommandSocket> {
  const { db, log } = options;
  const paths = commandSocketPaths(options.dataDir);
  if (Buffer.byteLength(paths.socket) > MAX_SOCKET_PATH_BYTES) {
    throw new CommandSocketError(`The command socket path ${paths.socket} is longer than ${MAX_SOCKET_PATH_BYTES} bytes: use a shorter DATA_DIR`);
  }
  preparePrivateDir(paths.dir);
  removeStale(paths.socket, 'socket');
  removeStale(paths.secret, 'file');
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(paths.secret, secret, { mode: 0o600, flag: 'wx' });

  const refuse = (socket: net.Socket, why: string) => {
    log.warn({ why }, 'command socket: refused a connection');
    socket.end(frame({ stderr: 'Refused.\n' }) + frame({ exit: 1 }));
  };

  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (connections.size >= MAX_CONNECTIONS) {
      socket.end(frame({ stderr: 'The server is busy with other commands; try again.\n' }) + frame({ exit: 1 }));
      return;
    }
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    socket.on('error', () => {});
    void readRequest(socket).then((request) => {
      if (request === undefined) return refuse(socket, 'a request that is not one');
      if (!sameSecret(request.secret, secret)) return refuse(socket, 'a wrong secret');
      return serve(socket, request, db, log);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(paths.socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The directory already keeps others out; the socket's own mode says the same.
  fs.chmodSync(paths.socket, 0o600);
  log.info({ socket: paths.socket }, 'operator commands accepted on the command socket');

  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
      fs.rmSync(paths.secret, { force: true });
      fs.rmSync(paths.socket, { force: true });
    },
  };
}

async function serve(socket: net.Socket, request: CommandRequest, db: Database, log: Logger): Promise<void> {
  const send = (f: CommandFrame) => {
    if (!socket.destroyed) socket.write(frame(f));
  };
  const command = findCommand(request.command);
  if (!command) {
    send({ stderr: `Unknown command "${request.command}".\n` });
    socket.end(frame({ exit: 1 }));
    return;
  }
  log.info({ command: request.command }, 'operator command');
  // A command runs to its end even if the operator's terminal goes away: a write is not cut midway.
  const code = await runCommand(command, request.args, db, { out: (stdout) => send({ stdout }), err: (stderr) => send({ stderr }) });
  if (code !== 0) log.warn({ command: request.command, code }, 'operator command failed');
  if (!socket.destroyed) socket.end(frame({ exit: code }));
}

/** The first line the client sends, parsed; undefined for anything else (too long, late, not JSON). */
function readRequest(socket: net.Socket): Promise<CommandRequest | undefined> {
  return new Promise((resolve) => {
    let received = '';
    const finish = (request: CommandRequest | undefined) => {
      clearTimeout(timer);
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.pause();
      resolve(request);
    };
    const timer = setTimeout(() => finish(undefined), REQUEST_TIMEOUT_MS);
    const onEnd = () => finish(undefined);
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > MAX_REQUEST_BYTES) finish(undefined);
        return;
      }
      finish(parseRequest(received.slice(0, end)));
    };
    socket.setEncoding('utf8');
    socket.on('data', onData);
    socket.once('end', onEnd);
  });
}

function parseRequest(line: string): CommandRequest | undefined {
  try {
    const parsed = commandRequestSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function frame(f: CommandFrame): string {
  return `${JSON.stringify(f)}\n`;
}

/** The socket's directory, private to this user: made 0700, or refused if someone else's. */
function preparePrivateDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stat = fs.lstatSync(dir);
  if (stat.isDirectory() && !stat.isSymbolicLink() && stat.uid === process.getuid?.()) fs.chmodSync(dir, 0o700);
  const why = notOurs(dir, 'directory', fs.lstatSync(dir));
  if (why !== undefined) throw new CommandSocketError(`Not starting the command socket: ${why}`);
}

/** A file left by a server that crashed (this process holds the directory's lock, so no other runs). */
function removeStale(file: string, kind: 'socket' | 'file'): void {
  const stat = lstatIfExists(file);
  if (!stat) return;
  if (kind === 'socket' ? !stat.isSocket() : !stat.isFile()) throw new CommandSocketError(`Not starting the command socket: ${file} is not a ${kind}`);
  fs.unlinkSync(file);
}
