import type { MetaArgs } from 'react-router';
import { ManagerBetsPage } from '../features/bets/manager-bets-page';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useDescribeLeg } from '../layout/bet-leg-names';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'vip_title');
}

/** office_manager_bets (spec §2; decision 0028): the player's VIP bet requests, to place or cancel. */
export default function OfficeManagerBets() {
  return <ManagerBetsPage describe={useDescribeLeg()} oddsFormat={useOddsFormat()} />;
}
