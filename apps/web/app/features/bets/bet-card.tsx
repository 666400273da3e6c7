import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetLegRecord, BetRecord } from '@stavka/contract/betting';
import { refusalReasonText } from '../../shared/bet-refusals';
import { cx } from '../../shared/ui/class-names';
import { type BetFormat, type DescribeLeg, kindText, legEvent, legResultKeys, statusKeys } from './bet-format';
import styles from './bets.module.css';

/** A bet's status in words with its colour (never colour alone: the words are always there). */
export function BetStatusLabel({ status }: { status: BetRecord['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-status={status}>
      {t(statusKeys[status])}
    </span>
  );
}

function LegResult({ leg }: { leg: BetLegRecord }) {
  const { t } = useTranslation();
  return (
    <span className={styles.legResult} data-result={leg.result ?? 'open'}>
      {leg.result === null ? t('bets_leg_open') : t(legResultKeys[leg.result])}
    </span>
  );
}

/**
 * One leg: the game, the market and outcome, the odds it was accepted at, its result, and — in the
 * history — the settlement's explanation (the result that decided it). `live` is what the layout
 * shows of a game in play (the open bets' live status).
 */
function BetLeg({ leg, describe, format, explain, live }: { leg: BetLegRecord; describe: DescribeLeg; format: BetFormat; explain: boolean; live?: ReactNode }) {
  const { t } = useTranslation();
  const names = describe(leg);
  return (
    <li className={styles.leg} data-leg={`${leg.gameId}:${leg.group}:${leg.type}`}>
      <span className={styles.legEvent}>{legEvent(t, leg)}</span>
      <span className={styles.legMarket}>
        {names.market}: <strong>{names.outcome}</strong>
      </span>
      <span className={styles.legOdds}>
        <span className={styles.muted}>{t('bets_odds_accepted')}</span> <span data-odds="">{format.odds(leg.coefficient)}</span>
      </span>
      <LegResult leg={leg} />
      {live}
      {explain && leg.explanation !== null && (
        <p className={styles.explanation}>
          {t('bets_leg_explanation')} {leg.explanation}
        </p>
      )}
    </li>
  );
}

/** A bet settled again (a corrected result, an operator's void): every settlement, oldest first, with its reason. */
function Settlements({ bet, format }: { bet: BetRecord; format: BetFormat }) {
  const { t } = useTranslation();
  return (
    <div className={styles.settlements}>
      <p className={styles.muted}>{t('bets_settlements')}</p>
      <ol className={styles.settlementList}>
        {(bet.settlements ?? []).map((settlement) => (
          <li key={settlement.version}>
            {t('bets_settlement_line', { time: format.time(settlement.settledAt), status: t(statusKeys[settlement.status]), payout: format.money(settlement.payoutExact, bet.currency) })}
            {settlement.reason !== '' && <span className={styles.muted}> {settlement.reason}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}

export interface BetCardProps {
  readonly bet: BetRecord;
  readonly describe: DescribeLeg;
  readonly format: BetFormat;
  /** The history shows each leg's settlement explanation; the open bets do not. */
  readonly explain?: boolean;
  /** What to show beside a leg (the open bets: the live status of its game). */
  readonly legExtra?: (leg: BetLegRecord) => ReactNode;
  readonly compact?: boolean;
}

/** A bet as the player follows it: number, time, kind, status, legs, stake, odds and what it pays. */
export function BetCard({ bet, describe, format, explain = false, legExtra, compact = false }: BetCardProps) {
  const { t } = useTranslation();
  const settled = bet.payoutExact !== null && bet.status !== 'refused';
  return (
    <article className={cx(styles.bet, compact && styles.compact)} data-bet={bet.id} aria-label={t('bets_bet_label', { number: bet.id })}>
      <header className={styles.betHeader}>
        <span className={styles.betNumber}>{t('bets_number', { number: bet.id })}</span>
        <time className={styles.muted} dateTime={bet.createdAt}>
          {format.time(bet.createdAt)}
        </time>
        <span className={styles.kind}>
          {kindText(t, bet)}
          {bet.live && <span className={styles.liveBadge}>{t('bets_live')}</span>}
        </span>
        <BetStatusLabel status={bet.status} />
      </header>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <BetLeg key={`${leg.gameId}:${leg.group}:${leg.type}:${leg.param ?? ''}`} leg={leg} describe={describe} format={format} explain={explain} live={legExtra?.(leg)} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bets_stake')}</dt>
          <dd>{format.money(bet.stakeExact, bet.currency)}</dd>
        </div>
        {bet.coefficient !== null && (
          <div>
            <dt>{t('bets_total_odds')}</dt>
            <dd>{format.odds(bet.coefficient)}</dd>
          </div>
        )}
        {settled ? (
          <div>
            <dt>{t('bets_payout')}</dt>
            <dd data-payout="">{format.money(bet.payoutExact ?? '0', bet.currency)}</dd>
          </div>
        ) : (
          bet.status !== 'refused' && (
            <div>
              <dt>{t('bets_possible_payout')}</dt>
              <dd>{format.money(bet.potentialPayoutExact, bet.currency)}</dd>
            </div>
          )
        )}
      </dl>
      {bet.status === 'refused' && <p className={styles.refusal}>{refusalReasonText(t, bet.refusal)}</p>}
      {explain && bet.settledAt !== null && bet.status !== 'refused' && (
        <p className={styles.muted}>{t('bets_settled_at', { time: format.time(bet.settledAt) })}</p>
      )}
      {explain && bet.settlements && bet.settlements.length > 1 && <Settlements bet={bet} format={format} />}
    </article>
  );
}
