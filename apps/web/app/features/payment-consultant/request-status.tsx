// A request's status as the player reads it (open, waiting for you, answered, closed): an icon and
// a word, the colour only repeating them (UX.md "colour never the only signal").
import { useTranslation } from 'react-i18next';
import type { PaymentRequestStatus } from '@stavka/contract/payment-consultant';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import type { IconName } from '../../shared/ui/icon-names';
import styles from './consultant.module.css';

const looks: Readonly<Record<PaymentRequestStatus, { label: MessageKey; tone: 'pending' | 'attention' | 'success' | 'closed'; icon: IconName }>> = {
  open: { label: 'consultant_status_open', tone: 'pending', icon: 'clock' },
  needs_info: { label: 'consultant_status_needs_info', tone: 'attention', icon: 'warning' },
  answered: { label: 'consultant_status_answered', tone: 'success', icon: 'success' },
  closed: { label: 'consultant_status_closed', tone: 'closed', icon: 'check' },
};

export function RequestStatusLabel({ status }: { status: PaymentRequestStatus }) {
  const { t } = useTranslation();
  const look = looks[status];
  return (
    <span className={cx(styles.status, styles[look.tone])} data-status={status}>
      <Icon name={look.icon} size="xs" />
      {t(look.label)}
    </span>
  );
}
