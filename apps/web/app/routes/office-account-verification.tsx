import type { MetaArgs } from 'react-router';
import { VerificationPage } from '../features/identity/identification/identification-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'verification_title');
}

/** office_account_verification (issue 13): the identity check's status, reason and files sent. */
export default function OfficeAccountVerification() {
  return <VerificationPage />;
}
