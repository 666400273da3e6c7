// The cookie section of the office settings (issue 13): the choice in force with its time, and
// the ticks to change it; saving keeps and logs the new choice like the banner does.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { ConsentKindsFields } from './consent-kinds-fields';
import { kindsOf, levelOf } from './consent-levels';
import { useCookieConsent } from './cookie-consent-context';
import styles from './cookie-consent.module.css';

export function ConsentSettings() {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const { choice, choose } = useCookieConsent();
  const [kinds, setKinds] = useState(() => kindsOf(choice?.level ?? null));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    await choose(levelOf(kinds));
    setSaving(false);
    setSaved(true);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('office_settings_cookies_title')}
      </h2>
      <p className={styles.text}>
        {choice
          ? t('office_settings_cookies_current', {
              level: t(`cookie_consent_level_${choice.level}`),
              date: formatDateTime(choice.agreedAt, site.lang, timeZone),
            })
          : t('office_settings_cookies_none')}
      </p>
      <form className={styles.kinds} onSubmit={(event) => void onSubmit(event)}>
        <ConsentKindsFields
          kinds={kinds}
          onChange={(next) => {
            setKinds(next);
            setSaved(false);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="s" loading={saving}>
            {t('cookie_consent_save')}
          </Button>
        </div>
      </form>
      {saved && <Alert messageKind="success">{t('office_settings_cookies_saved')}</Alert>}
    </section>
  );
}
