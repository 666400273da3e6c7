import type { MetaArgs } from 'react-router';
import { EnableTwoFactorPage } from '../features/identity/two-factor/enable-two-factor-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'two_factor_enable_title');
}

/** office_enable_two_factor_auth (issue 13): turning two-factor sign-in on. */
export default function OfficeEnableTwoFactor() {
  return <EnableTwoFactorPage />;
}
