import type { MetaArgs } from 'react-router';
import { AuthByEmailPage } from '../features/identity/account-login/auth-by-email-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'security_auth_by_email_title');
}

/** security_auth_by_email (issue 13): whether the player's e-mail and password sign in. */
export default function SecurityAuthByEmail() {
  return <AuthByEmailPage />;
}
