// A payment's status as the player reads it (issue 11 "status labels: text + colour, never colour
// alone"): an icon and a word, coloured by how it ended.
import { useTranslation } from 'react-i18next';
import type { PaymentStatusName } from '@stavka/contract/payments';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import type { IconName } from '../../shared/ui/icon-names';
import styles from './wallet.module.css';

type Tone = 'success' | 'failure' | 'pending' | 'info';

const statusLooks: Readonly<Record<PaymentStatusName, { label: MessageKey; tone: Tone; icon: IconName }>> = {
  created: { label: 'wallet_status_created', tone: 'pending', icon: 'clock' },
  completed: { label: 'wallet_status_completed', tone: 'success', icon: 'success' },
  declined: { label: 'wallet_status_declined', tone: 'failure', icon: 'error' },
  failed: { label: 'wallet_status_failed', tone: 'failure', icon: 'error' },
  requested: { label: 'wallet_status_requested', tone: 'pending', icon: 'clock' },
  approved: { label: 'wallet_status_approved', tone: 'info', icon: 'info' },
  paid: { label: 'wallet_status_paid', tone: 'success', icon: 'success' },
  rejected: { label: 'wallet_status_rejected', tone: 'failure', icon: 'error' },
};

/** Statuses after which nothing more happens to a payment. */
export const finalStatuses: ReadonlySet<PaymentStatusName> = new Set(['completed', 'declined', 'failed', 'paid', 'rejected']);

export function statusLabelKey(status: PaymentStatusName): MessageKey {
  return statusLooks[status].label;
}

export function PaymentStatusLabel({ status }: { status: PaymentStatusName }) {
  const { t } = useTranslation();
  const look = statusLooks[status];
  return (
    <span className={cx(styles.status, styles[look.tone])} data-status={status}>
      <Icon name={look.icon} size="xs" />
      {t(look.label)}
    </span>
  );
}
