import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushBetRequestNotice } from '@stavka/contract/push';
import type { AutoBetRecord } from '@stavka/contract/special-bets';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { isRefusalReason, refusalReasonText } from '../../shared/bet-refusals';
import { Button } from '../../shared/ui/button';
import type { BetFormat, DescribeLeg } from './bet-format';
import { usePlayerId } from './bets-queries';
import { SpecialBetEvents } from './special-bet-events';
import { specialBetsKeys, useAutoBets, useBetRequestNotices, useSpecialBetsApi } from './special-bets-queries';
import styles from './bets.module.css';

/** A decided auto bet stays in the list this long, with what became of it. */
export const RECENT_AUTO_MS = 60 * 60_000;

const statusKeys: Readonly<Record<AutoBetRecord['status'], MessageKey>> = {
  pending: 'auto_status_pending',
  placed: 'auto_status_placed',
  cancelled: 'auto_status_cancelled',
};
/** The colours of the bets' own statuses: waiting, accepted, refused. */
const statusLooks: Readonly<Record<AutoBetRecord['status'], string>> = { pending: 'waiting', placed: 'won', cancelled: 'refused' };

function noticeText(t: TFunction, notice: PushBetRequestNotice): string | null {
  if (notice.request !== 'auto') return null;
  if (notice.status === 'placed' && notice.betId !== null) return t('auto_placed_note', { number: notice.id, bet: notice.betId });
  if (notice.status === 'cancelled') return t('auto_cancelled_note', { number: notice.id });
  return null;
}

function AutoBetCard({ auto, describe, format, onCancel, cancelling }: { auto: AutoBetRecord; describe: DescribeLeg; format: BetFormat; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={`${styles.bet} ${styles.compact}`} aria-label={t('auto_bet_label', { number: auto.id })} data-auto-bet={auto.id}>
      <header className={styles.betHeader}>
        <span className={styles.betNumber}>{t('auto_bet_number', { number: auto.id })}</span>
        <span className={styles.status} data-status={statusLooks[auto.status]}>
          {t(statusKeys[auto.status])}
        </span>
      </header>
      <SpecialBetEvents events={auto.events} describe={describe} format={format} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('auto_stake')}</dt>
          <dd>{format.money(auto.stakeExact, auto.currency)}</dd>
        </div>
        <div>
          <dt>{t('auto_target')}</dt>
          <dd data-target="">{format.odds(auto.targetDecimal)}</dd>
        </div>
        {auto.status === 'pending' && auto.coefficientNow !== null && (
          <div>
            <dt>{t('auto_now')}</dt>
            <dd>{format.odds(auto.coefficientNow)}</dd>
          </div>
        )}
      </dl>
      {auto.status === 'cancelled' && isRefusalReason(auto.reason) && <p className={styles.refusal}>{refusalReasonText(t, auto.reason)}</p>}
      {auto.status === 'placed' && auto.betId !== null && <p className={styles.muted}>{t('auto_placed_note', { number: auto.id, bet: auto.betId })}</p>}
      {auto.status === 'pending' && (
        <Button size="s" variant="ghost" icon="close" loading={cancelling} onClick={onCancel} aria-label={t('auto_cancel_label', { number: auto.id })}>
          {t('auto_cancel')}
        </Button>
      )}
    </article>
  );
}

/**
 * The player's auto bets under the slip (decision 0028): those waiting for their price, with the
 * target and the price now, each with "cancel" (the stake comes back); a decided one stays for an
 * hour with what became of it. Nothing when there is none (or while the list cannot be read: the
 * open bets below say how the bets stand).
 */
export function AutoBets({ describe, format }: { describe: DescribeLeg; format: BetFormat }) {
  const { t } = useTranslation();
  const titleId = useId();
  const userId = usePlayerId();
  const client = useQueryClient();
  const api = useSpecialBetsApi();
  const [said, setSaid] = useState('');
  useBetRequestNotices((notice) => {
    const text = noticeText(t, notice);
    if (text !== null) setSaid(text);
  });
  const autos = useAutoBets();
  const cancel = useMutation({
    mutationFn: (id: number) => api.cancelAutoBet(id),
    onSuccess: (outcome, id) => {
      setSaid(outcome.kind === 'ok' ? t('auto_cancelled_note', { number: id }) : t(outcome.kind === 'refused' ? 'auto_cancel_failed' : 'vip_action_unanswered'));
      if (userId !== null) void client.invalidateQueries({ queryKey: specialBetsKeys.auto(userId) });
    },
  });
  const now = Date.now();
  const shown = (autos.data ?? []).filter((auto) => auto.status === 'pending' || (auto.decidedAt !== null && now - Date.parse(auto.decidedAt) < RECENT_AUTO_MS));
  return (
    <>
      <p className={styles.muted} role="status" data-testid="auto-bets-status">
        {said}
      </p>
      {shown.length > 0 && (
        <section className={styles.open} aria-labelledby={titleId} data-testid="auto-bets">
          <h3 id={titleId} className={styles.openTitle}>
            {t('auto_list_title')}
            <span className={styles.count}>{shown.filter((auto) => auto.status === 'pending').length}</span>
          </h3>
          <ul className={styles.openList} aria-busy={autos.isFetching || undefined}>
            {shown.map((auto) => (
              <li key={auto.id}>
                <AutoBetCard auto={auto} describe={describe} format={format} cancelling={cancel.isPending && cancel.variables === auto.id} onCancel={() => cancel.mutate(auto.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
