import type { FastifyInstance, InjectOptions } from 'fastify';

// A cookie-keeping client for API tests, as a browser on one host would be: it stores the cookies
// the server sets and, like our web client, echoes the csrf_token cookie in x-csrf-token on writes.

export interface AgentResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
  cookies: { name: string; value: string; sameSite?: string; secure?: boolean; httpOnly?: boolean; partitioned?: boolean; expires?: Date }[];
}

export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'goalbet.localhost',
    /** `ip`: the address the request comes from (the server's `request.ip`). */
    private readonly options: { csrf?: boolean; origin?: string; ip?: string } = {},
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<AgentResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrf_token');
    const all: Record<string, string> = {
      host: this.host,
      ...(cookie ? { cookie } : {}),
      ...(method !== 'GET' && this.options.csrf !== false && csrf ? { 'x-csrf-token': csrf } : {}),
      ...(this.options.origin ? { origin: this.options.origin } : {}),
      ...headers,
    };
    const options: InjectOptions = { method, url, headers: all, ...(this.options.ip ? { remoteAddress: this.options.ip } : {}) };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await this.app.inject(options);
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res as unknown as AgentResponse;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, payload ?? {}, headers);
  }
}

/**
 * The newest message in the local outbox for a recipient, read as a person would on /dev/outbox,
 * once everything committed so far has been handed to the providers (messages leave after commit).
 */
export async function latestOutboxText(app: FastifyInstance, to: string, host = 'goalbet.localhost'): Promise<string> {
  await app.outbox.drain();
  const res = await app.inject({ url: `/web-api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, headers: { host } });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: ${res.body}`);
  const first = (res.json() as { data: { text: string }[] }).data[0];
  if (first === undefined) throw new Error(`no message for ${to} on ${host}`);
  return first.text;
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

export function linkTokenIn(text: string): string {
  const match = /[?&]token=([^\s&"]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]);
}
