import type { MetaArgs } from 'react-router';
import { IdentificationPage } from '../features/identity/identification/identification-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'identification_title');
}

/** office_account_identification (issue 13): what to upload, the upload form and the check's status. */
export default function OfficeAccountIdentification() {
  return <IdentificationPage />;
}
