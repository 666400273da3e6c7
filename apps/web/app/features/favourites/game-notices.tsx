import { useTranslation } from 'react-i18next';
import type { PushGameNotice } from '@stavka/contract/push';
import { useAlerts } from '../../shared/alerts-context';
import { useLiveNotices } from '../../shared/live/live-hooks';

const TEXT = {
  start: 'favourites_notice_start',
  goal: 'favourites_notice_goal',
  period: 'favourites_notice_period',
  red_card: 'favourites_notice_red_card',
  result: 'favourites_notice_result',
  cancelled: 'favourites_notice_cancelled',
} as const satisfies Record<PushGameNotice['event'], string>;

/**
 * Game notices pushed to the player (subscriptions of api-contract §7.9) as alerts: the alert list
 * is a live region, and the notice id keeps a notice heard twice (two tabs, two servers) to one alert.
 */
export function GameNotices() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  useLiveNotices((notice) => {
    if (notice.kind !== 'game') return;
    const score = notice.score ? `${notice.score.S1}:${notice.score.S2}` : '';
    alerts.show({
      id: `notice-${notice.id}`,
      messageKind: 'info',
      title: notice.O2 ? `${notice.O1} — ${notice.O2}` : notice.O1,
      text: t(TEXT[notice.event], { score }),
      dismissible: true,
      timeoutMs: 12_000,
    });
  });
  return null;
}
