import net from 'node:net';
import { subjectMatches } from './subject';

// A local server speaking the subset of the NATS core protocol that the NATS client uses for live
// subjects (INFO, CONNECT, PING/PONG, SUB, UNSUB, PUB → MSG), for the bus and cluster tests: a real
// TCP peer, not a mock, that can drop its clients. JetStream needs the real server
// (nats-server-process.ts).

export interface NatsTestServer {
  port: number;
  /** CONNECT options each client sent. */
  connects: Record<string, unknown>[];
  close(): Promise<void>;
  /** Drops every client connection (the clients should come back). */
  dropClients(): void;
}

export async function startNatsTestServer(port = 0): Promise<NatsTestServer> {
  const clients = new Set<{ socket: net.Socket; subs: Map<string, string> }>();
  const connects: Record<string, unknown>[] = [];

  const server = net.createServer((socket) => {
    const client = { socket, subs: new Map<string, string>() };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('error', () => {});
    socket.write(`INFO ${JSON.stringify({ server_id: 'test', version: '2.10.0', proto: 1, max_payload: 1_048_576 })}\r\n`);
    let buffer: Buffer = Buffer.alloc(0);
    let awaiting: { subject: string; size: number } | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (awaiting) {
          if (buffer.length < awaiting.size + 2) return;
          const payload = buffer.subarray(0, awaiting.size);
          buffer = buffer.subarray(awaiting.size + 2);
          for (const other of clients) {
            for (const [sid, pattern] of other.subs) {
              if (!subjectMatches(pattern, awaiting.subject)) continue;
              other.socket.write(
                Buffer.concat([Buffer.from(`MSG ${awaiting.subject} ${sid} ${payload.length}\r\n`), payload, Buffer.from('\r\n')]),
              );
            }
          }
          awaiting = undefined;
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.subarray(0, end).toString('utf8');
        buffer = buffer.subarray(end + 2);
        const [op = '', ...args] = line.split(' ');
        if (op === 'CONNECT') connects.push(JSON.parse(args.join(' ')) as Record<string, unknown>);
        else if (op === 'PING') socket.write('PONG\r\n');
        else if (op === 'SUB') client.subs.set(args[1] ?? '', args[0] ?? '');
        else if (op === 'UNSUB') client.subs.delete(args[0] ?? '');
        else if (op === 'PUB') awaiting = { subject: args[0] ?? '', size: Number(args[args.length - 1]) };
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    connects,
    dropClients: () => {
      for (const client of clients) client.socket.destroy();
    },
    close: async () => {
      for (const client of clients) client.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
