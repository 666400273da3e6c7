import fs from 'node:fs';
import net from 'node:net';
import { commandFrameSchema, commandSocketPaths, lstatIfExists, notOurs, type CommandRequest } from './command-socket-protocol';

// The command line's side of the command socket (decision 0017): when the server holds the PGlite
// directory, the command goes to it and its output and exit code come back. Before sending
// anything, the socket's directory, the socket and the secret must be this user's and private: a
// socket someone else put there never sees the secret or the command.

export class CommandSocketRefused extends Error {
  override name = 'CommandSocketRefused';
}

export interface CommandSink {
  /** Writes one piece of output; the next waits until it is handed to the OS. */
  out(text: string): Promise<void>;
  err(text: string): Promise<void>;
}

/**
 * Runs a command in the server holding `dataDir`. Resolves to its exit code, or to undefined when
 * that server has no command socket. Rejects with CommandSocketRefused when the socket is not to
 * be trusted or does not answer.
 */
export async function runInServer(dataDir: string, command: string, args: string[], sink: CommandSink): Promise<number | undefined> {
  const paths = commandSocketPaths(dataDir);
  const dir = lstatIfExists(paths.dir);
  if (!dir) return undefined;
  check(notOurs(paths.dir, 'directory', dir));
  const socketStat = lstatIfExists(paths.socket);
  if (!socketStat) return undefined;
  check(notOurs(paths.socket, 'socket', socketStat));
  const secretStat = lstatIfExists(paths.secret);
  if (!secretStat) return undefined;
  check(notOurs(paths.secret, 'file', secretStat));
  const secret = fs.readFileSync(paths.secret, 'utf8');
  return exchange(paths.socket, { secret, command, args }, sink);
}

function check(why: string | undefined): void {
  if (why !== undefined) throw new CommandSocketRefused(`Refusing the server's command socket: ${why}.`);
}

function exchange(socketPath: string, request: CommandRequest, sink: CommandSink): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let received = '';
    let exit: number | undefined;
    // Output is written in the order it came, each piece after the one before.
    let written: Promise<void> = Promise.resolve();
    let failure: Error | undefined;

    const onLine = (line: string) => {
      let parsed;
      try {
        parsed = commandFrameSchema.safeParse(JSON.parse(line));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) {
        failure = new CommandSocketRefused('The server answered something that is not command output.');
        socket.destroy();
        return;
      }
      const frame = parsed.data;
      if ('stdout' in frame) written = written.then(() => sink.out(frame.stdout));
      else if ('stderr' in frame) written = written.then(() => sink.err(frame.stderr));
      else exit = frame.exit;
    };

    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
      for (let end = received.indexOf('\n'); end >= 0 && !socket.destroyed; end = received.indexOf('\n')) {
        onLine(received.slice(0, end));
        received = received.slice(end + 1);
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      failure ??=
        error.code === 'ECONNREFUSED' || error.code === 'ENOENT'
          ? new CommandSocketRefused(`The server holding the database does not answer on its command socket ${socketPath}: it may be stopping or hung.`)
          : error;
    });
    socket.on('close', () => {
      void written.then(() => {
        if (exit !== undefined) resolve(exit);
        else reject(failure ?? new CommandSocketRefused('The server closed the command socket before the command ended: it may or may not have run.'));
      }, reject);
    });
  });
}
