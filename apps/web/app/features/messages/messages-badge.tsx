// The header's link to the player's messages with the unread count (issue 13 "Messages"): the count
// comes by push when a message arrives, read every minute besides; said in words to screen readers.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { useUnreadMessages } from './messages-queries';
import styles from './messages.module.css';

export function MessagesBadge() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <AppLink
      to={href('office_messages', { lng: site.lang })}
      className={styles.headerLink}
      aria-label={unread > 0 ? t('messages_header_unread', { count: unread }) : t('messages_header')}
      data-testid="messages-badge"
      data-empty={unread === 0 ? '' : undefined}
    >
      <Icon name="mail" size="s" />
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid="messages-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </AppLink>
  );
}
