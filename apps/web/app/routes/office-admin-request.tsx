import type { MetaArgs } from 'react-router';
import { SupportRequestPage } from '../features/identity/support/support-form';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'support_admin_title');
}

/** office_admin_request (issue 13): a request to the administration, answered by e-mail. */
export default function OfficeAdminRequest() {
  return <SupportRequestPage kind="admin" />;
}
