import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';
import type { CaptchaModalKind } from './captcha-flow';
import styles from './captcha-modal.module.css';

export interface CaptchaModalBodyProps {
  readonly kind: CaptchaModalKind;
  /** Receives the element a provider renders its widget into, once it is in the page. */
  readonly onContainer: (element: HTMLElement) => void;
}

/**
 * Inside the captcha modal (product-spec §2 "captcha in a modal"): progress while the invisible
 * check works, or the provider's widget when the player must solve it. Closing the modal
 * dismisses the captcha (spec §4).
 */
export function CaptchaModalBody({ kind, onContainer }: CaptchaModalBodyProps) {
  const { t } = useTranslation();
  const attach = (element: HTMLDivElement | null) => {
    if (element) onContainer(element);
  };
  if (kind === 'progress') {
    return (
      <div className={styles.body} ref={attach}>
        <Spinner size="l" />
        <p className={styles.status} role="status">
          {t('captcha_checking')}
        </p>
        <p className={styles.hint}>{t('captcha_checking_hint')}</p>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <p className={styles.status}>{t('captcha_widget_prompt')}</p>
      <div className={styles.widget} ref={attach} />
    </div>
  );
}
