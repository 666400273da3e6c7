import type { MetaArgs } from 'react-router';
import { AccountEditPage } from '../features/identity/personal/account-edit-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_account_edit_title');
}

/** office_account_edit (issue 13): the player changes the personal data that may still change, and their document. */
export default function OfficeAccountEdit() {
  return <AccountEditPage />;
}
