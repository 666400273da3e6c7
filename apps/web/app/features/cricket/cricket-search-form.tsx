import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../shared/ui/button';
import { SEARCH_MAX_LENGTH } from './cricket-client';
import styles from './cricket.module.css';

/** The cricket search: a GET form, so the query is in the address and the loader answers it. */
export function CricketSearchForm({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className={styles.search}>
      <label>
        {t('cricket_search_label')}
        <input type="search" name="q" defaultValue={query} maxLength={SEARCH_MAX_LENGTH} required placeholder={t('cricket_search_placeholder')} />
      </label>
      <Button type="submit" variant="primary" icon="search">
        {t('cricket_search_submit')}
      </Button>
    </Form>
  );
}
