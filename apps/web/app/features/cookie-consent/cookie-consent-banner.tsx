// The cookie consent banner (issue 13): a region at the bottom of every page while the visitor has
// not chosen. It does not block reading; "accept all", "necessary only", or "customise" to tick the
// optional kinds. Once chosen it goes, and the choice can be changed in the office settings.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cookieConsentLevels } from '@stavka/contract/cookie-consent';
import { Button } from '../../shared/ui/button';
import { ConsentKindsFields } from './consent-kinds-fields';
import { kindsOf, levelOf } from './consent-levels';
import { useCookieConsent } from './cookie-consent-context';
import styles from './cookie-consent.module.css';

export function CookieConsentBanner() {
  const { t } = useTranslation();
  const { choice, choose } = useCookieConsent();
  const [customising, setCustomising] = useState(false);
  const [kinds, setKinds] = useState(() => kindsOf(null));
  const titleId = useId();
  if (choice !== null) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('cookie_consent_banner_title')}
      </h2>
      <p className={styles.text}>{t('cookie_consent_banner_text')}</p>
      {customising && <ConsentKindsFields kinds={kinds} onChange={setKinds} />}
      <div className={styles.actions}>
        <Button variant="primary" size="s" onClick={() => void choose(cookieConsentLevels.all)}>
          {t('cookie_consent_accept_all')}
        </Button>
        <Button size="s" onClick={() => void choose(cookieConsentLevels.disabled)}>
          {t('cookie_consent_necessary_only')}
        </Button>
        {customising ? (
          <Button size="s" onClick={() => void choose(levelOf(kinds))}>
            {t('cookie_consent_save')}
          </Button>
        ) : (
          <Button size="s" variant="ghost" onClick={() => setCustomising(true)}>
            {t('cookie_consent_customise')}
          </Button>
        )}
      </div>
    </section>
  );
}
