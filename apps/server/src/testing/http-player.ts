import http from 'node:http';

// A player's browser over real HTTP, for tests and benchmarks that run the server as its own
// process (server-process.ts): it keeps the cookies the server sets, echoes the csrf_token cookie
// in x-csrf-token on writes as our web client does, and reports a request that got no answer (the
// server died, refused the connection, or took too long) as `NoAnswer`: the request may or may not
// have taken effect, which is exactly what an idempotency key is for.

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** No answer came back: the request may or may not have reached the server. */
export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
  constructor(
    message: string,
    /** True when the request was sent on a connection the server then dropped (it may have acted on it). */
    readonly cut: boolean,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

export class HttpPlayer {
  private readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    private readonly origin: () => string,
    /** The brand's domain the player visits (localhost: Stavka, RUB). */
    readonly host = 'localhost',
  ) {}

  postJson(path: string, payload: unknown): Promise<HttpAnswer> {
    return this.send('POST', path, JSON.stringify(payload), 'application/json');
  }

  postForm(path: string, form: string): Promise<HttpAnswer> {
    return this.send('POST', path, form, 'application/x-www-form-urlencoded');
  }

  get(path: string): Promise<HttpAnswer> {
    return this.send('GET', path);
  }

  /** One-click registration (issue 3): the player is signed in by the cookies it sets. */
  async register(): Promise<number> {
    const res = await this.postJson('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    if (res.status !== 200) throw new Error(`registration answered ${res.status}: ${res.body}`);
    return Number((JSON.parse(res.body) as { data: { userId: number } }).data.userId);
  }

  close(): void {
    this.agent.destroy();
  }

  private send(method: 'GET' | 'POST', path: string, body?: string, contentType?: string): Promise<HttpAnswer> {
    const headers: http.OutgoingHttpHeaders = { host: this.host };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.cookie = cookie;
    const csrf = this.cookies.get('csrf_token');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    if (body !== undefined) {
      headers['content-type'] = contentType ?? 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    return new Promise((resolve, reject) => {
      let sent = false;
      const request = http.request(new URL(path, this.origin()), { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new NoAnswer(error.message, true)));
        response.on('end', () => {
          this.keepCookies(response.headers['set-cookie']);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() });
        });
      });
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
      request.on('finish', () => (sent = true));
      request.on('error', (error: NodeJS.ErrnoException) => reject(new NoAnswer(`${method} ${path}: ${error.code ?? error.message}`, sent && error.code !== 'ECONNREFUSED')));
      request.end(body);
    });
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
