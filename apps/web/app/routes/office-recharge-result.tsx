import { type MetaArgs, useParams } from 'react-router';
import { RechargeResultPage } from '../features/wallet/recharge-result-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'wallet_result_title');
}

/** office_recharge_result (issue 11): the deposit's outcome, where the payment provider sends the player back. */
export default function OfficeRechargeResult() {
  const { paymentId = '' } = useParams();
  // A new payment is a new page: nothing of the previous one's state carries over.
  return <RechargeResultPage key={paymentId} paymentId={paymentId} />;
}
