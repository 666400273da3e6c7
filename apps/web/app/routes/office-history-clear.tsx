import type { MetaArgs } from 'react-router';
import { ClearHistoryPage } from '../features/bets/history-clear-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'bets_clear_title');
}

/** office_bets_history_clear (issue 12): the history view starts anew; the bets and the money stay. */
export default function OfficeHistoryClear() {
  return <ClearHistoryPage />;
}
