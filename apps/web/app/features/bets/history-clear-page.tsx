// office_bets_history_clear (issue 12 "History"): what clearing does — the bets placed before now
// are left out of the history view, while the bets themselves, their settlement and the money stay
// as they are — a confirm button, then the moment it took effect and the way back to the history.
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { OfficeScreen } from '../../shared/ui/office-screen';
import { useClearHistory } from './bets-queries';
import { historyActionFailureText } from './history-action-errors';
import styles from './bets.module.css';

export function ClearHistoryPage() {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const clear = useClearHistory();
  const history = href('office_history', { lng: site.lang });
  const outcome = clear.data;
  return (
    <OfficeScreen title={t('bets_clear_title')}>
      <div aria-live="polite" className={styles.screen}>
        {outcome?.ok ? (
          <Alert messageKind="success" title={t('bets_clear_done_title')} action={<AppLink to={history}>{t('bets_back_to_history')}</AppLink>}>
            {t('bets_clear_done', { time: formatDateTime(Date.parse(outcome.data.clearedBefore), site.lang, timeZone) })}
          </Alert>
        ) : (
          outcome && <Alert messageKind="error">{historyActionFailureText(t, outcome.failure)}</Alert>
        )}
      </div>
      {!outcome?.ok && (
        <>
          <p className={styles.lead}>{t('bets_clear_explain')}</p>
          <p className={styles.lead}>{t('bets_clear_kept')}</p>
          <div className={styles.actions}>
            <Button variant="primary" icon="trash" loading={clear.isPending} onClick={() => clear.mutate()}>
              {t('bets_clear_confirm')}
            </Button>
            <AppLink to={history} className={styles.actionLink}>
              {t('bets_clear_cancel')}
            </AppLink>
          </div>
        </>
      )}
    </OfficeScreen>
  );
}
