import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alertKindRules, liveRoleOf, type AlertKind } from './alert-kinds';
import type { AlertStore } from './alert-store';
import { IconButton } from './button';
import { cx } from './class-names';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import type { MessageKind } from './size';
import { VisuallyHidden } from './visually-hidden';
import { AppLink } from '../app-link';
import { SignInLink } from '../sign-in-link';
import styles from './alerts.module.css';

const messageIcons: Readonly<Record<MessageKind, IconName>> = {
  error: 'error',
  success: 'success',
  warning: 'warning',
  info: 'info',
};

const kindIcons: Partial<Readonly<Record<AlertKind, IconName>>> = {
  adb: 'shield',
  maintenance: 'tools',
  champ: 'trophy',
};

const messageKindKeys = {
  error: 'ui_message_kind_error',
  success: 'ui_message_kind_success',
  warning: 'ui_message_kind_warning',
  info: 'ui_message_kind_info',
} as const satisfies Record<MessageKind, string>;

export interface AlertProps {
  readonly kind?: AlertKind;
  /** Severity; defaults by kind (alert-kinds.ts). */
  readonly messageKind?: MessageKind;
  readonly title?: ReactNode;
  /** The text; ad-blocker and maintenance alerts have a default one. */
  readonly children?: ReactNode;
  /** Shows a dismiss button when the kind may be dismissed (or `dismissible` says so). */
  readonly onDismiss?: () => void;
  readonly dismissible?: boolean;
  readonly action?: ReactNode;
  readonly icon?: IconName;
  readonly className?: string;
}

/**
 * One alert (spec §4 alert kinds). Errors and warnings are announced at once (role alert),
 * others politely (role status); an icon and a hidden word carry the severity, not colour alone.
 */
export function Alert({
  kind = 'default',
  messageKind,
  title,
  children,
  onDismiss,
  dismissible,
  action,
  icon,
  className,
}: AlertProps) {
  const { t } = useTranslation();
  const rule = alertKindRules[kind];
  const severity = messageKind ?? rule.messageKind;
  const canDismiss = (dismissible ?? rule.dismissible) && onDismiss !== undefined;
  const defaultText = kind === 'adb' ? t('ui_alert_adb') : kind === 'maintenance' ? t('ui_alert_maintenance') : null;
  return (
    <div
      className={cx(styles.alert, styles[severity], styles[kind], className)}
      role={liveRoleOf(severity)}
      data-alert-kind={kind}
      data-message-kind={severity}
    >
      <Icon className={styles.icon} name={icon ?? kindIcons[kind] ?? messageIcons[severity]} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.text}>
          <VisuallyHidden>{`${t(messageKindKeys[severity])}: `}</VisuallyHidden>
          {children ?? defaultText}
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {canDismiss && (
        <IconButton className={styles.dismiss} icon="close" size="s" label={t('ui_alert_dismiss')} onClick={onDismiss} />
      )}
    </div>
  );
}

export interface AlertListProps {
  readonly store: AlertStore;
  /** `toast` floats over the page; `inline` flows where it is placed. */
  readonly placement?: 'toast' | 'inline';
}

/** The alerts of a store, newest last. */
export function AlertList({ store, placement = 'toast' }: AlertListProps) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (items.length === 0) return null;
  return (
    <section className={cx(styles.stack, placement === 'toast' && styles.toast)} aria-label={t('ui_alerts_region')}>
      {items.map(({ id, text, link, ...item }) => (
        <Alert
          key={id}
          {...item}
          onDismiss={() => store.dismiss(id)}
          action={
            link &&
            ('signIn' in link ? (
              <SignInLink onPress={() => store.dismiss(id)}>{link.text}</SignInLink>
            ) : (
              <AppLink to={link.to} onClick={() => store.dismiss(id)}>
                {link.text}
              </AppLink>
            ))
          }
        >
          {text}
        </Alert>
      ))}
    </section>
  );
}
