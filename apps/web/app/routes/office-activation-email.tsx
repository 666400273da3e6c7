import type { MetaArgs } from 'react-router';
import { OfficeEmailActivationPage } from '../features/identity/activation/office-email-activation-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_activation_email_title');
}

/** office_activation_email (issue 13): the player's e-mail confirmed by a mailed link or code. */
export default function OfficeActivationEmail() {
  return <OfficeEmailActivationPage />;
}
