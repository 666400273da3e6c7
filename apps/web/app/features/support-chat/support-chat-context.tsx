// The page's support widget (decision 0045), chosen by the brand's configuration: Jivo's hosted
// widget where `support.chatProvider` is 'jivo' and the page language has a consultant, else the
// built-in chat panel. Whether the chat answers now: inside the brand's support hours and with a
// consultant for the page language (spec §3: an id present and not 'empty').
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { aroundTheClock, supportOpenAt } from '@stavka/domain/support-hours';
import { useRootData } from '../../shared/root-data';
import { useChatApi } from './chat-queries';
import { createJivoWidget } from './jivo-widget';
import { createLocalWidget, type SupportWidget, type SupportWidgetState } from './support-widget';

export type ChatAvailability = { kind: 'open' } | { kind: 'hours'; start: string; end: string } | { kind: 'no-consultant' };

interface SupportChat {
  widget: SupportWidget;
  local: ReturnType<typeof createLocalWidget>;
}

const SupportChatContext = createContext<SupportChat | null>(null);

export function SupportChatProvider({ children }: { children: ReactNode }) {
  const { site, viewer, nonce } = useRootData();
  const chat = site.support?.chat;
  const chatApi = useChatApi();
  const [local] = useState(createLocalWidget);
  const [hosted, setHosted] = useState<SupportWidget | null>(null);
  const jivoId = chat?.provider === 'jivo' ? chat.consultantId : '';
  const signedIn = viewer !== null;
  useEffect(() => {
    if (jivoId === '') return;
    const identity = signedIn ? async () => { const outcome = await chatApi.identity(); return outcome.ok ? outcome.data.token : null; } : null;
    const widget = createJivoWidget({ widgetId: jivoId, nonce, colors: chat?.colors ?? {}, identity });
    setHosted(widget);
    return () => {
      widget.destroy();
      setHosted(null);
    };
    // The colours and the nonce are fixed for the page; a new widget only for another widget id or player.
  }, [jivoId, signedIn]);
  return <SupportChatContext.Provider value={{ widget: hosted ?? local, local }}>{children}</SupportChatContext.Provider>;
}

export function useSupportChat(): SupportChat | null {
  return useContext(SupportChatContext);
}

const CLOSED: SupportWidgetState = { open: false, unread: 0 };
const noSubscription = () => () => {};

export function useWidgetState(widget: SupportWidget | undefined): SupportWidgetState {
  return useSyncExternalStore(widget?.subscribe ?? noSubscription, widget?.getState ?? (() => CLOSED), () => CLOSED);
}

/** The time now, again every minute, so "open now" changes while the page is open (null on the server). */
function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useChatAvailability(): ChatAvailability | null {
  const { site } = useRootData();
  const now = useMinuteClock();
  const support = site.support;
  if (!support || now === null) return null;
  if (!support.consultantAvailable) return { kind: 'no-consultant' };
  const hours = { start: support.start, end: support.end, timeZone: site.timeZone };
  if (!aroundTheClock(hours) && !supportOpenAt(now, hours)) return { kind: 'hours', start: support.start, end: support.end };
  return { kind: 'open' };
}
