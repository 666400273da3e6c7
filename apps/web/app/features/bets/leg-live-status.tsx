import { useTranslation } from 'react-i18next';
import { useGameFinished, useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import styles from './bets.module.css';

/**
 * The live status of an open bet's game (issue 12: "open bets under the slip with live status"):
 * followed by push while shown — the score, the period and the clock as they change, or that the
 * game is over and waits for its settlement.
 */
export function LegLiveStatus({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  useLiveTopic({ kind: 'game', gameId }, 'couponOpenedCost');
  const game = useLiveGame(gameId);
  const finished = useGameFinished(gameId);
  if (finished) return <span className={styles.liveStatus}>{t('bets_game_finished')}</span>;
  const score = game?.SC;
  if (!game || !score) return null;
  const minute = score.TS > 0 ? t('bets_game_minute', { minute: Math.floor(score.TS / 60) }) : '';
  return (
    <span className={styles.liveStatus} data-live-status="">
      <span className={styles.liveBadge}>{t('bets_live')}</span>
      <span data-score="">{`${score.FS.S1 ?? 0}:${score.FS.S2 ?? 0}`}</span>
      {score.CPS && <span>{score.CPS}</span>}
      {minute && <span>{minute}</span>}
    </span>
  );
}
