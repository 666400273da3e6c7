import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Pre-serialised answers (DESIGN §4): a route's body is built once per route, normalised query and
// version of the state it depends on; later requests for an unchanged state get the same bytes. The
// gzip form is made on the first request that accepts it and kept beside the JSON. Feed routes are
// registered with `compress: false`, so @fastify/compress never compresses these bodies again.
// The cache is bounded by bytes, not by keys: one list answer weighs a hundred kilobytes and a
// championship's a few hundred bytes, so a bound on keys holds either far too little or far too much.
// The least recently used answers go first.

/** Bytes of answers a process keeps by default: some hundreds of list answers and their gzip forms. */
export const DEFAULT_BODY_CACHE_BYTES = 48 * 1024 * 1024;
/** What a slot costs beside its bodies (the map entry, the key, the version): an estimate. */
const SLOT_OVERHEAD_BYTES = 200;

export interface CachedBody {
  readonly json: Buffer;
  /** The gzip form, made on the first call. */
  gzip(): Buffer;
}

interface Slot {
  key: string;
  version: string;
  json: Buffer;
  gzip: Buffer | undefined;
  bytes: number;
  body: CachedBody | undefined;
}

export class BodyCache {
  /** In use order: the least recently used first. */
  private readonly slots = new Map<string, Slot>();
  private used = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = DEFAULT_BODY_CACHE_BYTES) {}

  /** The cached body of `key` at `version`, or the one `build` makes now (and caches). */
  get(key: string, version: string, build: () => string): CachedBody {
    const cached = this.slots.get(key);
    if (cached && cached.version === version) {
      this.hits++;
      this.slots.delete(key);
      this.slots.set(key, cached);
      return this.view(cached);
    }
    this.misses++;
    if (cached) this.drop(cached);
    const json = Buffer.from(build(), 'utf8');
    const slot: Slot = { key, version, json, gzip: undefined, bytes: json.length + key.length * 2 + version.length * 2 + SLOT_OVERHEAD_BYTES, body: undefined };
    // An answer larger than the whole budget is sent but not kept.
    if (slot.bytes > this.maxBytes) return this.view(slot);
    this.slots.set(key, slot);
    this.used += slot.bytes;
    this.evict();
    return this.view(slot);
  }

  /** Answers kept. */
  get size(): number {
    return this.slots.size;
  }

  /** Bytes kept: bodies, their gzip forms, keys and an estimate of each slot's own cost. */
  get bytes(): number {
    return this.used;
  }

  private view(slot: Slot): CachedBody {
    return (slot.body ??= {
      json: slot.json,
      gzip: () => {
        if (slot.gzip) return slot.gzip;
        // Level 4: close to the default's size for JSON at about half its time (made once per version).
        const gzip = gzipSync(slot.json, { level: 4 });
        slot.gzip = gzip;
        if (this.slots.get(slot.key) === slot) {
          slot.bytes += gzip.length;
          this.used += gzip.length;
          this.evict();
        }
        return gzip;
      },
    });
  }

  private drop(slot: Slot): void {
    if (this.slots.get(slot.key) !== slot) return;
    this.slots.delete(slot.key);
    this.used -= slot.bytes;
  }

  /** Drops the least recently used answers until the kept bytes are within the bound. */
  private evict(): void {
    for (const slot of this.slots.values()) {
      if (this.used <= this.maxBytes) return;
      this.drop(slot);
    }
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
  return reply.header('content-encoding', 'gzip').send(body.gzip());
}

/** Envelope of every *Zip answer (wire-format §1.1) around an already serialised value. */
export function envelopeJson(valueJson: string): string {
  return `{"Id":0,"Success":true,"Error":"","ErrorCode":0,"Guid":"","Value":${valueJson}}`;
}
