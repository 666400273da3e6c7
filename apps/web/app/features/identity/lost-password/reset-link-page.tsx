// The page of the e-mailed reset link (`/{lng}/lost-password/reset?token=…`, route
// passwordResetLink): the new password twice, then a link to sign in. Not a modal: it is where
// the e-mail lands.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../../shared/app-link';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { SectionFrame } from '../../../shared/ui/section-frame';
import type { CaptchaTokenSource } from '../captcha-token';
import styles from '../identity.module.css';
import { NewPasswordForm } from './new-password-form';

export function ResetLinkPage({ token, getCaptchaToken }: { token: string | null; getCaptchaToken: CaptchaTokenSource }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  return (
    <div className={styles.page}>
      <SectionFrame title={t('identity_reset_link_title')} titleId={titleId} headingLevel={1}>
        {token === null ? (
          <div className={styles.form}>
            <Alert messageKind="warning">{t('identity_reset_link_missing')}</Alert>
            <p className={styles.links}>
              <AppLink to={href('lostPassword', { lng: site.lang })}>{t('identity_reset_again')}</AppLink>
            </p>
          </div>
        ) : saved ? (
          <div className={styles.form}>
            <Alert messageKind="success">{t('identity_password_saved')}</Alert>
            <p className={styles.links}>
              <AppLink to={href('login', { lng: site.lang })}>{t('identity_sign_in')}</AppLink>
            </p>
          </div>
        ) : (
          <>
            <NewPasswordForm token={token} getCaptchaToken={getCaptchaToken} onSaved={() => setSaved(true)} />
            <p className={styles.links}>
              <AppLink to={href('lostPassword', { lng: site.lang })}>{t('identity_reset_again')}</AppLink>
            </p>
          </>
        )}
      </SectionFrame>
    </div>
  );
}
