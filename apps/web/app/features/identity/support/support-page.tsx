// office_support (issue 13 "Support"): when the brand's support answers (its hours on the brand's
// clock, and whether it answers now), and the ways to reach it from the office: the messages from
// the brand, a request to the administration, an idea.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { aroundTheClock, supportOpenAt } from '@stavka/domain/support-hours';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Icon } from '../../../shared/ui/icon';
import { OfficeScreen } from '../../../shared/ui/office-screen';
import styles from '../two-factor/two-factor.module.css';

const WAYS: readonly { id: string; route: 'office_messages' | 'office_admin_request' | 'office_share_idea'; title: MessageKey; text: MessageKey; link: MessageKey }[] = [
  { id: 'messages', route: 'office_messages', title: 'support_way_messages_title', text: 'support_way_messages_text', link: 'support_way_messages_link' },
  { id: 'admin', route: 'office_admin_request', title: 'support_admin_title', text: 'support_way_admin_text', link: 'support_way_admin_link' },
  { id: 'idea', route: 'office_share_idea', title: 'support_idea_title', text: 'support_way_idea_text', link: 'support_way_idea_link' },
];

/** The time now, again every minute, so "open now" changes while the page is open. */
function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `chat`: the support chat's button, given by the route (features do not import each other). */
export function SupportPage({ chat }: { chat?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const now = useMinuteClock();
  const hours = site.support ? { start: site.support.start, end: site.support.end, timeZone: site.timeZone } : null;
  const always = hours === null || aroundTheClock(hours);
  // The server renders the page without a clock of the visitor's; the browser says "open now" once it runs.
  const open = hours === null || now === null ? null : supportOpenAt(now, hours);
  return (
    <OfficeScreen title={t('support_title')} lead={t('support_lead')}>
      <section className={styles.card} aria-labelledby="support-hours">
        <div className={styles.cardHead}>
          <h2 id="support-hours" className={styles.cardTitle}>
            {t('support_hours_title')}
          </h2>
          {open !== null && (
            <span className={open ? styles.on : styles.off} data-testid="support-open">
              <Icon name={open ? 'check' : 'info'} size="s" />
              {t(open ? 'support_open_now' : 'support_closed_now')}
            </span>
          )}
        </div>
        <p className={styles.text} data-testid="support-hours">
          {always || !hours ? t('support_hours_always') : t('support_hours_daily', { start: hours.start, end: hours.end, zone: hours.timeZone })}
        </p>
        {chat && <div className={styles.actions}>{chat}</div>}
      </section>
      {WAYS.map((way) => (
        <section key={way.id} className={styles.card} aria-labelledby={`support-${way.id}`}>
          <h2 id={`support-${way.id}`} className={styles.cardTitle}>
            {t(way.title)}
          </h2>
          <p className={styles.text}>{t(way.text)}</p>
          <div className={styles.actions}>
            <AppLink className={styles.linkButton} to={href(way.route, { lng: site.lang })}>
              {t(way.link)}
              <Icon name="chevron-right" size="s" />
            </AppLink>
          </div>
        </section>
      ))}
    </OfficeScreen>
  );
}
