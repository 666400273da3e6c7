import { useTranslation } from 'react-i18next';
import styles from './error-screen.module.css';

// Used when even the dictionary could not load: the site still tells the visitor something.
const fallbackText = { title404: 'Страница не найдена', title500: 'Что-то пошло не так', home: 'На главную' };

/** The error page of spec §2: 404 for an unknown page, 500 with error_page_message_500. */
export function ErrorScreen({ status, homeHref = '/' }: { status: number; homeHref?: string }) {
  const { t, ready } = useTranslation();
  const notFound = status === 404;
  const title = ready ? t(notFound ? 'error_page_title_404' : 'error_page_title_500') : notFound ? fallbackText.title404 : fallbackText.title500;
  const message = ready ? t(notFound ? 'error_page_message_404' : 'error_page_message_500') : '';
  return (
    <main className={styles.screen} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {message && <p className={styles.message}>{message}</p>}
      <a className={styles.home} href={homeHref}>
        {ready ? t('error_page_go_home') : fallbackText.home}
      </a>
    </main>
  );
}
