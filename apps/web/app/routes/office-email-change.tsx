import type { MetaArgs } from 'react-router';
import { EmailChangePage } from '../features/identity/activation/email-change-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_email_change_title');
}

/** office_email_change (issue 13): a new address, confirmed by the code mailed to it. */
export default function OfficeEmailChange() {
  return <EmailChangePage />;
}
