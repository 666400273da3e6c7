import type { ServerOptions } from 'node:http';
import type { Env } from '../config/env';

// How long a request may take to arrive (decision 0016). Fastify turns Node's own request timeout
// off by default, so a client that sends its body a byte at a time kept a connection (and its
// parser) for as long as it liked. Node cuts such a request with 408 once the headers or the whole
// request are late; it checks its connections every `connectionsCheckingInterval`, so that interval
// is a fraction of the timeout, else a 30 s limit could take a minute to bite. An upgraded
// WebSocket has left the HTTP parser and is not affected.

export interface ServerTimeouts {
  requestTimeout: number;
  http: ServerOptions;
}

export function serverTimeouts(env: Pick<Env, 'REQUEST_TIMEOUT_SECONDS' | 'HEADERS_TIMEOUT_SECONDS'>): ServerTimeouts {
  const requestMs = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const headersMs = env.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout: requestMs,
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.min(5_000, Math.max(250, headersMs / 4)) },
  };
}
