import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A real local HTTP server for the tests of the HTTP providers (DESIGN §1.6: the real adapter is
// tested against a server, not a mocked fetch). Records each request and answers as told.

export interface ReceivedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface TestHttpServer {
  url: string;
  received: ReceivedRequest[];
  answer(next: { status: number; body: unknown }): void;
  close(): Promise<void>;
}

export async function startHttpTestServer(): Promise<TestHttpServer> {
  const received: ReceivedRequest[] = [];
  let next = { status: 200, body: {} as unknown };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw || 'null') });
      response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (answer) => {
      next = answer;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
