import { useTranslation } from 'react-i18next';
import type { AutoBetRecord } from '@stavka/contract/special-bets';
import type { BetFormat, DescribeLeg } from './bet-format';
import styles from './bets.module.css';

type SpecialBetEvent = AutoBetRecord['events'][number];

/**
 * The selections of an auto bet or a VIP request: the game, the outcome by the sportsbook's names
 * (the record names no market group, so the outcome alone), and the coefficient it keeps.
 */
export function SpecialBetEvents({ events, describe, format }: { events: readonly SpecialBetEvent[]; describe: DescribeLeg; format: BetFormat }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.legs}>
      {events.map((event) => (
        <li key={`${event.GameId}:${event.Type}:${event.Param}`} className={styles.leg}>
          <span className={styles.legEvent}>{event.Opp2 === '' ? event.Opp1 : t('sportsbook_event_teams', { team1: event.Opp1, team2: event.Opp2 })}</span>
          <span className={styles.legMarket}>
            <strong>{describe({ group: 0, type: event.Type, param: event.Param === 0 ? null : event.Param }).outcome}</strong>
          </span>
          {event.Coef > 0 && (
            <span className={styles.legOdds}>
              <span data-odds="">{format.odds(event.Coef)}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
