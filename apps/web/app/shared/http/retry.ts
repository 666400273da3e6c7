// Retries of the HTTP layer (api-contract-spec §7.1): only for failures that may pass on their
// own — no answer, a timeout, a 5xx — never for 4xx, a Success:false answer or a cancel.
import { NetworkError, RequestTimeout } from './errors';
import type { HTTPError } from './errors';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** Delay before the first retry; doubles for each next one. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/** A number of retries, or a policy; absent means no retries. */
export type RetryOption = number | Partial<RetryPolicy>;

const defaultPolicy: RetryPolicy = { retries: 0, baseDelayMs: 300, maxDelayMs: 5_000 };

export function normalizeRetry(option: RetryOption | undefined): RetryPolicy {
  if (option === undefined) return defaultPolicy;
  const policy =
    typeof option === 'number'
      ? { ...defaultPolicy, retries: option }
      : { ...defaultPolicy, ...option };
  return { ...policy, retries: Math.max(0, Math.trunc(policy.retries)) };
}

export function isRetryable(error: HTTPError): boolean {
  if (error.isCancel) return false;
  if (error instanceof NetworkError || error instanceof RequestTimeout) return true;
  const status = error.response?.status;
  return status !== undefined && status >= 500 && status <= 599;
}

/** Exponential backoff: base, 2×base, 4×base … capped (retry number counts from 1). */
export function backoffDelay(policy: RetryPolicy, retryNumber: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retryNumber - 1));
}

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** Resolves after `ms`, or early when the signal aborts (the caller checks the signal). */
export const sleepWithTimer: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
