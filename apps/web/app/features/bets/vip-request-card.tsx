import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipRequestRecord } from '@stavka/contract/special-bets';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { refusalText } from '../../shared/bet-refusals';
import { Button } from '../../shared/ui/button';
import type { BetFormat, DescribeLeg } from './bet-format';
import { SpecialBetEvents } from './special-bet-events';
import type { RequestOutcome } from './special-bets-api';
import styles from './bets.module.css';

export const vipStatusKeys: Readonly<Record<VipRequestRecord['status'], MessageKey>> = {
  pending: 'vip_status_pending',
  approved: 'vip_status_approved',
  placed: 'vip_status_placed',
  rejected: 'vip_status_rejected',
  expired: 'vip_status_expired',
  cancelled: 'vip_status_cancelled',
};
/** The colours of the bets' own statuses. */
const statusLooks: Readonly<Record<VipRequestRecord['status'], string>> = {
  pending: 'waiting',
  approved: 'accepted',
  placed: 'won',
  rejected: 'refused',
  expired: 'returned',
  cancelled: 'returned',
};

/** What became of the player's last press on a request. */
export type VipAction =
  | { readonly kind: 'placed'; readonly betId: number; readonly waiting: boolean }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'refused'; readonly text: string }
  | { readonly kind: 'unanswered' };

export function actionOf<T>(outcome: RequestOutcome<T>, ok: (value: T) => VipAction, refused: (code: number) => string): VipAction {
  if (outcome.kind === 'ok') return ok(outcome.value);
  return outcome.kind === 'refused' ? { kind: 'refused', text: refused(outcome.code) } : { kind: 'unanswered' };
}

export interface VipRequestCardProps {
  readonly request: VipRequestRecord;
  readonly describe: DescribeLeg;
  readonly format: BetFormat;
  readonly onPlace: () => Promise<VipAction>;
  readonly onCancel: () => Promise<VipAction>;
}

/**
 * One VIP request (office_manager_bets): its number and status in words, the selections, the stake
 * and price asked and — approved — the terms the manager gave, until when it may be decided or
 * confirmed, the manager's reason for a refusal, the bet it became; "place" an approved one and
 * "cancel" one still open.
 */
export function VipRequestCard({ request, describe, format, onPlace, onCancel }: VipRequestCardProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'place' | 'cancel' | null>(null);
  const [action, setAction] = useState<VipAction | null>(null);
  const run = async (which: 'place' | 'cancel', call: () => Promise<VipAction>) => {
    setBusy(which);
    setAction(await call());
    setBusy(null);
  };
  const open = request.status === 'pending' || request.status === 'approved';
  const odds = (decimal: number) => format.odds(decimal);
  return (
    <article className={styles.bet} aria-label={t('vip_request_label', { number: request.id })} data-vip-request={request.id} data-status={request.status}>
      <header className={styles.betHeader}>
        <span className={styles.betNumber}>{t('vip_request_number', { number: request.id })}</span>
        <time className={styles.muted} dateTime={request.createdAt}>
          {format.time(request.createdAt)}
        </time>
        <span className={styles.status} data-status={statusLooks[request.status]}>
          {t(vipStatusKeys[request.status])}
        </span>
      </header>
      <SpecialBetEvents events={request.events} describe={describe} format={format} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('vip_asked')}</dt>
          <dd>{t('vip_terms', { stake: format.money(request.stakeExact, request.currency), odds: odds(request.coefficient) })}</dd>
        </div>
        {request.approvedStakeExact !== null && request.approvedCoefficient !== null && (
          <div>
            <dt>{t('vip_approved_terms')}</dt>
            <dd data-approved="">{t('vip_terms', { stake: format.money(request.approvedStakeExact, request.currency), odds: odds(request.approvedCoefficient) })}</dd>
          </div>
        )}
      </dl>
      {open && <p className={styles.muted}>{t(request.status === 'pending' ? 'vip_until_decision' : 'vip_until_confirm', { time: format.time(request.expiresAt) })}</p>}
      {request.status === 'rejected' && request.reason && <p className={styles.refusal}>{t('vip_reason', { reason: request.reason })}</p>}
      {request.betId !== null && <p className={styles.muted}>{t('vip_bet_link', { number: request.betId })}</p>}
      {open && (
        <div className={styles.actions}>
          {request.status === 'approved' && (
            <Button size="s" variant="primary" loading={busy === 'place'} disabled={busy !== null} onClick={() => void run('place', onPlace)} aria-label={t('vip_place_label', { number: request.id })}>
              {t('vip_place')}
            </Button>
          )}
          <Button size="s" variant="ghost" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void run('cancel', onCancel)} aria-label={t('vip_cancel_label', { number: request.id })}>
            {t('vip_cancel')}
          </Button>
        </div>
      )}
      <p className={styles.muted} role="status">
        {actionText(t, request.id, action)}
      </p>
    </article>
  );
}

function actionText(t: TFunction, id: number, action: VipAction | null): string {
  if (action === null) return '';
  switch (action.kind) {
    case 'placed':
      return t(action.waiting ? 'vip_placed_waiting' : 'vip_placed', { number: action.betId });
    case 'cancelled':
      return t('vip_cancelled', { number: id });
    case 'refused':
      return action.text;
    case 'unanswered':
      return t('vip_action_unanswered');
  }
}

/** Words for a refused press: a bet's refusal by its code; a cancel refused means it is no longer open. */
export function placeRefusal(t: TFunction) {
  return (code: number) => `${t('vip_place_refused')} ${refusalText(t, code)}`;
}
