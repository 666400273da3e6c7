import type { MetaArgs } from 'react-router';
import { SessionsPage } from '../features/identity/sessions/sessions-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'sessions_title');
}

/** office_session_history (issue 13): where the account is signed in, with sign-out buttons. */
export default function OfficeSessionHistory() {
  return <SessionsPage />;
}
