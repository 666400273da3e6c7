import { describe, expect, it } from 'vitest';
import { createJivoWidget, JIVO_LOADER, type JivoWindow } from './jivo-widget';

// Decision 0045: the Jivo adapter speaks Jivo's public widget API. Jivo itself is outside our
// reach, so the page's `jivo_api` here is a recording stand-in with the documented methods; the
// test page never runs the loader (happy-dom refuses to load scripts and logs that it did).

function page() {
  const calls: unknown[][] = [];
  let unread = 0;
  const win = { document: document.implementation.createHTMLDocument('') } as unknown as JivoWindow;
  const api = {
    open: () => calls.push(['open']),
    close: () => calls.push(['close']),
    getUnreadMessagesCount: () => unread,
    setWidgetColor: (color: string, color2?: string) => calls.push(['setWidgetColor', color, color2]),
    setUserToken: (token: string) => calls.push(['setUserToken', token]),
  };
  return { win, api, calls, setUnread: (n: number) => (unread = n) };
}

describe('the Jivo widget adapter', () => {
  it('loads the widget of the consultant id with the page nonce, then sets the colours and the signed identity', async () => {
    const { win, api, calls } = page();
    const widget = createJivoWidget({ widgetId: 'AbC123', nonce: 'n-1', colors: { main: '#112233', accent: '#445566' }, identity: async () => 'signed.jwt.token' }, win);
    const script = win.document.head.querySelector('script[data-support-widget="jivo"]') as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe(`${JIVO_LOADER}AbC123`);
    expect(script.nonce).toBe('n-1');

    win.jivo_api = api;
    win.jivo_onLoadCallback?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual([['setWidgetColor', '#112233', '#445566'], ['setUserToken', 'signed.jwt.token']]);

    widget.destroy();
    expect(win.document.head.querySelector('script')).toBeNull();
  });

  it('opens and closes through jivo_api and follows its unread count', () => {
    const { win, api, calls, setUnread } = page();
    const widget = createJivoWidget({ widgetId: 'w', nonce: '', colors: {}, identity: null }, win);
    win.jivo_api = api;
    win.jivo_onLoadCallback?.();
    const seen: number[] = [];
    widget.subscribe(() => seen.push(widget.getState().unread));

    setUnread(2);
    win.jivo_onMessageReceived?.();
    expect(widget.getState()).toEqual({ open: false, unread: 2 });
    widget.open();
    win.jivo_onOpen?.();
    expect(widget.getState()).toEqual({ open: true, unread: 0 });
    widget.close();
    win.jivo_onClose?.();
    expect(widget.getState().open).toBe(false);
    expect(calls).toEqual([['open'], ['close']]);
    expect(seen).toEqual([2, 0, 0]);
  });
});
