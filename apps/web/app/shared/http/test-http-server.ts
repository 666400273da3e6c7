// Test support: a real node:http server whose routes each test defines, so the HTTP layer is
// exercised over a real socket instead of a mocked fetch. Only imported by *.test.ts files.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export type Route = (request: ReceivedRequest, response: ServerResponse) => void;

export interface TestServer {
  readonly baseUrl: string;
  /** Requests received per path (without the query string). */
  hits(path: string): number;
  readonly received: ReceivedRequest[];
  route(path: string, handler: Route): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>();
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const handler = routes.get(pathOf(request.url)) ?? echo;
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    hits: (path) => received.filter((request) => pathOf(request.url) === path).length,
    route: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with what it received, so a test can see the wire form of a call. */
export const echo: Route = (request, response) => {
  sendJson(response, 200, {
    method: request.method,
    url: request.url,
    contentType: request.headers['content-type'] ?? null,
    accept: request.headers['accept'] ?? null,
    body: request.body,
  });
};

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}
