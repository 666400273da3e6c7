import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaDismissedError, CaptchaUnavailableError, startCaptchaFlow, type CaptchaModalHost } from './captcha-flow';
import { captchaProviderFor } from './captcha-providers';

// The outside providers in the page. Their scripts cannot load here (happy-dom refuses script
// files, as a blocked network would), so the adapters must fail cleanly; where a test needs a
// provider that did load, it plays the provider's page global (grecaptcha, hcaptcha, painPuzzle).

type Params = Record<string, unknown>;

function callback(params: Params | undefined, name: string): (value?: unknown) => void {
  const fn: unknown = params?.[name];
  if (typeof fn !== 'function') throw new Error(`no ${name}`);
  return (value) => {
    fn(value);
  };
}

/** A provider with the explicit-render API, recording what the adapter asks of it. */
function renderApiGlobal() {
  const calls = { rendered: [] as Array<{ container: HTMLElement; params: Params }>, executed: [] as unknown[], removed: [] as unknown[] };
  return {
    calls,
    last: () => calls.rendered.at(-1)?.params,
    api: {
      render: (container: HTMLElement, params: Params) => {
        calls.rendered.push({ container, params });
        return 'widget-1';
      },
      execute: (id: unknown) => calls.executed.push(id),
      remove: (id: unknown) => calls.removed.push(id),
    },
  };
}

const modalHost = (): CaptchaModalHost & { element: HTMLElement } => {
  const element = document.createElement('div');
  return { element, open: async () => element, close: () => undefined };
};

describe('outside captcha providers', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of ['grecaptcha', 'hcaptcha', 'painPuzzle']) Reflect.deleteProperty(window, name);
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it.each(['google', 'hcaptcha', 'hunt', 'puzzle'] as const)('%s: a script that cannot load rejects the flow, logged and reported', async (type) => {
    const failures: string[] = [];
    const provider = captchaProviderFor({ type, domain: 'captcha.example', siteKey: 'site-key' });
    const flow = startCaptchaFlow(provider, { action: 'sign_in', onFailure: (_ms, reason) => failures.push(reason) });
    await expect(flow.result).rejects.toBeInstanceOf(CaptchaUnavailableError);
    expect(flow.state()).toBe('failed');
    expect(failures).toEqual(['error']);
    expect(logged).toHaveBeenCalledWith('captcha failed', expect.any(CaptchaUnavailableError));
  });

  it('google: loads reCAPTCHA from the brand captcha domain with the site key', async () => {
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) added.push(node.src);
    });
    observer.observe(document.head, { childList: true });
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'google', domain: 'www.recaptcha.net', siteKey: 'key 1' }), { action: 'sign_in' });
    await flow.result.catch(() => undefined);
    observer.disconnect();
    expect(added).toEqual(['https://www.recaptcha.net/recaptcha/api.js?render=key%201']);
  });

  it('google: a brand without a site key fails before loading anything', async () => {
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'google', domain: 'www.google.com', siteKey: undefined }), { action: 'sign_in' });
    await expect(flow.result).rejects.toThrow(CaptchaUnavailableError);
    expect(document.querySelector('script')).toBeNull();
  });

  it('google: executes reCAPTCHA v3 invisibly for the action and gives its token', async () => {
    const executed: unknown[] = [];
    Reflect.set(window, 'grecaptcha', {
      ready: (done: () => void) => done(),
      execute: async (siteKey: string, options: unknown) => {
        executed.push([siteKey, options]);
        return 'recaptcha-token';
      },
    });
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'google', domain: 'www.google.com', siteKey: 'key' }), { action: 'password-reset' });
    await expect(flow.result).resolves.toBe('recaptcha-token');
    expect(executed).toEqual([['key', { action: 'password_reset' }]]);
  });

  it('google: an empty answer is an error, not a token', async () => {
    Reflect.set(window, 'grecaptcha', { ready: (done: () => void) => done(), execute: async () => '' });
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'google', domain: 'www.google.com', siteKey: 'key' }), { action: 'sign_in' });
    await expect(flow.result).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it('hcaptcha: renders an invisible widget, executes it, and gives the token', async () => {
    const provider = renderApiGlobal();
    Reflect.set(window, 'hcaptcha', provider.api);
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'hcaptcha', domain: 'hcaptcha.com', siteKey: 'hkey' }), { action: 'registration' });
    await vi.waitFor(() => expect(provider.calls.executed).toEqual(['widget-1']));
    expect(provider.last()).toMatchObject({ sitekey: 'hkey', size: 'invisible' });
    const container = provider.calls.rendered[0]?.container;
    expect(container?.isConnected).toBe(true);
    callback(provider.last(), 'callback')('h-token');
    await expect(flow.result).resolves.toBe('h-token');
    expect(provider.calls.removed).toEqual(['widget-1']);
    expect(container?.isConnected).toBe(false);
  });

  it.each([
    ['close-callback', 'closed'],
    ['expired-callback', 'expired'],
    ['chalexpired-callback', 'expired'],
  ])('hcaptcha: %s dismisses the captcha (%s)', async (name, reason) => {
    const provider = renderApiGlobal();
    Reflect.set(window, 'hcaptcha', provider.api);
    const failures: string[] = [];
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'hcaptcha', domain: 'hcaptcha.com', siteKey: 'hkey' }), {
      action: 'registration',
      onFailure: (_ms, why) => failures.push(why),
    });
    await vi.waitFor(() => expect(provider.calls.executed).toHaveLength(1));
    callback(provider.last(), name)();
    const error = await flow.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaDismissedError);
    expect(error).toMatchObject({ message: 'Dismissed captcha', reason });
    expect(failures).toEqual([reason]);
    expect(provider.calls.removed).toEqual(['widget-1']);
  });

  it('puzzle: needs the player, so it renders inside the captcha modal', async () => {
    const provider = renderApiGlobal();
    Reflect.set(window, 'painPuzzle', provider.api);
    const modal = modalHost();
    const flow = startCaptchaFlow(captchaProviderFor({ type: 'puzzle', domain: 'puzzle.example', siteKey: 'pkey' }), { action: 'sign_in', modal });
    await vi.waitFor(() => expect(provider.calls.rendered).toHaveLength(1));
    expect(provider.calls.rendered[0]?.container).toBe(modal.element);
    expect(provider.last()).toMatchObject({ sitekey: 'pkey', size: 'normal' });
    callback(provider.last(), 'callback')('p-token');
    await expect(flow.result).resolves.toBe('p-token');
  });
});
