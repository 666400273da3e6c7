import type { MetaArgs } from 'react-router';
import { HistoryPage } from '../features/wallet/history-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'wallet_history_title');
}

/** office_historypay (issue 11): the payment history with filters and paging. */
export default function OfficeHistory() {
  return <HistoryPage />;
}
