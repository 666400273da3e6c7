import type { MetaArgs } from 'react-router';
import { RechargePage } from '../features/wallet/recharge-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'wallet_recharge_title');
}

/** office_recharge (issue 11): deposit methods, the amount, then the provider's page. */
export default function OfficeRecharge() {
  return <RechargePage />;
}
