// office_bets_history_mail (issue 12 "History"): the bets of a period (the last 7 days by default,
// days in the player's time zone) mailed to the player's confirmed e-mail. The period is checked
// before it is sent (both days, the end not before the start); the answer names the address (masked)
// and the number of bets; without a confirmed e-mail the page says so and how to confirm one.
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { OfficeScreen } from '../../shared/ui/office-screen';
import { useMailHistory } from './bets-queries';
import { fieldProblem, historyActionFailureText } from './history-action-errors';
import { checkMailPeriod, defaultMailPeriod, maskEmail, type MailPeriod } from './mail-period';
import styles from './bets.module.css';

const NO_EMAIL = 'bets_history_mail_no_email';

/** `confirmEmail`: what lets a player with an unconfirmed e-mail ask for the confirmation link. */
export function MailHistoryPage({ confirmEmail }: { confirmEmail?: ReactNode }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const mail = useMailHistory();
  const outcome = mail.data;
  const refusedForEmail = outcome !== undefined && !outcome.ok && fieldProblem(outcome.failure, 'email') === NO_EMAIL;
  const email = viewer?.emailConfirmed && !refusedForEmail ? viewer.email : null;
  return (
    <OfficeScreen title={t('bets_mail_title')}>
      {email === null ? (
        <Alert
          messageKind="warning"
          title={t('bets_mail_no_email_title')}
          action={viewer?.email ? confirmEmail : <AppLink to={href('office_email_change', { lng: site.lang })}>{t('bets_mail_add_email')}</AppLink>}
        >
          {viewer?.email ? t('bets_mail_email_unconfirmed', { email: viewer.email }) : t('bets_mail_email_missing')}
        </Alert>
      ) : (
        <MailForm email={email} mail={mail} />
      )}
      <p>
        <AppLink to={href('office_history', { lng: site.lang })} className={styles.actionLink}>
          {t('bets_back_to_history')}
        </AppLink>
      </p>
    </OfficeScreen>
  );
}

function MailForm({ email: address, mail }: { email: string; mail: ReturnType<typeof useMailHistory> }) {
  const { t } = useTranslation();
  const { timeZone } = useRootData();
  const outcome = mail.data;
  const [period, setPeriod] = useState<MailPeriod>(() => defaultMailPeriod(Date.now(), timeZone));
  const [problem, setProblem] = useState<{ field: keyof MailPeriod; text: string } | null>(null);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const failure = outcome && !outcome.ok ? outcome.failure : null;
  // The server's word on the period (e.g. a clock that disagrees with the player's) goes on the end day.
  const periodRefused = failure !== null && fieldProblem(failure, 'date_from') !== undefined;
  const shownProblem = problem ?? (failure && periodRefused ? { field: 'to' as const, text: historyActionFailureText(t, failure) } : null);
  const change = (field: keyof MailPeriod, value: string) => {
    setPeriod((current) => ({ ...current, [field]: value }));
    setProblem(null);
    mail.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMailPeriod(period, timeZone);
    if (!check.ok) return setProblem({ field: check.field, text: t(check.problem) });
    setProblem(null);
    mail.mutate(check.request);
  };
  const dayField = (field: keyof MailPeriod, id: string, label: string) => (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.select}
        value={period[field]}
        required
        {...(field === 'from' ? { max: period.to || undefined } : { min: period.from || undefined })}
        aria-invalid={shownProblem?.field === field || undefined}
        aria-describedby={shownProblem?.field === field ? errorId : undefined}
        onChange={(event) => change(field, event.target.value)}
      />
    </div>
  );
  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('bets_mail_title')}>
      <p className={`${styles.lead} ${styles.wide}`}>{t('bets_mail_explain', { email: maskEmail(address) })}</p>
      {dayField('from', fromId, t('bets_mail_from'))}
      {dayField('to', toId, t('bets_mail_to'))}
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary" icon="mail" loading={mail.isPending}>
          {t('bets_mail_send')}
        </Button>
      </div>
      <div className={styles.wide} aria-live="polite">
        {shownProblem && (
          <p id={errorId} className={styles.fieldError}>
            {shownProblem.text}
          </p>
        )}
        {outcome?.ok && <Alert messageKind="success">{t('bets_mail_sent', { email: maskEmail(address), count: outcome.data.bets })}</Alert>}
        {failure && !periodRefused && <Alert messageKind="error">{historyActionFailureText(t, failure)}</Alert>}
      </div>
    </form>
  );
}
