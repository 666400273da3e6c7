import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Pre-serialised answers (DESIGN §4): a route's body is built once per route, normalised query and
// version of the state it depends on; later requests for an unchanged state get the same bytes. The
// gzip form is made on the first request that accepts it and kept beside the JSON. Feed routes are
// registered with `compress: false`, so @fastify/compress never compresses these bodies again.

export interface CachedBody {
  json: Buffer;
  gzip: Buffer | undefined;
}

export class BodyCache {
  private readonly entries = new Map<string, { version: string; body: CachedBody }>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 2_000) {}

  /** The cached body of `key` at `version`, or the one `build` makes now (and caches). */
  get(key: string, version: string, build: () => string): CachedBody {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) {
      this.hits++;
      return cached.body;
    }
    this.misses++;
    const body: CachedBody = { json: Buffer.from(build(), 'utf8'), gzip: undefined };
    this.entries.delete(key);
    this.entries.set(key, { version, body });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return body;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Whether an Accept-Encoding header admits gzip (`gzip`, `x-gzip` or `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  let star = false;
  for (const part of text.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

/** Sends a cached body, gzip-compressed only when the client accepts gzip. */
export function sendBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  void reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.json);
  // Level 4: close to the default's size for JSON at about half its time (made once per version).
  body.gzip ??= gzipSync(body.json, { level: 4 });
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}

/** Envelope of every *Zip answer (wire-format §1.1) around an already serialised value. */
export function envelopeJson(valueJson: string): string {
  return `{"Id":0,"Success":true,"Error":"","ErrorCode":0,"Guid":"","Value":${valueJson}}`;
}
