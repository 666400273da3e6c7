import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A real nats-server with JetStream for the bus tests, on a free port with its own store, so a
// test can stop it and start it again on the same data. Tests skip when the binary is missing.

export const NATS_SERVER_BINARY = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((file) => fs.existsSync(file));

export interface NatsServerProcess {
  port: number;
  url: string;
  storeDir: string;
  /** Stops the server (the store stays); `start` brings it back on the same port and store. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its store. */
  dispose(): Promise<void>;
}

export async function startNatsServer(extraArgs: string[] = [], scheme = 'nats'): Promise<NatsServerProcess> {
  const binary = NATS_SERVER_BINARY;
  if (binary === undefined) throw new Error('nats-server is not installed');
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-nats-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const process = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir, ...extraArgs], { stdio: 'ignore' });
    child = process;
    await waitForPort(port, process);
  };
  const stop = async () => {
    const process = child;
    child = undefined;
    if (!process || process.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => process.once('exit', () => resolve()));
    process.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    port,
    url: `${scheme}://127.0.0.1:${port}`,
    storeDir,
    stop,
    start,
    async dispose() {
      await stop();
      fs.rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForPort(port: number, process: ChildProcess): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    if (process.exitCode !== null) throw new Error(`nats-server exited with ${process.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nats-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
