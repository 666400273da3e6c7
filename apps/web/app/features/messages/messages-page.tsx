// office_messages (issue 13 "Messages"): the operator's messages to the player, newest first, an
// unread one marked; opening one shows its text and marks it read, deleting one asks first. New
// messages come in by push (the list is read again), with a minute's polling of the count besides.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessagesPage as Page, PlayerMessage } from '@stavka/contract/messages';
import { formatDateTime } from '@stavka/i18n/format';
import { useAlerts } from '../../shared/alerts-context';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { OfficeScreen, screenStatesFor } from '../../shared/ui/office-screen';
import { dataOf, failureOf, messagesKeys, useMessagesApi, useMessagesPage, usePlayerId, useUnreadMessages } from './messages-queries';
import styles from './messages.module.css';

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const failure = failureOf(error);
    if (failure === null) return t('messages_error_generic');
    if (failure.id === 'not_found') return t('messages_error_gone');
    if (failure.id === 'unauthorized') return t('identity_session_expired');
    return t('messages_error_generic');
  };
}

const { ScreenState } = screenStatesFor(useFailureText);

export function MessagesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const messages = useMessagesPage(page);
  useUnreadMessages();
  return (
    <OfficeScreen title={t('messages_title')} lead={t('messages_lead')}>
      <ScreenState query={messages} rows={3}>
        {(loaded) => <Messages loaded={loaded} onPage={setPage} />}
      </ScreenState>
    </OfficeScreen>
  );
}

/** Marking read and deleting: the count and the list are read again after either. */
function useMessageAction(action: 'read' | 'remove') {
  const api = useMessagesApi();
  const client = useQueryClient();
  const userId = usePlayerId();
  return useMutation({
    mutationFn: async (messageId: number) => dataOf(await api[action](messageId)).unread,
    onSuccess: (unread) => {
      if (userId !== null) client.setQueryData(messagesKeys.unread(userId), { unread });
    },
    onSettled: () => {
      if (userId !== null) void client.invalidateQueries({ queryKey: messagesKeys.all(userId) });
    },
  });
}

function Messages({ loaded, onPage }: { loaded: Page; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const failureText = useFailureText();
  const read = useMessageAction('read');
  const remove = useMessageAction('remove');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<PlayerMessage | null>(null);
  const pages = Math.max(1, Math.ceil(loaded.total / loaded.pageSize));

  const toggle = (message: PlayerMessage) => {
    const next = new Set(opened);
    if (next.has(message.id)) next.delete(message.id);
    else {
      next.add(message.id);
      if (message.readAt === null) read.mutate(message.id);
    }
    setOpened(next);
  };

  if (loaded.total === 0) return <p className={styles.empty} data-testid="messages-empty">{t('messages_empty')}</p>;
  return (
    <>
      <p aria-live="polite">{t('messages_unread_count', { count: loaded.unread })}</p>
      {(read.isError || remove.isError) && <Alert messageKind="error">{failureText(read.error ?? remove.error)}</Alert>}
      <ul className={styles.list} data-testid="messages-list">
        {loaded.messages.map((message) => (
          <MessageRow key={message.id} message={message} open={opened.has(message.id)} onToggle={() => toggle(message)} onDelete={() => setDeleting(message)} />
        ))}
      </ul>
      {pages > 1 && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={loaded.page <= 1} onClick={() => onPage(loaded.page - 1)}>
            {t('messages_newer')}
          </Button>
          <span>{t('messages_page', { page: loaded.page, pages })}</span>
          <Button variant="secondary" disabled={loaded.page >= pages} onClick={() => onPage(loaded.page + 1)}>
            {t('messages_older')}
          </Button>
        </div>
      )}
      {deleting && (
        <Dialog title={t('messages_delete_title')} onClose={() => setDeleting(null)} size="s">
          <div className={styles.confirm}>
            <p>{t('messages_delete_confirm', { title: deleting.title })}</p>
            <div className={styles.actions}>
              <Button
                variant="primary"
                icon="trash"
                onClick={() => {
                  remove.mutate(deleting.id, { onSuccess: () => alerts.show({ id: 'messages-deleted', messageKind: 'success', text: t('messages_deleted'), timeoutMs: 6000 }) });
                  setDeleting(null);
                }}
              >
                {t('messages_delete')}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(null)}>
                {t('messages_cancel')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}

function MessageRow({ message, open, onToggle, onDelete }: { message: PlayerMessage; open: boolean; onToggle: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const unread = message.readAt === null;
  const textId = `message-text-${message.id}`;
  return (
    <li className={styles.message} data-unread={unread || undefined} data-testid="message-row">
      <div className={styles.head}>
        <button type="button" className={styles.open} aria-expanded={open} aria-controls={textId} onClick={onToggle}>
          <span className={styles.title}>{message.title}</span>
          <span className={styles.meta}>
            <time dateTime={message.createdAt}>{formatDateTime(Date.parse(message.createdAt), site.lang, timeZone)}</time>
            {unread && ` · ${t('messages_unread')}`}
          </span>
        </button>
        <Button size="s" variant="ghost" icon="trash" aria-label={t('messages_delete_label', { title: message.title })} onClick={onDelete}>
          {t('messages_delete')}
        </Button>
      </div>
      <p id={textId} className={styles.text} hidden={!open}>
        {message.text}
      </p>
    </li>
  );
}
