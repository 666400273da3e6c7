// office_payment_consultant (spec §2, §6): the topics the player may ask support about, in the
// brand's consultant countries (fewer where the consultant is limited); elsewhere the page says the
// consultant is not offered. Ways on: a question about one payment, and the player's requests.
import { useTranslation } from 'react-i18next';
import type { PaymentConsultantAccess } from '@stavka/contract/payment-consultant';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Icon } from '../../shared/ui/icon';
import { useConsultantAccess } from './consultant-queries';
import { ConsultantScreen, ScreenState } from './consultant-screen';
import { topicNameKey } from './topic-names';
import styles from './consultant.module.css';

export function ConsultantHomePage() {
  const { t } = useTranslation();
  const access = useConsultantAccess();
  return (
    <ConsultantScreen title={t('consultant_title')}>
      <ScreenState query={access} rows={4}>
        {(loaded) => (loaded.available ? <Topics access={loaded} /> : <NotOffered />)}
      </ScreenState>
    </ConsultantScreen>
  );
}

function NotOffered() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <Alert messageKind="info" action={<AppLink to={href('information', { lng: site.lang, page: 'contacts' })}>{t('info_page_contacts')}</AppLink>}>
      {t('consultant_unavailable')}
    </Alert>
  );
}

function Topics({ access }: { access: PaymentConsultantAccess }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const lng = site.lang;
  return (
    <>
      <p className={styles.lead}>{t('consultant_lead')}</p>
      <section className={styles.screen} aria-labelledby="consultant-topics">
        <h2 id="consultant-topics" className={styles.subtitle}>
          {t('consultant_topics_title')}
        </h2>
        {access.limited && <p className={styles.note}>{t('consultant_limited_note')}</p>}
        <ul className={styles.choices}>
          {access.topics.map((topic) => (
            <li key={topic.id}>
              <AppLink className={styles.choice} to={href('office_payment_consultant_create', { lng, topicId: String(topic.id) })}>
                <Icon name="question" size="m" className={styles.choiceIcon} />
                <span className={styles.choiceText}>
                  <span className={styles.choiceLabel}>{t(topicNameKey(topic.key))}</span>
                </span>
                <Icon name="chevron-right" size="s" className={styles.chevron} />
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <AppLink to={href('office_payment_consultant_transactions', { lng })}>{t('consultant_ask_about_payment')}</AppLink>
        <AppLink to={href('office_payment_consultant_requests', { lng })}>{t('consultant_my_requests')}</AppLink>
      </div>
    </>
  );
}
