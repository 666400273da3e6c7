import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import styles from './sports-tree.module.css';

/** An event count: a number to see, words to hear. */
export function Count({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <VisuallyHidden>{t('sportsbook_tree_count', { count })}</VisuallyHidden>
    </>
  );
}
