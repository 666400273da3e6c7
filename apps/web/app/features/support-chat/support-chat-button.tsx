// The support chat's button (decision 0045), in the header and on the support page: opens the
// brand's widget, with the count of replies not seen yet. Outside the support hours, or with no
// consultant for the page language, it says so and offers the request to the administration.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { chatColours } from './chat-panel';
import { useChatAvailability, useSupportChat, useWidgetState } from './support-chat-context';
import styles from './support-chat.module.css';

export function SupportChatButton({ place }: { place: 'header' | 'page' }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const chat = useSupportChat();
  const state = useWidgetState(chat?.widget);
  const availability = useChatAvailability();
  if (!chat || availability === null) return null;
  const colours = chatColours(site.support?.chat?.colors);

  if (availability.kind !== 'open') {
    const reason = availability.kind === 'hours' ? t('support_chat_unavailable_hours', { start: availability.start, end: availability.end }) : t('support_chat_unavailable_lang');
    const adminRequest = href('office_admin_request', { lng: site.lang });
    if (place === 'header') {
      return (
        <AppLink to={adminRequest} className={styles.button} style={colours} aria-label={`${reason}. ${t('support_chat_admin_request')}`} title={reason} data-testid="support-chat-unavailable">
          <Icon name="question" size="s" />
        </AppLink>
      );
    }
    return (
      <p className={styles.unavailable} data-testid="support-chat-unavailable">
        <span>{reason}</span>
        <AppLink to={adminRequest}>{t('support_chat_admin_request')}</AppLink>
      </p>
    );
  }
  const label = state.unread > 0 ? t('support_chat_open_unread', { count: state.unread }) : t('support_chat_open');
  return (
    <button type="button" className={place === 'header' ? styles.button : styles.pageButton} style={colours} onClick={() => chat.widget.open()} aria-label={label} aria-expanded={state.open} data-testid="support-chat-button">
      <Icon name="question" size="s" />
      {place === 'page' && t('support_chat_open')}
      {state.unread > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid="support-chat-unread">
          {state.unread > 99 ? '99+' : state.unread}
        </span>
      )}
    </button>
  );
}
