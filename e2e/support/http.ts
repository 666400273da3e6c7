import { request } from 'node:http';

// Plain HTTP that sends the path exactly as given (fetch would resolve `..` and re-encode) and may
// name the brand by its Host header (brand hosts like goalbet.localhost do not resolve).
// One connection per request: a request the server refuses (431, headers too large) has its
// connection closed, and a kept-alive socket would fail the next request on the client's side.

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function httpRequest(siteUrl: string, options: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<HttpAnswer> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path: options.path, method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

export function httpGet(siteUrl: string, path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return httpRequest(siteUrl, { path, headers });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header sends them back. */
export function cookiesOf(answer: HttpAnswer): string {
  const set = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(set) ? set : [set]).map((cookie) => cookie.split(';')[0] ?? '').join('; ');
}
