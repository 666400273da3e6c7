// Jivo's hosted chat behind the support-widget adapter (decision 0045), through its public widget
// API (jivochat.com/docs/widget): the loader `https://code.jivosite.com/widget/<widget id>` with
// the consultant id of the page language as the widget id; `jivo_api.open()` / `close()`,
// `getUnreadMessagesCount()`, `setWidgetColor(color, color2)` for the brand's consultant colours,
// `setUserToken(token)` for the player's signed identity; the page hears of changes through the
// global callbacks `jivo_onLoadCallback`, `jivo_onOpen`, `jivo_onClose`, `jivo_onMessageReceived`.
import { WidgetState, type SupportWidget } from './support-widget';

interface JivoApi {
  open(): unknown;
  close(): unknown;
  getUnreadMessagesCount(): number;
  setWidgetColor(color: string, color2?: string): unknown;
  setUserToken(token: string): unknown;
}

export type JivoWindow = Window & {
  jivo_api?: JivoApi;
  jivo_onLoadCallback?: () => void;
  jivo_onOpen?: () => void;
  jivo_onClose?: () => void;
  jivo_onMessageReceived?: () => void;
};

export const JIVO_LOADER = 'https://code.jivosite.com/widget/';

export interface JivoOptions {
  widgetId: string;
  nonce: string;
  colors: { main?: string; accent?: string };
  /** The player's signed identity (null for a guest): asked for once the widget has loaded. */
  identity: (() => Promise<string | null>) | null;
}

export function createJivoWidget(options: JivoOptions, win: JivoWindow = window as JivoWindow): SupportWidget {
  const state = new WidgetState();
  const api = () => win.jivo_api;
  const readUnread = () => state.set({ unread: api()?.getUnreadMessagesCount() ?? 0 });
  win.jivo_onLoadCallback = () => {
    const jivo = api();
    if (!jivo) return;
    if (options.colors.main) jivo.setWidgetColor(options.colors.main, options.colors.accent);
    void options.identity?.().then((token) => token && api()?.setUserToken(token));
    readUnread();
  };
  win.jivo_onOpen = () => state.set({ open: true, unread: 0 });
  win.jivo_onClose = () => state.set({ open: false });
  win.jivo_onMessageReceived = readUnread;

  const script = win.document.createElement('script');
  script.src = `${JIVO_LOADER}${encodeURIComponent(options.widgetId)}`;
  script.async = true;
  script.nonce = options.nonce;
  script.dataset.supportWidget = 'jivo';
  win.document.head.append(script);

  return {
    kind: 'jivo',
    open: () => void api()?.open(),
    close: () => void api()?.close(),
    getState: state.get,
    subscribe: state.subscribe,
    destroy: () => script.remove(),
  };
}
