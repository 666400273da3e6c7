import type { MetaArgs } from 'react-router';
import { ChangePasswordPage } from '../features/identity/sessions/change-password-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'change_password_title');
}

/** office_change_password (issue 13): the current password, the new one, and the other sessions. */
export default function OfficeChangePassword() {
  return <ChangePasswordPage />;
}
