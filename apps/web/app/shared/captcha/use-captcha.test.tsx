import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalQueueProvider } from '../modal-queue-context';
import { renderWithI18n, ru } from '../ui/test-utils';
import type { CaptchaSettings } from './captcha-providers';
import { useCaptchaFor, type CaptchaApi } from './use-captcha';

// The hook as a form uses it: the page's modal queue shows the captcha modal (the shared
// Dialog), and closing it dismisses the captcha with the failure reported to the caller.

type Params = Record<string, unknown>;

function Form({ settings, onApi, onFailure }: { settings: CaptchaSettings; onApi: (api: CaptchaApi) => void; onFailure: (ms: number, reason: string) => void }) {
  const api = useCaptchaFor(settings, { onFailure });
  onApi(api);
  return <p>form</p>;
}

function Page(props: Parameters<typeof Form>[0]) {
  const [shown, setShown] = useState(true);
  return (
    <ModalQueueProvider>
      {shown && <Form {...props} />}
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
    </ModalQueueProvider>
  );
}

function renderPage(settings: CaptchaSettings) {
  let api: CaptchaApi | undefined;
  const failures: Array<[number, string]> = [];
  renderWithI18n(<Page settings={settings} onApi={(value) => (api = value)} onFailure={(ms, reason) => failures.push([ms, reason])} />);
  const getToken = (action: string) => {
    if (!api) throw new Error('not rendered');
    return api.getToken(action);
  };
  return { getToken, failures };
}

/** The puzzle provider's page global: it renders into the element it is given. */
function installPuzzle() {
  const rendered: Params[] = [];
  Reflect.set(window, 'painPuzzle', {
    render: (container: HTMLElement, params: Params) => {
      container.append(Object.assign(document.createElement('span'), { textContent: 'puzzle widget' }));
      rendered.push(params);
      return 1;
    },
    execute: () => undefined,
    remove: () => undefined,
  });
  return rendered;
}

describe('useCaptcha', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'painPuzzle');
  });

  it('gives no token for a brand with the captcha disabled', async () => {
    const { getToken } = renderPage({ type: 'disabled', domain: 'www.google.com', siteKey: undefined });
    await expect(getToken('sign_in')).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a widget that needs the player in the captcha modal and gives its token', async () => {
    const rendered = installPuzzle();
    const { getToken } = renderPage({ type: 'puzzle', domain: 'puzzle.example', siteKey: 'pkey' });
    let token: Promise<string | undefined> | undefined;
    act(() => {
      token = getToken('registration');
    });
    const dialog = await screen.findByRole('dialog', { name: ru('captcha_title') });
    expect(dialog.textContent).toContain(ru('captcha_widget_prompt'));
    await waitFor(() => expect(dialog.textContent).toContain('puzzle widget'));
    const done = rendered[0]?.['callback'];
    if (typeof done !== 'function') throw new Error('no callback');
    act(() => {
      done('puzzle-token');
    });
    await expect(token).resolves.toBe('puzzle-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closing the modal rejects with "Dismissed captcha" and reports the failure', async () => {
    installPuzzle();
    const { getToken, failures } = renderPage({ type: 'puzzle', domain: 'puzzle.example', siteKey: 'pkey' });
    let token: Promise<unknown> | undefined;
    act(() => {
      token = getToken('registration').catch((error: unknown) => error);
    });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: ru('ui_close') }));
    expect(await token).toMatchObject({ name: 'CaptchaDismissedError', message: 'Dismissed captcha' });
    expect(failures).toEqual([[expect.any(Number), 'closed']]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels the running captcha when the form goes away', async () => {
    installPuzzle();
    const { getToken, failures } = renderPage({ type: 'puzzle', domain: 'puzzle.example', siteKey: 'pkey' });
    let token: Promise<unknown> | undefined;
    act(() => {
      token = getToken('registration').catch((error: unknown) => error);
    });
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByText('leave'));
    expect(await token).toMatchObject({ name: 'CaptchaCancelledError' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(failures).toEqual([]);
  });

  it('logs and rejects when the provider script cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { getToken, failures } = renderPage({ type: 'google', domain: 'www.google.com', siteKey: 'key' });
    await expect(getToken('sign_in')).rejects.toMatchObject({ name: 'CaptchaUnavailableError' });
    expect(failures).toEqual([[expect.any(Number), 'error']]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
