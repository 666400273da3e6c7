import type { MetaArgs } from 'react-router';
import { SecurityPage } from '../features/identity/two-factor/security-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_security_title');
}

/** office_security (issue 13): the account's protection, with two-factor sign-in, the password and the sessions. */
export default function OfficeSecurity() {
  return <SecurityPage />;
}
