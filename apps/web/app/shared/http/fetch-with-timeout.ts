// One network attempt with the timeout of api-contract-spec §8: code 1488 when no answer came in
// time, 1489 when the time ran out while the body was downloading.

export type AttemptOutcome =
  | { readonly kind: 'answered'; readonly response: Response; readonly text: string }
  | {
      readonly kind: 'timeout';
      readonly phase: 'headers' | 'body';
      readonly response: Response | null;
    }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'network'; readonly cause: unknown };

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export async function fetchWithTimeout(
  fetchFn: FetchFunction,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  if (signal.aborted) return { kind: 'cancelled' };
  const controller = new AbortController();
  let timedOut = false;
  let response: Response | null = null;
  const forwardAbort = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', forwardAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  try {
    response = await fetchFn(url, { ...init, signal: controller.signal });
    const text = await response.text();
    // A timer that fired after the last byte does not turn a complete answer into a failure.
    return { kind: 'answered', response, text };
  } catch (cause) {
    if (timedOut) return { kind: 'timeout', phase: response ? 'body' : 'headers', response };
    if (signal.aborted) return { kind: 'cancelled' };
    return { kind: 'network', cause };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', forwardAbort);
  }
}
