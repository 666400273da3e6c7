// Loads an outside captcha provider's script once per page and waits until its global API is
// usable. spec §9 "Captcha script load polling: 100 and 300 ms": the first look comes after
// 100 ms, then every 300 ms, until the time limit.
import { CaptchaUnavailableError } from './captcha-flow';

export const scriptPollFirstMs = 100;
export const scriptPollEveryMs = 300;
/** No spec value: long enough for a slow mobile network, short enough for a waiting player. */
export const scriptLoadTimeoutMs = 15_000;

export interface LoadScriptOptions {
  /** True once the provider's API can be called. */
  readonly isReady: () => boolean;
  readonly signal: AbortSignal;
  readonly timeoutMs?: number;
  /** The page's CSP nonce: the strict policy admits only scripts that carry it. */
  readonly nonce?: string;
  readonly document?: Document;
}

export function loadScript(url: string, options: LoadScriptOptions): Promise<void> {
  const doc = options.document ?? document;
  if (options.isReady()) return Promise.resolve();
  if (options.signal.aborted) return Promise.reject(options.signal.reason);
  return new Promise<void>((resolve, reject) => {
    const found = existingScript(doc, url);
    const script = found ?? createScript(doc, url, options.nonce);
    const timeoutAt = Date.now() + (options.timeoutMs ?? scriptLoadTimeoutMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.removeEventListener('error', onError);
      options.signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const failWith = (message: string) =>
      settle(() => {
        // A later attempt (the player submits again) must load afresh, not wait on a dead element.
        script.remove();
        reject(new CaptchaUnavailableError(`${message}: ${url}`));
      });
    const onError = () => failWith('captcha script failed to load');
    const onAbort = () => settle(() => reject(options.signal.reason));
    const poll = () => {
      if (settled) return;
      if (options.isReady()) settle(resolve);
      else if (Date.now() >= timeoutAt) failWith('captcha script did not become ready in time');
      else timer = setTimeout(poll, scriptPollEveryMs);
    };

    // Listen before the element joins the page: a refused load may report at once.
    script.addEventListener('error', onError);
    options.signal.addEventListener('abort', onAbort);
    if (!found) doc.head.append(script);
    if (!settled) timer = setTimeout(poll, scriptPollFirstMs);
  });
}

function existingScript(doc: Document, url: string): HTMLScriptElement | undefined {
  return [...doc.querySelectorAll('script')].find((element) => element.src === url);
}

function createScript(doc: Document, url: string, nonce: string | undefined): HTMLScriptElement {
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  if (nonce) script.nonce = nonce;
  return script;
}
