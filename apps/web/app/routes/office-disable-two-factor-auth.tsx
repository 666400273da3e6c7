import type { MetaArgs } from 'react-router';
import { DisableTwoFactorPage } from '../features/identity/two-factor/disable-two-factor-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'two_factor_disable_title');
}

/** office_disable_two_factor_auth (issue 13): turning two-factor sign-in off with the recovery code. */
export default function OfficeDisableTwoFactor() {
  return <DisableTwoFactorPage />;
}
