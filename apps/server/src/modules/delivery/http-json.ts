import { PROVIDER_TIMEOUT_MS } from './message';

// The HTTP call both HTTP providers make. Errors never carry the URL: the Telegram URL holds the
// bot token, and errors end up in the delivery record and the log.

export async function postJson(
  url: string,
  body: unknown,
  options: { service: string; headers?: Record<string, string> },
): Promise<{ status: number; ok: boolean; json: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${options.service} could not be reached: ${networkReason(error)}`, { cause: error });
  }
  const text = await response.text().catch(() => '');
  return { status: response.status, ok: response.ok, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'network error';
  if (error.name === 'TimeoutError') return `no answer within ${PROVIDER_TIMEOUT_MS / 1000} s`;
  const cause: unknown = error.cause;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return 'network error';
}

/** A string or number field of a JSON object, as text (provider message ids come as either). */
export function idField(json: unknown, ...path: string[]): string | null {
  let value: unknown = json;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
