import type { MetaArgs } from 'react-router';
import { BetHistoryPage } from '../features/bets/history-page';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useDescribeLeg } from '../layout/bet-leg-names';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'bets_history_title');
}

/** office_history (issue 12): the player's bets with filters, legs, results and their settlement. */
export default function OfficeHistory() {
  return <BetHistoryPage describe={useDescribeLeg()} oddsFormat={useOddsFormat()} />;
}
