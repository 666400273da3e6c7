import type { MetaArgs } from 'react-router';
import { RequestsPage } from '../features/payment-consultant/requests-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'consultant_requests_title');
}

/** office_payment_consultant_requests and payment_requests (spec §2): the player's requests and their conversations. */
export default function OfficePaymentConsultantRequests() {
  return <RequestsPage />;
}
