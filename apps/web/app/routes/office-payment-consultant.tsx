import type { MetaArgs } from 'react-router';
import { ConsultantHomePage } from '../features/payment-consultant/consultant-home-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'consultant_title');
}

/** office_payment_consultant (spec §2, §6): the topics the player may ask support about. */
export default function OfficePaymentConsultant() {
  return <ConsultantHomePage />;
}
