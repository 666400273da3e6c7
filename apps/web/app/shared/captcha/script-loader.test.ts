import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaUnavailableError } from './captcha-flow';
import { loadScript, scriptPollEveryMs, scriptPollFirstMs } from './script-loader';

// happy-dom refuses to fetch script files, as a blocked or unreachable provider would: the
// element reports an error. A provider that is "already on the page" is a global set by the test.

const url = 'https://captcha.example/api.js?render=explicit';
const globalName = 'exampleCaptcha';
const isReady = () => Reflect.get(window, globalName) !== undefined;

describe('captcha script loader', () => {
  beforeEach(() => {
    // happy-dom prints why it refused each script file; the refusal itself is what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, globalName);
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('rejects when the script cannot load, and takes the dead element away for a retry', async () => {
    const loading = loadScript(url, { isReady, signal: new AbortController().signal });
    await expect(loading).rejects.toBeInstanceOf(CaptchaUnavailableError);
    await expect(loading).rejects.toThrow(url);
    expect(document.querySelector('script')).toBeNull();
  });

  it('adds the script with the page nonce (strict CSP), asynchronously', async () => {
    const added: HTMLScriptElement[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) added.push(node);
    });
    observer.observe(document.head, { childList: true });
    await loadScript(url, { isReady, signal: new AbortController().signal, nonce: 'n0nce' }).catch(() => undefined);
    observer.disconnect();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: url, async: true, nonce: 'n0nce' });
  });

  it('polls after 100 ms, then every 300 ms, until the provider is ready (spec §9)', async () => {
    vi.useFakeTimers();
    // The element is already in the page (an earlier attempt is still loading).
    const existing = document.createElement('script');
    existing.src = url;
    const ready = vi.fn(isReady);
    document.head.append(existing);
    let done = false;
    const loading = loadScript(url, { isReady: ready, signal: new AbortController().signal }).then(() => {
      done = true;
    });
    expect(ready).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(scriptPollFirstMs);
    expect(ready).toHaveBeenCalledTimes(2);
    setTimeout(() => Reflect.set(window, globalName, { render() {} }), 150);
    await vi.advanceTimersByTimeAsync(scriptPollEveryMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
    expect(ready).toHaveBeenCalledTimes(3);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives up after the time limit and removes the element', async () => {
    vi.useFakeTimers();
    const existing = document.createElement('script');
    existing.src = url;
    document.head.append(existing);
    const loading = loadScript(url, { isReady, signal: new AbortController().signal, timeoutMs: 2_000 }).catch((error: unknown) => error);
    // The last look falls on the first poll past the limit.
    await vi.advanceTimersByTimeAsync(2_000 + scriptPollEveryMs);
    expect(await loading).toBeInstanceOf(CaptchaUnavailableError);
    expect(await loading).toMatchObject({ message: expect.stringContaining('did not become ready') });
    expect(document.querySelector('script')).toBeNull();
  });

  it('stops when the flow is cancelled', async () => {
    vi.useFakeTimers();
    const existing = document.createElement('script');
    existing.src = url;
    document.head.append(existing);
    const controller = new AbortController();
    const loading = loadScript(url, { isReady, signal: controller.signal }).catch((error: unknown) => error);
    controller.abort(new Error('cancelled'));
    expect(await loading).toMatchObject({ message: 'cancelled' });
  });

  it('resolves at once when the provider is already there', async () => {
    Reflect.set(window, globalName, {});
    await expect(loadScript(url, { isReady, signal: new AbortController().signal })).resolves.toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });
});
