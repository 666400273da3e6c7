import type { MetaArgs } from 'react-router';
import { ChangeLoginPage } from '../features/identity/account-login/change-login-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_change_login_title');
}

/** office_change_login (issue 13): the login the player chooses to sign in with besides the account number. */
export default function OfficeChangeLogin() {
  return <ChangeLoginPage />;
}
