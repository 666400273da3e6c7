// office_security (issue 13): the hub of the account's protection. Two-factor sign-in with its state
// and the way to turn it on or off; the phone with its state and the way to add or confirm it; the
// password, the sessions and the secure question with the ways to their screens; above them the
// protection level the steps add up to, below them the PIN for support.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneStatus } from '@stavka/contract/phone-binding';
import type { TwoFactorStatus } from '@stavka/contract/two-factor';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Icon } from '../../../shared/ui/icon';
import { OfficeScreen, QueryState } from '../../../shared/ui/office-screen';
import { SecurityLevel, SupportPin } from '../account-security/account-security-cards';
import { usePhoneStatus } from '../phone/phone-api';
import { twoFactorLoadFailure } from './two-factor-errors';
import { failureOf, useTwoFactorStatus } from './two-factor-queries';
import styles from './two-factor.module.css';

/** The screens this page leads to: office routes that take only the language. */
type SecurityRoute =
  | 'office_change_password'
  | 'office_session_history'
  | 'office_security_question'
  | 'office_enable_two_factor_auth'
  | 'office_disable_two_factor_auth'
  | 'office_phone_binding'
  | 'office_phone_activate'
  | 'office_phone_change'
  | 'office_activation_email'
  | 'office_email_change'
  | 'office_change_login'
  | 'security_auth_by_email';

export function SecurityPage() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const phone = usePhoneStatus();
  return (
    <OfficeScreen title={t('office_security_title')} lead={t('office_security_lead')}>
      <SecurityLevel />
      <QueryState query={status} rows={2} failureText={(error) => twoFactorLoadFailure(t, failureOf(error))}>
        {(loaded) => <TwoFactorCard status={loaded} />}
      </QueryState>
      <QueryState query={phone} rows={2} failureText={() => t('phone_binding_load_failed')}>
        {(loaded) => <PhoneCard status={loaded} />}
      </QueryState>
      <EmailCard />
      <section className={styles.card} aria-labelledby="security-login">
        <h2 id="security-login" className={styles.cardTitle}>
          {t('office_security_login_title')}
        </h2>
        <div className={styles.actions}>
          <RouteLink route="office_change_login">{t('office_security_login_change')}</RouteLink>
          <RouteLink route="security_auth_by_email">{t('office_security_auth_by_email_link')}</RouteLink>
        </div>
      </section>
      <LinkCard
        title={t('office_security_password_title')}
        text={t('office_security_password_hint')}
        route="office_change_password"
        label={t('office_security_password_link')}
      />
      <LinkCard
        title={t('office_security_sessions_title')}
        text={t('office_security_sessions_hint')}
        route="office_session_history"
        label={t('office_security_sessions_link')}
      />
      <LinkCard
        title={t('office_security_question_card_title')}
        text={t('office_security_question_card_hint')}
        route="office_security_question"
        label={t('office_security_question_card_link')}
      />
      <SupportPin />
    </OfficeScreen>
  );
}

function RouteLink({ route, children }: { route: SecurityRoute; children: ReactNode }) {
  const { site } = useRootData();
  return (
    <AppLink className={styles.linkButton} to={href(route, { lng: site.lang })}>
      {children}
      <Icon name="chevron-right" size="s" />
    </AppLink>
  );
}

function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useRootData();
  const since =
    status.enabledAt === null
      ? ''
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(new Date(status.enabledAt));
  return (
    <section className={styles.card} aria-labelledby="security-two-factor" data-testid="security-two-factor">
      <div className={styles.cardHead}>
        <h2 id="security-two-factor" className={styles.cardTitle}>
          {t('office_security_two_factor_title')}
        </h2>
        <span className={status.enabled ? styles.on : styles.off}>
          <Icon name={status.enabled ? 'check' : 'lock'} size="s" />
          {t(status.enabled ? 'office_security_state_on' : 'office_security_state_off')}
        </span>
      </div>
      <p className={styles.text}>
        {status.enabled ? t('office_security_two_factor_on', { date: since }) : t('office_security_two_factor_off')}
      </p>
      <div className={styles.actions}>
        {status.enabled ? (
          <RouteLink route="office_disable_two_factor_auth">{t('office_security_two_factor_disable')}</RouteLink>
        ) : (
          <RouteLink route="office_enable_two_factor_auth">{t('office_security_two_factor_enable')}</RouteLink>
        )}
      </div>
    </section>
  );
}

function PhoneCard({ status }: { status: PhoneStatus }) {
  const { t } = useTranslation();
  const state = status.phone === null ? 'none' : status.confirmed ? 'confirmed' : 'unconfirmed';
  return (
    <section className={styles.card} aria-labelledby="security-phone" data-testid="security-phone">
      <div className={styles.cardHead}>
        <h2 id="security-phone" className={styles.cardTitle}>
          {t('office_security_phone_title')}
        </h2>
        <span className={state === 'confirmed' ? styles.on : styles.off}>
          <Icon name={state === 'confirmed' ? 'check' : 'phone'} size="s" />
          {t(`office_security_phone_state_${state}`)}
        </span>
      </div>
      <p className={styles.text}>
        {status.phone === null
          ? t('office_security_phone_none')
          : t(status.confirmed ? 'office_security_phone_confirmed' : 'office_security_phone_unconfirmed', { phone: status.phone })}
      </p>
      <div className={styles.actions}>
        {state === 'none' ? (
          <RouteLink route="office_phone_binding">{t('phone_binding_bind_link')}</RouteLink>
        ) : state === 'unconfirmed' ? (
          <RouteLink route="office_phone_activate">{t('phone_binding_activate_link')}</RouteLink>
        ) : (
          <RouteLink route="office_phone_change">{t('phone_change_link')}</RouteLink>
        )}
      </div>
    </section>
  );
}

/** The e-mail as the page data names it, and the way to confirm it while it is not. */
function EmailCard() {
  const { t } = useTranslation();
  const { viewer } = useRootData();
  const email = viewer?.email ?? null;
  const confirmed = email !== null && viewer?.emailConfirmed === true;
  return (
    <section className={styles.card} aria-labelledby="security-email" data-testid="security-email">
      <div className={styles.cardHead}>
        <h2 id="security-email" className={styles.cardTitle}>
          {t('office_security_email_title')}
        </h2>
        <span className={confirmed ? styles.on : styles.off}>
          <Icon name={confirmed ? 'check' : 'mail'} size="s" />
          {t(confirmed ? 'office_security_phone_state_confirmed' : email === null ? 'office_security_phone_state_none' : 'office_security_phone_state_unconfirmed')}
        </span>
      </div>
      <p className={styles.text}>
        {email === null
          ? t('office_security_email_none')
          : t(confirmed ? 'office_security_email_confirmed' : 'office_security_email_unconfirmed', { email })}
      </p>
      <div className={styles.actions}>
        {email !== null && !confirmed && <RouteLink route="office_activation_email">{t('office_security_email_link')}</RouteLink>}
        <RouteLink route="office_email_change">{t('email_change_link')}</RouteLink>
      </div>
    </section>
  );
}

function LinkCard({ title, text, route, label }: { title: string; text: string; route: SecurityRoute; label: string }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <RouteLink route={route}>{label}</RouteLink>
      </div>
    </section>
  );
}
