import type { MetaArgs } from 'react-router';
import { ConvertAccountPage } from '../features/identity/personal/convert-account-page';
import { officeMeta } from '../layout/office/office-meta';

export function meta({ matches }: MetaArgs) {
  return officeMeta(matches, 'office_screen_convert_account');
}

/** office_convert_account (issue 13): what a one-click account still lacks to be a full one, and the way to each step. */
export default function OfficeConvertAccount() {
  return <ConvertAccountPage />;
}
