import type { MetaArgs } from 'react-router';
import { PaycheckPage } from '../features/wallet/paycheck-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'wallet_paycheck_title');
}

/** office_paycheck (issue 11): a payment by its number. */
export default function OfficePaycheck() {
  return <PaycheckPage />;
}
