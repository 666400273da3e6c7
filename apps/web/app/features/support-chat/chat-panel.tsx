// The built-in chat panel (decision 0045): the player's conversation with support, oldest first,
// plain text only (React renders it as text: no HTML from either side reaches the page). Opening
// it marks the operator's replies read (v3 read receipts; v2 counts what arrived since it was last
// open). Sending shows progress and says why a message did not go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '@stavka/contract/support-chat';
import { failureOf, usePlayerId, dataOf } from '../../shared/query/api-calls';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { chatKeys, useChatApi, useChatHistory } from './chat-queries';
import { useSupportChat, useWidgetState } from './support-chat-context';
import styles from './support-chat.module.css';

export function chatColours(colors: { main?: string; accent?: string } | undefined): CSSProperties {
  return { ...(colors?.main ? { '--chat-main': colors.main } : {}), ...(colors?.accent ? { '--chat-accent': colors.accent } : {}) } as CSSProperties;
}

/** Keeps the local widget's unread count (the button's badge) in step with the conversation. */
export function LocalChat() {
  const chat = useSupportChat();
  const state = useWidgetState(chat?.local);
  const history = useChatHistory(state.open);
  const api = useChatApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  const [seenUpTo, setSeenUpTo] = useState<number | null>(null);
  const messages = history.data?.messages ?? [];
  const lastOperator = messages.filter((m) => m.from === 'operator').at(-1)?.id ?? 0;
  const serverUnread = history.data?.unread;
  // v2 has no unread count: replies after the last one seen (all of the first load count as seen).
  const unread = serverUnread ?? (seenUpTo === null ? 0 : messages.filter((m) => m.from === 'operator' && m.id > seenUpTo).length);

  useEffect(() => {
    if (history.data && (seenUpTo === null || state.open)) setSeenUpTo(lastOperator);
  }, [history.data, seenUpTo, state.open, lastOperator]);
  useEffect(() => chat?.local.setUnread(state.open ? 0 : unread), [chat, unread, state.open]);
  useEffect(() => {
    if (!state.open || api.version !== 3 || !serverUnread || userId === null) return;
    void api.read(lastOperator).then(() => client.invalidateQueries({ queryKey: chatKeys.history(userId) }));
  }, [state.open, api, serverUnread, lastOperator, client, userId]);

  if (!chat || chat.widget.kind !== 'local' || !state.open) return null;
  return <ChatPanel onClose={chat.local.close} />;
}

function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const userId = usePlayerId();
  const api = useChatApi();
  const client = useQueryClient();
  const history = useChatHistory(true);
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    mutationFn: async (message: string) => dataOf(await api.send(message)),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: chatKeys.history(userId ?? 0) });
    },
  });
  const messages = history.data?.messages ?? [];

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages.length]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '' || send.isPending) return;
    send.mutate(text);
  };
  const failure = send.error ? failureOf(send.error) : null;
  const error = !send.error ? null : failure?.id === 'rate_limited' ? t('support_chat_rate_limited') : t('support_chat_error');
  const time = (iso: string) => new Date(iso).toLocaleTimeString(site.lang, { hour: '2-digit', minute: '2-digit', timeZone: site.timeZone });

  return (
    <section className={styles.panel} role="dialog" aria-modal="false" aria-labelledby="support-chat-title" style={chatColours(site.support?.chat?.colors)} data-testid="support-chat-panel" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <header className={styles.head}>
        <h2 id="support-chat-title" className={styles.title}>
          {t('support_chat_title')}
        </h2>
        <button type="button" className={styles.closeButton} onClick={onClose} aria-label={t('support_chat_close')}>
          <Icon name="close" size="s" />
        </button>
      </header>
      <ol className={styles.log} ref={log} aria-live="polite" data-testid="support-chat-log">
        {messages.map((m) => (
          <li key={m.id} className={styles.line} data-from={m.from} data-testid="support-chat-line">
            <span className={styles.meta}>
              {t(m.from === 'player' ? 'support_chat_you' : 'support_chat_operator')} · {time(m.sentAt)}
              {m.from === 'player' && m.readAt ? ` · ${t('support_chat_read')}` : ''}
            </span>
            {m.text}
          </li>
        ))}
      </ol>
      {history.isSuccess && messages.length === 0 && <p className={styles.note}>{t('support_chat_empty')}</p>}
      {history.data?.status === 'closed' && <p className={styles.note}>{t('support_chat_closed_status')}</p>}
      {error && (
        <p className={styles.note} role="alert" data-testid="support-chat-error">
          {error}
        </p>
      )}
      <form className={styles.form} onSubmit={submit}>
        <textarea
          ref={input}
          className={styles.input}
          aria-label={t('support_chat_label')}
          placeholder={t('support_chat_label')}
          maxLength={CHAT_TEXT_MAX}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <button type="submit" className={styles.pageButton} disabled={send.isPending || text.trim() === ''} aria-busy={send.isPending}>
          {t('support_chat_send')}
        </button>
      </form>
    </section>
  );
}
