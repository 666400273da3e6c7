// The security page's summary of the account's protection (steps taken and the level they add up
// to), and the PIN a player tells support, shown once when issued (issue 13 "Security").
import { useTranslation } from 'react-i18next';
import type { SecurityCheckId, SecuritySummary } from '@stavka/contract/account-security';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { QueryState } from '../../../shared/ui/office-screen';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import { useNewSupportPin, useSecuritySummary } from './account-security-api';
import styles from './account-security.module.css';

const checkText: Record<SecurityCheckId, 'security_check_email_confirmed' | 'security_check_phone_confirmed' | 'security_check_two_factor' | 'security_check_secure_question'> = {
  email_confirmed: 'security_check_email_confirmed',
  phone_confirmed: 'security_check_phone_confirmed',
  two_factor: 'security_check_two_factor',
  secure_question: 'security_check_secure_question',
};

/** The protection level, at the top of the security page. */
export function SecurityLevel() {
  const { t } = useTranslation();
  const summary = useSecuritySummary();
  return (
    <QueryState query={summary} rows={2} failureText={() => t('security_level_load_failed')}>
      {(loaded) => <LevelCard summary={loaded} />}
    </QueryState>
  );
}

/** The support PIN, at the foot of the security page (the same read as the level). */
export function SupportPin() {
  const { t } = useTranslation();
  const summary = useSecuritySummary();
  return (
    <QueryState query={summary} rows={2} failureText={() => t('security_level_load_failed')}>
      {(loaded) => <SupportPinCard issuedAt={loaded.supportPinIssuedAt} />}
    </QueryState>
  );
}

function LevelCard({ summary }: { summary: SecuritySummary }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="security-level" data-testid="security-level">
      <div className={styles.head}>
        <h2 id="security-level" className={styles.title}>
          {t('security_level_title')}
        </h2>
        <span className={styles[summary.level]}>{t(`security_level_${summary.level}`)}</span>
      </div>
      <meter className={styles.meter} min={0} max={summary.total} low={2} high={summary.total} optimum={summary.total} value={summary.done} aria-labelledby="security-level-summary" />
      <p id="security-level-summary" className={styles.text}>
        {t('security_level_summary', { done: summary.done, total: summary.total })}
      </p>
      <ul className={styles.checks}>
        {summary.checks.map((check) => (
          <li key={check.id} className={check.done ? styles.done : styles.todo}>
            <Icon name={check.done ? 'check' : 'lock'} size="s" />
            <span>{t(checkText[check.id])}</span>
            <VisuallyHidden>{t(check.done ? 'security_check_done' : 'security_check_todo')}</VisuallyHidden>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SupportPinCard({ issuedAt }: { issuedAt: string | null }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useRootData();
  const issue = useNewSupportPin();
  return (
    <section className={styles.card} aria-labelledby="support-pin" data-testid="support-pin">
      <h2 id="support-pin" className={styles.title}>
        {t('support_pin_title')}
      </h2>
      <p className={styles.text}>{t('support_pin_hint')}</p>
      <p className={styles.text}>
        {issuedAt === null ? t('support_pin_none') : t('support_pin_issued_at', { date: formatDateTime(new Date(issuedAt), i18n.language, timeZone) })}
      </p>
      <div aria-live="polite">
        {issue.data !== undefined && (
          <p className={styles.pin}>{t('support_pin_shown', { pin: issue.data.pin })}</p>
        )}
        {issue.isError && <Alert messageKind="error">{t('support_pin_failed')}</Alert>}
      </div>
      <div>
        <Button icon="lock" loading={issue.isPending} onClick={() => issue.mutate()}>
          {t('support_pin_get')}
        </Button>
      </div>
    </section>
  );
}
