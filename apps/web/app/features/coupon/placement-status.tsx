import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalReasonText, refusalText } from '../../shared/bet-refusals';
import { SignInLink } from '../../shared/sign-in-link';
import { Button } from '../../shared/ui/button';
import { Icon } from '../../shared/ui/icon';
import { placementLabel, type Placement, type PlacedBetState, type PlacementBody } from './slip-placement';
import styles from './slip-form.module.css';

/** How often the live wait's bar moves. */
const TICK_MS = 250;

/** A live bet's wait as progress (UX.md "the live acceptance wait"): the bar fills over `waitSeconds`. */
function WaitProgress({ since, waitSeconds }: { since: number; waitSeconds: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const total = Math.max(1, waitSeconds * 1000);
  const elapsed = Math.min(total, Math.max(0, now - since));
  const left = Math.ceil((total - elapsed) / 1000);
  return (
    <progress
      className={styles.progress}
      max={total}
      value={elapsed}
      aria-label={t('bet_wait_progress')}
      aria-valuetext={left > 0 ? t('bet_wait_seconds_left', { seconds: left }) : t('bet_wait_deciding')}
    />
  );
}

const kinds = { accepted: 'success', refused: 'error', unknown: 'warning', waiting: 'info' } as const;
const icons = { accepted: 'check', refused: 'warning', unknown: 'clock', waiting: 'clock' } as const;

/** One placed bet: its number and what became of it (the wait as progress while it lasts). */
function PlacedBet({ bet, since }: { bet: PlacedBetState; since: number }) {
  const { t } = useTranslation();
  const number = <strong data-bet-number="">{t('bet_number', { number: bet.betId })}</strong>;
  let text;
  switch (bet.state) {
    case 'waiting':
      text = t('bet_placement_waiting', { number: bet.betId, seconds: bet.waitSeconds });
      break;
    case 'accepted':
      text = (
        <>
          {t('bet_placement_accepted')} {number}
        </>
      );
      break;
    case 'refused':
      text = `${t('bet_placement_refused_number', { number: bet.betId })} ${refusalReasonText(t, bet.reason)}`;
      break;
    case 'unknown':
      text = t('bet_placement_unknown', { number: bet.betId });
  }
  return (
    <li className={styles.result} data-kind={kinds[bet.state]} data-bet={bet.betId} data-state={bet.state}>
      <Icon name={icons[bet.state]} size="s" />
      <div className={styles.statusText}>
        <p className={styles.statusLine}>{text}</p>
        {bet.state === 'waiting' && <WaitProgress since={since} waitSeconds={bet.waitSeconds} />}
      </div>
    </li>
  );
}

/**
 * What became of the press (UX.md: progress, the live acceptance wait, then success with the bet
 * number or a specific reason), in a live region so a screen reader hears each step. Several singles
 * show one line a bet.
 */
export function PlacementStatus({ state, onDismiss }: { state: Placement<PlacementBody>; onDismiss: () => void }) {
  const { t } = useTranslation();
  const label = placementLabel(state);
  const done = label !== 'idle' && label !== 'sending' && label !== 'waiting' && label !== 'unanswered';
  return (
    <div className={styles.status} role="status" aria-live="polite" data-placement={label}>
      {state.phase === 'sending' && <p className={styles.statusLine}>{t('bet_placement_sending')}</p>}
      {state.phase === 'placed' && (
        <ul className={styles.placedList}>
          {state.bets.map((bet) => (
            <PlacedBet key={bet.betId} bet={bet} since={state.since} />
          ))}
        </ul>
      )}
      {state.phase === 'refused' && (
        <div className={styles.result} data-kind="error">
          <Icon name="warning" size="s" />
          <p className={styles.statusLine}>
            {t('bet_placement_refused')} {refusalText(t, state.code)}
          </p>
        </div>
      )}
      {state.phase === 'auto' && (
        <div className={styles.result} data-kind="info">
          <Icon name="clock" size="s" />
          <p className={styles.statusLine}>{t('bet_placement_auto', { number: state.autoBetId })}</p>
        </div>
      )}
      {state.phase === 'unanswered' && (
        <div className={styles.result} data-kind="warning">
          <Icon name="warning" size="s" />
          <p className={styles.statusLine}>{t('bet_placement_unanswered')}</p>
        </div>
      )}
      {state.phase === 'signed_out' && (
        <div className={styles.result} data-kind="error">
          <Icon name="warning" size="s" />
          <p className={styles.statusLine}>
            {t('bet_placement_signed_out')} <SignInLink>{t('bet_sign_in')}</SignInLink>
          </p>
        </div>
      )}
      {done && state.phase !== 'signed_out' && (
        <Button size="s" variant="ghost" onClick={onDismiss} className={styles.dismiss}>
          {t('bet_placement_ok')}
        </Button>
      )}
    </div>
  );
}
