import type { MetaArgs } from 'react-router';
import { AccountPage } from '../features/identity/personal/account-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_account_title');
}

/** office_account and office_settings_account (issue 13): the player's personal data as kept. */
export default function OfficeAccount() {
  return <AccountPage />;
}
