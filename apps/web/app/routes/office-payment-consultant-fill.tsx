import { type MetaArgs, useParams } from 'react-router';
import { FillRequestPage } from '../features/payment-consultant/fill-request-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'consultant_fill_title');
}

/** office_payment_consultant_fill (spec §2 "fill out"): the player answers what support asked. */
export default function OfficePaymentConsultantFill() {
  const { requestId = '' } = useParams();
  return <FillRequestPage key={requestId} requestId={requestId} />;
}
